// A survey's languages (docs/design/localization.md): offered in English only until set; tags canonicalised, named
// and given a direction; completeness counts the survey's texts; bad tags, repeats and a default left out are 400
// naming the field and change nothing; allowed on a live survey.
import { useService } from '../helpers/service';
import { opts } from '../helpers/surveys';

const file = useService();

async function survey() {
  const s = (await file.api.post('/api/v1/surveys', { title: 'Customers 2026', messages: { thankYou: 'Thank you!' } })).body;
  const q = await file.api.post(`/api/v1/surveys/${s.id}/questions`, {
    type: 'single_choice',
    title: 'Which plan?',
    config: { options: opts('free', 'pro') },
  });
  expect(q.status).toBe(201);
  return s.id as string;
}

it('offers a new survey in English, its every text counted', async () => {
  const id = await survey();
  const block = (await file.api.get(`/api/v1/surveys/${id}/localization`)).body;
  // The title, the thank-you message, the question's title and its two option labels.
  expect(block).toEqual({
    defaultLanguage: 'en',
    languages: [{ tag: 'en', name: 'English', direction: 'ltr', completeness: { translated: 5, total: 5, stale: 0 } }],
  });
  expect((await file.api.get(`/api/v1/surveys/${id}`, { query: { include: 'localization' } })).body.localization).toEqual(block);
});

it('sets languages canonicalised, named and directed; the survey detail shows the same block', async () => {
  const id = await survey();
  const put = await file.api.put(`/api/v1/surveys/${id}/localization`, {
    defaultLanguage: 'EN',
    languages: ['EN', 'de-at', 'ar', 'zh-hant-tw'],
  });
  expect(put.status).toBe(200);
  expect(put.body.defaultLanguage).toBe('en');
  expect(put.body.languages.map((l: { tag: string; name: string; direction: string }) => `${l.tag} ${l.name} ${l.direction}`)).toEqual([
    'en English ltr',
    'de-AT Austrian German ltr',
    'ar Arabic rtl',
    'zh-Hant-TW Chinese (Traditional, Taiwan) ltr',
  ]);
  expect(put.body.languages[2].completeness).toEqual({ translated: 0, total: 5, stale: 0 });
  expect((await file.api.get(`/api/v1/surveys/${id}`, { query: { include: 'localization' } })).body.localization).toEqual(put.body);
  expect((await file.api.put(`/api/v1/surveys/${id}`, { status: 'live' })).status).toBe(200);
  const live = await file.api.put(`/api/v1/surveys/${id}/localization`, { defaultLanguage: 'de-AT', languages: ['de-AT', 'en'] });
  expect(live.status).toBe(200);
  expect((await file.api.get(`/api/v1/surveys/${id}/localization`)).body).toEqual(live.body);
});

it.each([
  [{ defaultLanguage: 'en', languages: ['en', 'english!'] }, 'languages[1]'],
  [{ defaultLanguage: 'en', languages: ['en', 'de', 'EN'] }, 'languages[2]'],
  [{ defaultLanguage: 'fr', languages: ['en', 'de'] }, 'defaultLanguage'],
  [{ defaultLanguage: 'en_US', languages: ['en'] }, 'defaultLanguage'],
  [{ defaultLanguage: 'en', languages: [] }, 'languages'],
  [{ defaultLanguage: 'en', languages: Array.from({ length: 31 }, (_, i) => `x-a${i}`) }, 'languages'],
])('refuses %j naming %s, and keeps the languages it had', async (body, field) => {
  const id = await survey();
  const res = await file.api.put(`/api/v1/surveys/${id}/localization`, body);
  expect(res.status).toBe(400);
  expect(res.body.errors.map((e: { name: string }) => e.name)).toContain(field);
  expect((await file.api.get(`/api/v1/surveys/${id}/localization`)).body.languages.map((l: { tag: string }) => l.tag)).toEqual(['en']);
});

