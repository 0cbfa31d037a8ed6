// The respondent's language (docs/design/localization.md, "Respondents"): chosen from `language`, else
// `Accept-Language` (RFC 4647 lookup), else the default; every text translated or the default's (a stale one is
// not served); the session records it, and the record, exports, the feed, the cross-tabulation and the overview show it.
import { useService } from '../helpers/service';
import { opts } from '../helpers/surveys';
import { parse } from 'csv-parse/sync';

const file = useService();
const COLLECT = '/api/collect/v1';

let surveyId: string;
let questionId: string;

beforeAll(async () => {
  const s = (await file.api.post('/api/v1/surveys', { title: 'Customers 2026', messages: { thankYou: 'Thank you!' } })).body;
  surveyId = s.id;
  const q = await file.api.post(`/api/v1/surveys/${s.id}/questions`, {
    type: 'single_choice',
    title: 'Which plan?',
    description: 'Pick one.',
    config: { options: opts('free', 'pro') },
  });
  questionId = q.body.id;
  await file.api.put(`/api/v1/surveys/${s.id}/localization`, { defaultLanguage: 'en', languages: ['en', 'de', 'ar', 'zh-Hant'] });
  const de = await file.api.patch(`/api/v1/surveys/${s.id}/translations/de`, {
    texts: {
      'survey.title': 'Kunden 2026',
      [`question.${questionId}.title`]: 'Welcher Tarif?',
      [`question.${questionId}.description`]: 'Wählen Sie einen.',
      [`question.${questionId}.config.options.free.label`]: 'Kostenlos',
      // pro's label left untranslated: it falls back to English
    },
  });
  expect(de.status).toBe(200);
  await file.api.patch(`/api/v1/surveys/${s.id}/translations/ar`, { texts: { 'survey.title': 'العملاء 2026' } });
  // The description is reworded after its German translation was made: that translation is stale and not served.
  expect((await file.api.put(`/api/v1/surveys/${s.id}/questions/${questionId}`, { description: 'Pick the one you use.' })).status).toBe(
    200,
  );
  expect((await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'live' })).status).toBe(200);
});

const view = (query: Record<string, string> = {}, acceptLanguage?: string) =>
  file.svc.anonymous.get(`${COLLECT}/surveys/${surveyId}`, {
    query,
    ...(acceptLanguage === undefined ? {} : { headers: { 'Accept-Language': acceptLanguage } }),
  });

describe('the respondent view', () => {
  it.each([
    ['none', undefined, 'en'],
    ['de-AT,de;q=0.9,en;q=0.5', 'de-AT,de;q=0.9,en;q=0.5', 'de'],
    ['fr-CA, fr;q=0.9, ar;q=0.1', 'fr-CA, fr;q=0.9, ar;q=0.1', 'ar'],
    ['de-AT;q=0.1, ar;q=0.2', 'de-AT;q=0.1, ar;q=0.2', 'ar'],
    ['en;q=0, de', 'en;q=0, de', 'de'],
    ['zh-Hant-TW', 'zh-Hant-TW', 'zh-Hant'],
    ['zh-CN', 'zh-CN', 'en'],
    ['ja', 'ja', 'en'],
    ['*', '*', 'en'],
    ['x-klingon, not a tag!!, DE', 'x-klingon, not a tag!!, DE', 'de'],
    ['6,000 characters of one malformed range', 'de-'.repeat(2000), 'en'],
  ])('Accept-Language %s reads %s', async (_label, header, tag) => {
    const res = await view({}, header);
    expect(res.status).toBe(200);
    expect(res.body.language).toBe(tag);
    expect(res.headers.get('content-language')).toBe(tag);
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it('takes ?language= over the header (lookup: de-CH finds de), and refuses one the survey lacks naming it', async () => {
    expect((await view({ language: 'de-CH' }, 'ar')).body.language).toBe('de');
    expect((await view({ language: 'AR' })).body.direction).toBe('rtl');
    const refused = await view({ language: 'fr' }, 'de');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ in: 'query', name: 'language' })]);
    expect((await view({ language: 'not a tag' })).status).toBe(400);
  });

  it('serves each text translated, else the default language: a missing or stale translation falls back per text', async () => {
    const de = (await view({ language: 'de' })).body;
    expect(de.title).toBe('Kunden 2026');
    expect(de.messages).toEqual({ thankYou: 'Thank you!' });
    const q = de.questions[0];
    expect(q.title).toBe('Welcher Tarif?');
    expect(q.description).toBe('Pick the one you use.'); // the German one was made from the old wording
    expect(q.config.options.map((o: { id: string; label: string }) => `${o.id}=${o.label}`)).toEqual(['free=Kostenlos', 'pro=PRO']);
    expect(de.languages).toEqual([
      { tag: 'en', name: 'English', direction: 'ltr' },
      { tag: 'de', name: 'German', direction: 'ltr' },
      { tag: 'ar', name: 'Arabic', direction: 'rtl' },
      { tag: 'zh-Hant', name: 'Traditional Chinese', direction: 'ltr' },
    ]);
    const ar = (await view({ language: 'ar' })).body;
    expect([ar.title, ar.questions[0].title, ar.direction]).toEqual(['العملاء 2026', 'Which plan?', 'rtl']);
    expect((await view()).body.title).toBe('Customers 2026');
  });
});

