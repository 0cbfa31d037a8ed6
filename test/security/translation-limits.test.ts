// Finding 5 of the red team's second round (docs/design/localization.md, "Limits"): a translation obeys its source
// field's limit whichever way it comes. An XLIFF target of 900,000 characters was stored (the JSON path refused
// 6,000); a German title of 201 characters was taken through JSON (a title holds 200). Each is now a 400 naming the key.
import { useService } from '../helpers/service';
import { opts } from '../helpers/surveys';

const file = useService();

async function germanSurvey() {
  const s = (await file.api.post('/api/v1/surveys', { title: 'Customers 2026' })).body;
  const q = (
    await file.api.post(`/api/v1/surveys/${s.id}/questions`, {
      type: 'single_choice',
      title: 'Which plan?',
      config: { options: opts('free', 'pro') },
    })
  ).body;
  await file.api.put(`/api/v1/surveys/${s.id}/localization`, { defaultLanguage: 'en', languages: ['en', 'de'] });
  return { id: s.id as string, q };
}

const xliff = (id: string, units: Record<string, string>) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de"><file id="${id}">${Object.entries(units)
    .map(([key, target]) => `<unit id="${key}"><segment><source>x</source><target>${target}</target></segment></unit>`)
    .join('')}</file></xliff>`;

it('refuses a translated title longer than a title holds, through JSON and XLIFF alike, and stores nothing', async () => {
  const { id } = await germanSurvey();
  const json = await file.api.patch(`/api/v1/surveys/${id}/translations/de`, { texts: { 'survey.title': 'T'.repeat(201) } });
  expect(json.status).toBe(400);
  expect(json.body.errors).toEqual([expect.objectContaining({ name: 'texts.survey.title', message: expect.stringContaining('200') })]);
  const fits = await file.api.patch(`/api/v1/surveys/${id}/translations/de`, { texts: { 'survey.title': 'T'.repeat(200) } });
  expect(fits.status).toBe(200);

  const huge = await file.api.request('PATCH', `/api/v1/surveys/${id}/translations/de`, {
    rawBody: xliff(id, { 'survey.title': 'K'.repeat(900_000) }),
    headers: { 'content-type': 'application/xliff+xml' },
  });
  expect(huge.status).toBe(400);
  expect(huge.body.errors[0].name).toBe('texts.survey.title');
  const read = await file.api.get(`/api/v1/surveys/${id}/translations/de`);
  expect(read.body.texts.find((t: { key: string }) => t.key === 'survey.title').text).toBe('T'.repeat(200));
});

it("holds an option label to the option's limit (500) in XLIFF, naming the option's key", async () => {
  const { id, q } = await germanSurvey();
  const key = `question.${q.id}.config.options.${q.config.options[0].id}.label`;
  const over = await file.api.request('PATCH', `/api/v1/surveys/${id}/translations/de`, {
    rawBody: xliff(id, { [key]: 'L'.repeat(501) }),
    headers: { 'content-type': 'application/xliff+xml' },
  });
  expect(over.status).toBe(400);
  expect(over.body.errors[0]).toMatchObject({ name: `texts.${key}`, message: expect.stringContaining('500') });
  const title = `question.${q.id}.title`;
  const ok = await file.api.request('PATCH', `/api/v1/surveys/${id}/translations/de`, {
    rawBody: xliff(id, { [key]: 'Kostenlos', [title]: 'Welcher Tarif?' }),
    headers: { 'content-type': 'application/xliff+xml' },
  });
  expect(ok.status).toBe(200);
});