describe('translations', () => {
  it('lists every text with its source; saves, turns stale when the source changes, fresh when saved again', async () => {
    const id = await survey();
    await file.api.put(`/api/v1/surveys/${id}/localization`, { defaultLanguage: 'en', languages: ['en', 'de', 'ar'] });
    const empty = (await file.api.get(`/api/v1/surveys/${id}/translations/DE`)).body;
    expect(empty.tag).toBe('de');
    expect(empty.texts.map((t: { key: string }) => t.key.replace(/question\.[0-9a-f-]+/, 'question.Q'))).toEqual([
      'survey.title',
      'survey.messages.thankYou',
      'question.Q.title',
      'question.Q.config.options.free.label',
      'question.Q.config.options.pro.label',
    ]);
    expect(empty.texts.every((t: { text: null; stale: boolean }) => t.text === null && !t.stale)).toBe(true);
    const proKey = empty.texts[4].key as string;

    const saved = await file.api.patch(`/api/v1/surveys/${id}/translations/de`, {
      texts: { 'survey.title': 'Kunden 2026', [proKey]: 'Profi' },
    });
    expect(saved.status).toBe(200);
    expect(
      saved.body.texts
        .filter((t: { text: string | null }) => t.text)
        .map((t: { source: string; text: string }) => `${t.source} -> ${t.text}`),
    ).toEqual(['Customers 2026 -> Kunden 2026', 'PRO -> Profi']);
    const completeness = async () =>
      Object.fromEntries(
        (await file.api.get(`/api/v1/surveys/${id}/localization`)).body.languages.map((l: { tag: string; completeness: object }) => [
          l.tag,
          l.completeness,
        ]),
      );
    expect(await completeness()).toEqual({
      en: { translated: 5, total: 5, stale: 0 },
      de: { translated: 2, total: 5, stale: 0 },
      ar: { translated: 0, total: 5, stale: 0 },
    });

    expect((await file.api.put(`/api/v1/surveys/${id}`, { title: 'Customers 2027' })).status).toBe(200);
    const after = (await file.api.get(`/api/v1/surveys/${id}/translations/de`)).body.texts[0];
    expect(after).toEqual({ key: 'survey.title', source: 'Customers 2027', text: 'Kunden 2026', stale: true });
    expect((await completeness()).de).toEqual({ translated: 2, total: 5, stale: 1 });
    await file.api.patch(`/api/v1/surveys/${id}/translations/de`, { texts: { 'survey.title': 'Kunden 2027', [proKey]: null } });
    expect((await completeness()).de).toEqual({ translated: 1, total: 5, stale: 0 });

    // A copy keeps its translations, under its own question's keys.
    const copy = (await file.api.post(`/api/v1/surveys/${id}/copy`, {})).body;
    const copied = (await file.api.get(`/api/v1/surveys/${copy.id}/translations/de`)).body.texts;
    expect(copied[0]).toMatchObject({ key: 'survey.title', text: 'Kunden 2027' });
    expect(copied.map((t: { key: string }) => t.key).join()).not.toContain(proKey.split('.')[1]);

    // Removing a language removes its texts; offering it again starts empty.
    await file.api.put(`/api/v1/surveys/${id}/localization`, { defaultLanguage: 'en', languages: ['en', 'ar'] });
    expect((await file.api.get(`/api/v1/surveys/${id}/translations/de`)).status).toBe(404);
    await file.api.put(`/api/v1/surveys/${id}/localization`, { defaultLanguage: 'en', languages: ['en', 'ar', 'de'] });
    expect((await completeness()).de).toEqual({ translated: 0, total: 5, stale: 0 });
  });

  it('refuses an unknown key or an empty text naming it, saving nothing; 404 for a language not offered, 400 for the default', async () => {
    const id = await survey();
    await file.api.put(`/api/v1/surveys/${id}/localization`, { defaultLanguage: 'en', languages: ['en', 'de'] });
    const bad = await file.api.patch(`/api/v1/surveys/${id}/translations/de`, {
      texts: { 'survey.title': 'Kunden', 'question.nope.title': 'X', 'survey.messages.thankYou': '  ' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { name: string }) => e.name)).toEqual(['texts.question.nope.title', 'texts.survey.messages.thankYou']);
    expect((await file.api.get(`/api/v1/surveys/${id}/translations/de`)).body.texts[0].text).toBeNull();
    expect((await file.api.get(`/api/v1/surveys/${id}/translations/fr`)).status).toBe(404);
    const own = await file.api.get(`/api/v1/surveys/${id}/translations/en`);
    expect(own.status).toBe(400);
    expect(own.body.errors[0].name).toBe('tag');
  });
});