async function answered(body: object, acceptLanguage?: string) {
  const started = await file.svc.anonymous.post(`${COLLECT}/surveys/${surveyId}/sessions`, body, {
    ...(acceptLanguage ? { headers: { 'Accept-Language': acceptLanguage } } : {}),
  });
  expect(started.status).toBe(201);
  const headers = { 'X-Session-Token': started.body.token };
  const next = await file.svc.anonymous.post(
    `${COLLECT}/sessions/${started.body.sessionId}/answers`,
    { answers: [{ questionId, value: 'pro' }] },
    { headers },
  );
  expect(next.body.language).toBe(started.body.language);
  return started.body as { sessionId: string; language: string; token: string };
}

describe('the session', () => {
  let sessions: { sessionId: string; language: string; token: string }[];

  beforeAll(async () => {
    sessions = [
      await answered({}, 'de-AT,de;q=0.9'),
      await answered({}, 'de'),
      await answered({ language: 'ar-EG' }, 'de'),
      await answered({}),
    ];
    for (const s of sessions.slice(0, 3)) {
      const token = s.token;
      expect(
        (await file.svc.anonymous.post(`${COLLECT}/sessions/${s.sessionId}/complete`, undefined, { headers: { 'X-Session-Token': token } }))
          .status,
      ).toBe(200);
    }
  });

  it('starts in the language asked for or negotiated, and refuses one the survey lacks naming `language`', async () => {
    expect(sessions.map((s) => s.language)).toEqual(['de', 'de', 'ar', 'en']);
    const refused = await file.svc.anonymous.post(`${COLLECT}/surveys/${surveyId}/sessions`, { language: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ in: 'body', name: 'language' })]);
  });

  it('shows the language in the record, the export and the feed', async () => {
    const record = await file.api.get(`/api/v1/responses/${sessions[2].sessionId}`);
    expect(record.body.language).toBe('ar');
    // Answers are the option's id whatever the language.
    expect(record.body.answers[0].value).toBe('pro');
    const csv = await file.api.get(`/api/v1/surveys/${surveyId}/responses/export`, { query: { format: 'csv', status: 'all' } });
    const rows: Record<string, string>[] = parse(csv.text, { columns: true, bom: true });
    const byId = new Map(rows.map((r) => [r.responseId, r.language]));
    expect(sessions.map((s) => byId.get(s.sessionId))).toEqual(['de', 'de', 'ar', 'en']);
    // The feed shows an event once every transaction begun before it has ended (on PostgreSQL a moment later): follow
    // it with long polls until the three completions are there.
    const languages: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < 20 && languages.length < 3; i++) {
      const query = { types: 'response.completed', surveyId, limit: '100', wait: '2', ...(after ? { after } : {}) };
      const feed = await file.api.get('/api/v1/events', { query });
      languages.push(...feed.body.data.map((e: { data: { response: { language: string } } }) => e.data.response.language));
      after = feed.body.nextCursor;
    }
    expect(languages).toEqual(['de', 'de', 'ar']);
  });

  it('cross-tabulates completion by language, and the overview counts sessions by language', async () => {
    const tab = await file.api.get(`/api/v1/surveys/${surveyId}/analytics/cross-tabulation`, {
      query: { rows: 'language', cols: 'device' },
    });
    expect(tab.status).toBe(200);
    const base = (label: string) =>
      tab.body.cells[tab.body.rowLabels.indexOf(label)].reduce((n: number, c: { completed: number }) => n + c.completed, 0);
    expect(tab.body.rowLabels).toEqual(['de', 'ar', 'en']);
    expect([base('de'), base('ar'), base('en')]).toEqual([2, 1, 0]);
    const overview = await file.api.get(`/api/v1/surveys/${surveyId}/analytics`, { query: { include: 'languages' } });
    expect(
      overview.body.languages.map((l: { label: string; sessions: number; completed: number }) => [l.label, l.sessions, l.completed]),
    ).toEqual([
      ['de', 2, 2],
      ['ar', 1, 1],
      ['en', 1, 0],
    ]);
    expect((await file.api.get(`/api/v1/surveys/${surveyId}/analytics`)).body.languages).toBeUndefined();
  });

  it('imports a record in one of the survey languages, and refuses one it lacks naming it', async () => {
    const record = {
      status: 'completed',
      startedAt: '2026-11-20T10:00:00.000Z',
      completedAt: '2026-11-20T10:05:00.000Z',
      answers: [{ questionId, value: 'free' }],
    };
    const ok = await file.api.post(`/api/v1/surveys/${surveyId}/responses`, { responses: [{ ...record, language: 'de-DE' }, record] });
    expect(ok.status).toBe(200);
    const langs = await Promise.all(
      ok.body.data.map(async (d: { id: string }) => (await file.api.get(`/api/v1/responses/${d.id}`)).body.language),
    );
    expect(langs).toEqual(['de', 'en']);
    const bad = await file.api.post(`/api/v1/surveys/${surveyId}/responses`, { responses: [{ ...record, language: 'fr' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].name).toBe('responses[0].language');
  });
});

