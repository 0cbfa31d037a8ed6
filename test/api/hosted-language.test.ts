// The hosted page in the respondent's language (docs/design/localization.md, "The hosted page"): `?lang=`, else
// Accept-Language, else the default; `<html lang dir>`; the survey's texts translated and the page's own words from
// its catalogue; a switcher that keeps the link's query; the welcome carries the language to the session, and a
// switch during the session is recorded on it.
import { useService } from '../helpers/service';
import { opts } from '../helpers/surveys';

const file = useService();
let surveyId: string;
let questionId: string;
let link: string;

beforeAll(async () => {
  const s = (await file.api.post('/api/v1/surveys', { title: 'Customers 2026' })).body;
  surveyId = s.id;
  await file.api.put(`/api/v1/surveys/${s.id}/hidden-fields`, { fields: [{ name: 'source', label: 'Source', personal: false }] });
  questionId = (
    await file.api.post(`/api/v1/surveys/${s.id}/questions`, {
      type: 'single_choice',
      title: 'Which plan?',
      config: { options: opts('free', 'pro') },
    })
  ).body.id;
  await file.api.post(`/api/v1/surveys/${s.id}/questions`, { type: 'long_text', title: 'Why?', required: false, config: { maxLength: 2 } });
  await file.api.put(`/api/v1/surveys/${s.id}/localization`, { defaultLanguage: 'en', languages: ['en', 'de', 'ar'] });
  await file.api.patch(`/api/v1/surveys/${s.id}/translations/de`, {
    texts: {
      'survey.title': 'Kunden 2026',
      [`question.${questionId}.title`]: 'Welcher Tarif?',
      [`question.${questionId}.config.options.free.label`]: 'Kostenlos',
    },
  });
  await file.api.patch(`/api/v1/surveys/${s.id}/translations/ar`, { texts: { [`question.${questionId}.title`]: 'أي خطة؟' } });
  await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'live' });
  const collectors = (await file.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data;
  link = `/s/${collectors.find((c: { isDefault: boolean }) => c.isDefault).id}`;
});

const htmlOf = (text: string) => {
  const m = /<html lang="([^"]+)" dir="(ltr|rtl)">/.exec(text);
  return m ? { lang: m[1], dir: m[2] } : null;
};

/** A browser's visit: its cookies kept between requests. */
function visitor(acceptLanguage?: string) {
  const jar = new Map<string, string>();
  const headers = () => ({
    ...(acceptLanguage ? { 'Accept-Language': acceptLanguage } : {}),
    Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  });
  const keep = <R extends { headers: Headers }>(res: R): R => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  };
  return {
    get: async (query: Record<string, string> = {}) => keep(await file.svc.anonymous.get(link, { query, headers: headers() })),
    post: async (form: Record<string, string>) =>
      keep(
        await file.svc.anonymous.request('POST', link, {
          rawBody: new URLSearchParams(form).toString(),
          headers: { ...headers(), 'Content-Type': 'application/x-www-form-urlencoded' },
          redirect: 'manual',
        }),
      ),
  };
}

it('speaks the browser language: the survey translated, the page’s own words, and a switcher keeping the query', async () => {
  const page = await visitor('de-AT,de;q=0.9').get({ source: 'news' });
  expect(page.status).toBe(200);
  expect(htmlOf(page.text)).toEqual({ lang: 'de', dir: 'ltr' });
  expect(page.text).toContain('<title>Kunden 2026</title>');
  expect(page.text).toContain('>Starten</button>');
  expect(page.text).toContain('<input type="hidden" name="lang" value="de">');
  expect(page.text).toContain('<nav class="languages" aria-label="Sprache">');
  expect(page.text).toContain(`<a href="${link}?source=news&amp;lang=ar" lang="ar" hreflang="ar">العربية</a>`);
  expect(page.text).toContain(`lang="de" hreflang="de" aria-current="true">Deutsch</a>`);
});

it('takes ?lang= over the header, right to left for Arabic; passes over a language the survey lacks', async () => {
  const ar = await visitor('de').get({ lang: 'ar' });
  expect(htmlOf(ar.text)).toEqual({ lang: 'ar', dir: 'rtl' });
  expect(ar.text).toContain('>ابدأ</button>');
  expect(ar.text).toContain('<title>Customers 2026</title>'); // the title has no Arabic text: the default's
  const fr = await visitor('de').get({ lang: 'fr' });
  expect(htmlOf(fr.text)).toEqual({ lang: 'de', dir: 'ltr' });
  expect(htmlOf((await visitor('ja').get()).text)).toEqual({ lang: 'en', dir: 'ltr' });
});

it('starts the session in the welcome’s language, shows its questions in it, and records a switch', async () => {
  const v = visitor('de');
  await v.get();
  const started = await v.post({ action: 'start', lang: 'de' });
  expect(started.status).toBe(303);
  const question = await v.get();
  expect(htmlOf(question.text)?.lang).toBe('de');
  expect(question.text).toContain('Welcher Tarif?');
  expect(question.text).toContain('<span>Kostenlos</span>');
  expect(question.text).toContain('<span>PRO</span>'); // untranslated: the default's
  expect(question.text).toContain('0\u00a0% erledigt'); // Intl's German percent, a no-break space before %
  expect(question.text).toContain('>Weiter</button>');
  const list = async () => (await file.api.get(`/api/v1/surveys/${surveyId}/responses`, { query: { status: 'in_progress' } })).body.data;
  const mine = async () => (await list()).find((r: { status: string; answers: unknown[] }) => r.status === 'in_progress');
  expect((await mine()).language).toBe('de');
  // A missing answer's error in German.
  const refused = await v.post({ action: 'answer', questionId });
  expect(refused.status).toBe(400);
  expect(refused.text).toContain('Bitte beantworten Sie diese Frage.');
  // The switcher during the session: the page and the session turn Arabic.
  const switched = await v.get({ lang: 'ar' });
  expect(htmlOf(switched.text)).toEqual({ lang: 'ar', dir: 'rtl' });
  expect(switched.text).toContain('أي خطة؟');
  expect((await mine()).language).toBe('ar');
  await v.post({ action: 'answer', questionId, value: 'free' });
  const long = await v.get();
  // ICU plurals in Arabic: two characters is the dual form.
  expect(long.text).toContain('حرفان كحدّ أقصى');
});

it('says a link leads nowhere in the browser language', async () => {
  const res = await file.svc.anonymous.get('/s/0192f3c4-0000-7000-8000-000000000000', { headers: { 'Accept-Language': 'fr-CA, de' } });
  expect(res.status).toBe(404);
  expect(htmlOf(res.text)).toEqual({ lang: 'fr', dir: 'ltr' });
  expect(res.text).toContain('Enquête introuvable');
});