it('round-trips XLIFF 2.0: exported, filled and annotated as a translation tool does, imported back, every text lands', async () => {
  const id = await survey();
  await file.api.put(`/api/v1/surveys/${id}/localization`, { defaultLanguage: 'en', languages: ['en', 'de'] });
  await file.api.patch(`/api/v1/surveys/${id}/translations/de`, { texts: { 'survey.title': 'Kunden 2026' } });
  const exported = await file.api.get(`/api/v1/surveys/${id}/translations/de`, { headers: { accept: 'application/xliff+xml' } });
  expect(exported.status).toBe(200);
  expect(exported.headers.get('content-type')).toMatch(/^application\/xliff\+xml/);
  const xml = exported.text;
  expect(xml).toContain('srcLang="en" trgLang="de"');
  expect(xml.match(/<unit /g)).toHaveLength(5);
  expect(xml).toContain('<target>Kunden 2026</target>');

  // A CAT tool fills every empty segment's target (escaping what XML needs) and adds a translator's note to a unit.
  const german: Record<string, string> = {
    'Thank you!': 'Danke & bis bald!',
    'Which plan?': 'Welcher <Tarif>?',
    FREE: 'Kostenlos',
    PRO: 'Profi',
  };
  const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const edited = xml
    .replace(/<source>([^<]*)<\/source>(\s*)<\/segment>/g, (_, source: string, space: string) => {
      const plain = source.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
      return `<source>${source}</source>${space}<target>${escape(german[plain])}</target>${space}</segment>`;
    })
    .replace('<unit id="survey.title">', '<unit id="survey.title">\n      <notes><note>Checked by the translator</note></notes>');
  const imported = await file.api.request('PATCH', `/api/v1/surveys/${id}/translations/de`, {
    rawBody: edited,
    headers: { 'content-type': 'application/xliff+xml' },
  });
  expect(imported.status).toBe(200);
  expect(imported.body.texts.map((t: { text: string }) => t.text)).toEqual([
    'Kunden 2026',
    'Danke & bis bald!',
    'Welcher <Tarif>?',
    'Kostenlos',
    'Profi',
  ]);
  expect(imported.body.texts.every((t: { stale: boolean }) => !t.stale)).toBe(true);

  const french = await file.api.request('PATCH', `/api/v1/surveys/${id}/translations/de`, {
    rawBody: edited.replace('trgLang="de"', 'trgLang="fr"'),
    headers: { 'content-type': 'application/xliff+xml' },
  });
  expect(french.status).toBe(400);
  expect(french.body.errors[0].name).toBe('trgLang');
  const broken = await file.api.request('PATCH', `/api/v1/surveys/${id}/translations/de`, {
    rawBody: '<xliff version="2.0"><file',
    headers: { 'content-type': 'application/xliff+xml' },
  });
  expect(broken.status).toBe(400);
  const unknown = await file.api.request('PATCH', `/api/v1/surveys/${id}/translations/de`, {
    rawBody: edited.replace('<unit id="survey.title">', '<unit id="survey.nothing">'),
    headers: { 'content-type': 'application/xliff+xml' },
  });
  expect(unknown.status).toBe(400);
  expect(unknown.body.errors[0].name).toBe('texts.survey.nothing');
});