describe('an export in a language', () => {
  it('labels questions and answers with the language’s translations (the default’s where missing); ids are the same', async () => {
    const csv = await file.api.get(`/api/v1/surveys/${surveyId}/responses/export`, {
      query: { format: 'csv', status: 'all', language: 'de-DE' },
    });
    expect(csv.status).toBe(200);
    const rows: Record<string, string>[] = parse(csv.text, { columns: true, bom: true });
    expect(Object.keys(rows[0])).toContain('Welcher Tarif?');
    expect(new Set(rows.map((r) => r['Welcher Tarif?']))).toEqual(new Set(['PRO', 'Kostenlos']));
    const json = await file.api.get(`/api/v1/surveys/${surveyId}/responses/export/json`, { query: { status: 'all', language: 'de' } });
    expect(json.body.map((r: Record<string, string>) => r['Welcher Tarif?'])).toContain('Kostenlos');
    // The same file without a language is the default's, as it always was.
    const plain = await file.api.get(`/api/v1/surveys/${surveyId}/responses/export/json`, { query: { status: 'all' } });
    expect(plain.body.map((r: Record<string, string>) => r['Which plan?'])).toContain('FREE');
    const refused = await file.api.get(`/api/v1/surveys/${surveyId}/responses/export/csv`, { query: { language: 'fr' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ in: 'query', name: 'language' })]);
  });
});

describe('the language in logic and quotas', () => {
  it('branches on the session’s language, and a quota fills with one language’s completions', async () => {
    const s = (await file.api.post('/api/v1/surveys', { title: 'By language' })).body;
    const ask = async (title: string, config: object = {}) =>
      (await file.api.post(`/api/v1/surveys/${s.id}/questions`, { type: 'short_text', title, required: false, config })).body.id as string;
    const first = await ask('First');
    const local = await ask('For English readers');
    const last = await ask('Last');
    await file.api.put(`/api/v1/surveys/${s.id}/questions/${first}`, {
      config: { logic: [{ when: { sessionField: 'language', operator: 'equals', value: 'ar' }, then: { jumpTo: last } }] },
    });
    await file.api.put(`/api/v1/surveys/${s.id}/localization`, { defaultLanguage: 'en', languages: ['en', 'ar'] });
    const quota = await file.api.post(`/api/v1/surveys/${s.id}/quotas`, {
      name: 'Arabic readers',
      condition: { sessionField: 'language', operator: 'equals', value: 'ar' },
      limit: 1,
      countOnly: 'completed',
    });
    expect(quota.status).toBe(201);
    await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'live' });
    const run = async (language: string) => {
      const started = (await file.svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`, { language })).body;
      if (started.status !== 'in_progress') return { end: started.endReason as string, path: [] as string[] };
      const headers = { 'X-Session-Token': started.token };
      const answered = await file.svc.anonymous.post(
        `${COLLECT}/sessions/${started.sessionId}/answers`,
        { answers: [{ questionId: first, value: 'x' }] },
        { headers },
      );
      const path = [first, answered.body.nextQuestionId as string];
      await file.svc.anonymous.post(
        `${COLLECT}/sessions/${started.sessionId}/answers`,
        { answers: [{ questionId: answered.body.nextQuestionId }] },
        { headers },
      );
      if (path[1] === local)
        await file.svc.anonymous.post(`${COLLECT}/sessions/${started.sessionId}/answers`, { answers: [{ questionId: last }] }, { headers });
      await file.svc.anonymous.post(`${COLLECT}/sessions/${started.sessionId}/complete`, undefined, { headers });
      return { end: null, path };
    };
    expect(await run('en')).toEqual({ end: null, path: [first, local] });
    expect(await run('ar')).toEqual({ end: null, path: [first, last] });
    // The Arabic quota counted that completion and is full: the next Arabic reader ends at once; English ones go on.
    expect((await run('ar')).end).toBe('quota_full');
    expect((await run('en')).end).toBeNull();
  });
});
