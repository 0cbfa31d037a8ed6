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