describe('a live survey', () => {
  it('takes translation edits without consent, each change a new questionnaire version that new sessions record', async () => {
    const id = await survey();
    await file.api.put(`/api/v1/surveys/${id}/localization`, { defaultLanguage: 'en', languages: ['en', 'de', 'ar'] });
    await file.api.patch(`/api/v1/surveys/${id}/translations/de`, { texts: { 'survey.title': 'Kunden' } });
    expect((await file.api.put(`/api/v1/surveys/${id}`, { status: 'live' })).status).toBe(200);
    const version = async () => (await file.api.get(`/api/v1/surveys/${id}`)).body.questionnaireVersion as number;
    const v1 = await version();
    const edit = await file.api.patch(`/api/v1/surveys/${id}/translations/de`, { texts: { 'survey.title': 'Kunden 2026' } });
    expect(edit.status).toBe(200);
    expect(await version()).toBe(v1 + 1);
    // Saving the same text again changes no wording: no new version.
    await file.api.patch(`/api/v1/surveys/${id}/translations/de`, { texts: { 'survey.title': 'Kunden 2026' } });
    expect(await version()).toBe(v1 + 1);
    const started = await file.svc.anonymous.post(`/api/collect/v1/surveys/${id}/sessions`, { language: 'de' });
    expect((await file.api.get(`/api/v1/responses/${started.body.sessionId}`)).body.questionnaireVersion).toBe(v1 + 1);
    // Removing a language whose texts are translated changes what its respondents read; adding one changes nothing.
    await file.api.put(`/api/v1/surveys/${id}/localization`, { defaultLanguage: 'en', languages: ['en', 'ar'] });
    expect(await version()).toBe(v1 + 2);
    await file.api.put(`/api/v1/surveys/${id}/localization`, { defaultLanguage: 'en', languages: ['en', 'ar', 'fr'] });
    expect(await version()).toBe(v1 + 2);
  });
});

describe('placeholders', () => {
  it('takes a translation only with its source’s placeholders, and pipes the answer in the session’s language', async () => {
    const s = (await file.api.post('/api/v1/surveys', { title: 'Plans' })).body;
    const plan = (
      await file.api.post(`/api/v1/surveys/${s.id}/questions`, {
        type: 'single_choice',
        title: 'Which plan?',
        config: { options: opts('free', 'pro') },
      })
    ).body.id;
    const why = (
      await file.api.post(`/api/v1/surveys/${s.id}/questions`, { type: 'short_text', title: `Why {{answer:${plan}|that one}}?` })
    ).body.id;
    await file.api.put(`/api/v1/surveys/${s.id}/localization`, { defaultLanguage: 'en', languages: ['en', 'de'] });
    const patch = (texts: Record<string, string>) => file.api.patch(`/api/v1/surveys/${s.id}/translations/de`, { texts });
    for (const text of ['Warum?', `Warum {{answer:${plan}}} und {{answer:${plan}}}?`, 'Warum {{answer:nope}}?', 'Warum {{antwort}}?']) {
      const refused = await patch({ [`question.${why}.title`]: text });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].name).toBe(`texts.question.${why}.title`);
    }
    expect((await patch({ [`question.${why}.title`]: `Warum {{answer:${plan}|dieser}}?` })).status).toBe(200);
    await patch({ [`question.${plan}.config.options.pro.label`]: 'Profi' });
    await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'live' });
    const started = (await file.svc.anonymous.post(`/api/collect/v1/surveys/${s.id}/sessions`, { language: 'de' })).body;
    const next = await file.svc.anonymous.post(
      `/api/collect/v1/sessions/${started.sessionId}/answers`,
      { answers: [{ questionId: plan, value: 'pro' }] },
      { headers: { 'X-Session-Token': started.token } },
    );
    expect(next.body.nextQuestion.title).toBe('Warum Profi?');
  });
});
