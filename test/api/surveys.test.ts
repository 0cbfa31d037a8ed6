// Surveys (docs/design/lifecycle.md): create, list with pagination and filter, read with blocks, update, delete.
import { useService } from '../helpers/service';
import type { Api } from '../helpers/api';

const file = useService();

const newSurvey = async (title = 'A survey', extra: object = {}) => (await file.api.post('/api/v1/surveys', { title, ...extra })).body;
const addQuestion = (surveyId: string, body: object) => file.api.post(`/api/v1/surveys/${surveyId}/questions`, body);

describe('create survey (docs/design/lifecycle.md: a new survey is draft)', () => {
  it('creates a draft with the given fields, a Location and an id that reads back', async () => {
    const res = await file.api.post('/api/v1/surveys', {
      title: 'Customer satisfaction',
      description: 'Q4',
      messages: { thankYou: 'Thanks!' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Customer satisfaction',
      description: 'Q4',
      messages: { thankYou: 'Thanks!' },
      status: 'draft',
      questionnaireVersion: 1,
      questionCount: 0,
    });
    expect(res.headers.get('location')).toBe(`/api/v1/surveys/${res.body.id}`);
    expect(res.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await file.api.get(`/api/v1/surveys/${res.body.id}`)).body.title).toBe('Customer satisfaction');
  });

  it.each([
    ['missing title', {}, 'title', 'is required'],
    ['empty title', { title: '' }, 'title', 'must not be blank'],
    ['over-long title', { title: 'x'.repeat(201) }, 'title', 'must NOT have more than 200 characters'],
    ['title of the wrong type', { title: 42 }, 'title', 'must be string'],
    ['over-long description', { title: 't', description: 'x'.repeat(2001) }, 'description', 'must NOT have more than 2000 characters'],
    ['unknown message key', { title: 't', messages: { bogus: 'x' } }, 'messages.bogus', 'is not a known field'],
    ['unknown field', { title: 't', colour: 'red' }, 'colour', 'is not a known field'],
    ['status on create', { title: 't', status: 'live' }, 'status', 'is not a known field'],
  ])('refuses %s with 400 naming the field', async (_label, body, name, message) => {
    const res = await file.api.post('/api/v1/surveys', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.errors).toContainEqual({ in: 'body', name, message });
    // each field is named once
    const names = res.body.errors.map((e: { name: string }) => e.name);
    expect(names).toEqual([...new Set(names)]);
  });

  it('refuses a body that is not an object', async () => {
    const res = await file.api.post('/api/v1/surveys', ['title']);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ in: 'body', name: '(body)' });
  });
});

describe('list surveys (docs/design/lifecycle.md, docs/design/pagination.md)', () => {
  let other: Api;
  let ids: string[];
  beforeAll(async () => {
    ({ api: other } = await file.svc.org());
    ids = [];
    for (let i = 0; i < 5; i++) ids.push((await other.post('/api/v1/surveys', { title: `S${i}` })).body.id);
    await other.post(`/api/v1/surveys/${ids[1]}/questions`, { type: 'short_text', title: 'Q' });
    await other.put(`/api/v1/surveys/${ids[1]}`, { status: 'live' });
  });

  it('pages oldest first with total, totalPages, hasMore and a nextCursor (default pageSize 20)', async () => {
    const all = await other.get('/api/v1/surveys');
    expect(all.body.pagination).toEqual({ total: 5, page: 1, pageSize: 20, totalPages: 1, hasMore: false, nextCursor: null });
    expect(all.body.data.map((s: { id: string }) => s.id)).toEqual(ids);
    const p2 = await other.get('/api/v1/surveys', { query: { page: 2, pageSize: 2 } });
    expect(p2.body.data.map((s: { id: string }) => s.id)).toEqual(ids.slice(2, 4));
    expect(p2.body.pagination).toMatchObject({ total: 5, page: 2, pageSize: 2, totalPages: 3, hasMore: true });
    expect(typeof p2.body.pagination.nextCursor).toBe('string');
    const beyond = await other.get('/api/v1/surveys', { query: { page: 9, pageSize: 2 } });
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination).toMatchObject({ hasMore: false, nextCursor: null });
  });

  it('counts questions per survey', async () => {
    const all = await other.get('/api/v1/surveys');
    expect(all.body.data.map((s: { questionCount: number }) => s.questionCount)).toEqual([0, 1, 0, 0, 0]);
  });

  it('walks in cursor mode from a page-mode nextCursor, without a count, each survey once', async () => {
    const first = await other.get('/api/v1/surveys', { query: { pageSize: 2 } });
    const walked = first.body.data.map((s: { id: string }) => s.id);
    let cursor = first.body.pagination.nextCursor;
    while (cursor) {
      const next = await other.get('/api/v1/surveys', { query: { cursor, pageSize: 2 } });
      expect(Object.keys(next.body.pagination).sort()).toEqual(['hasMore', 'limit', 'nextCursor']);
      walked.push(...next.body.data.map((s: { id: string }) => s.id));
      cursor = next.body.pagination.nextCursor;
    }
    expect(walked).toEqual(ids);
  });

  it('filters by status, and a cursor keeps the filter it was made with', async () => {
    const live = await other.get('/api/v1/surveys', { query: { status: 'live' } });
    expect(live.body.data.map((s: { id: string }) => s.id)).toEqual([ids[1]]);
    const drafts = await other.get('/api/v1/surveys', { query: { status: 'draft', pageSize: 1 } });
    expect(drafts.body.pagination.total).toBe(4);
    const next = await other.get('/api/v1/surveys', { query: { cursor: drafts.body.pagination.nextCursor, pageSize: 10 } });
    expect(next.body.data.map((s: { id: string }) => s.id)).toEqual([ids[2], ids[3], ids[4]]);
    const clash = await other.get('/api/v1/surveys', { query: { cursor: drafts.body.pagination.nextCursor, status: 'live' } });
    expect(clash.status).toBe(400);
    expect(clash.body.errors[0]).toMatchObject({ in: 'query', name: 'status' });
  });

  it.each([
    ['page 0', { page: 0 }, 'page'],
    ['pageSize 0', { pageSize: 0 }, 'pageSize'],
    ['pageSize 101', { pageSize: 101 }, 'pageSize'],
    ['a non-integer page', { page: 'two' }, 'page'],
    ['an unknown status', { status: 'archived' }, 'status'],
    ['an unrecognised parameter', { sort: 'title' }, 'sort'],
    ['a tampered cursor', { cursor: 'eyJhIjoxfQ.AAAAAAAAAAAAAAAAAAAAAA' }, 'cursor'],
    ['a malformed cursor', { cursor: 'not-a-cursor' }, 'cursor'],
  ])('refuses %s with 400 naming it', async (_label, query, name) => {
    const res = await other.get('/api/v1/surveys', { query: query as Record<string, string> });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { name: string }) => e.name)).toContain(name);
  });

  it('refuses a cursor together with page (docs/design/pagination.md)', async () => {
    const first = await other.get('/api/v1/surveys', { query: { pageSize: 1 } });
    const res = await other.get('/api/v1/surveys', { query: { page: 1, cursor: first.body.pagination.nextCursor } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ in: 'query', name: 'page' });
  });

  it("refuses another organisation's cursor", async () => {
    const first = await other.get('/api/v1/surveys', { query: { pageSize: 1 } });
    const res = await file.api.get('/api/v1/surveys', { query: { cursor: first.body.pagination.nextCursor } });
    expect(res.status).toBe(400);
  });
});

describe('survey detail (docs/design/lifecycle.md, docs/design/auth.md)', () => {
  it('includes questions ordered by position only when the key carries questions:read', async () => {
    const s = await newSurvey();
    await addQuestion(s.id, { type: 'short_text', title: 'Second' });
    await addQuestion(s.id, { type: 'nps', title: 'First', position: 0 });
    const full = await file.api.get(`/api/v1/surveys/${s.id}`);
    expect(full.body.questions.map((q: { title: string }) => q.title)).toEqual(['First', 'Second']);
    expect(full.body.questionCount).toBe(2);
    const org = (await file.api.get('/api/v1/surveys')).body; // same organisation
    expect(org.data.length).toBeGreaterThan(0);
    const orgId = (
      await file.svc.running.services.db.kysely
        .selectFrom('surveys')
        .select('organization_id')
        .where('id', '=', s.id)
        .executeTakeFirstOrThrow()
    ).organization_id;
    const surveysOnly = await file.svc.key(orgId, ['surveys:read']);
    const limited = await surveysOnly.get(`/api/v1/surveys/${s.id}`);
    expect(limited.status).toBe(200);
    expect(limited.body).not.toHaveProperty('questions');
    expect(limited.body.questionCount).toBe(2);
  });

  it('adds localization, variables and access only when asked through include', async () => {
    const s = await newSurvey();
    const plain = await file.api.get(`/api/v1/surveys/${s.id}`);
    for (const block of ['localization', 'variables', 'access']) expect(plain.body).not.toHaveProperty(block);
    const some = await file.api.get(`/api/v1/surveys/${s.id}`, { query: { include: 'access' } });
    expect(some.body.access).toEqual({ acceptingResponses: false, collectUrl: `http://localhost:3000/api/collect/v1/surveys/${s.id}` });
    expect(some.body).not.toHaveProperty('localization');
    const all = await file.api.get(`/api/v1/surveys/${s.id}`, { query: { include: 'localization,variables,access' } });
    expect(all.body.localization).toMatchObject({
      defaultLanguage: 'en',
      languages: [{ tag: 'en', name: 'English', direction: 'ltr', completeness: { stale: 0 } }],
    });
    expect(all.body.variables).toEqual([]);
  });

  it('refuses an unrecognised include block with 400 (docs/design/lifecycle.md)', async () => {
    const s = await newSurvey();
    const res = await file.api.get(`/api/v1/surveys/${s.id}`, { query: { include: 'access,answers' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ in: 'query', name: 'include[1]' });
  });

  it('refuses an id that is not a UUID with 400 and answers 404 for an unknown one', async () => {
    const bad = await file.api.get('/api/v1/surveys/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ in: 'path', name: 'surveyId', message: 'must match format "uuid"' }]);
    const missing = await file.api.get('/api/v1/surveys/0192f3c4-5a6b-7c8d-9e0f-1a2b3c4d5e6f');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
  });
});

describe('update survey (docs/design/lifecycle.md)', () => {
  it('changes title, description and messages, leaving what was not sent', async () => {
    const s = await newSurvey('Old', { description: 'keep', messages: { welcome: 'Hi' } });
    const res = await file.api.put(`/api/v1/surveys/${s.id}`, { title: 'New' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'New', description: 'keep', messages: { welcome: 'Hi' }, status: 'draft' });
    const cleared = await file.api.put(`/api/v1/surveys/${s.id}`, { description: null, messages: { thankYou: 'Bye' } });
    expect(cleared.body).toMatchObject({ description: null, messages: { thankYou: 'Bye' } });
  });

  it('refuses draft -> live without a question that collects an answer', async () => {
    const s = await newSurvey();
    await addQuestion(s.id, { type: 'welcome_screen', title: 'Welcome' });
    const res = await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'live' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('invalid_transition');
    expect((await file.api.get(`/api/v1/surveys/${s.id}`)).body.status).toBe('draft');
  });

  it('follows docs/design/lifecycle.md: draft->live, live<->paused, ->closed, closed->live; records when', async () => {
    const s = await newSurvey();
    await addQuestion(s.id, { type: 'yes_no', title: 'Q' });
    const path = `/api/v1/surveys/${s.id}`;
    let changedAt = s.statusChangedAt;
    for (const status of ['live', 'paused', 'live', 'closed', 'live', 'paused', 'closed']) {
      const res = await file.api.put(path, { status });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
      expect(res.body.statusChangedAt >= changedAt).toBe(true);
      changedAt = res.body.statusChangedAt;
    }
    const same = await file.api.put(path, { status: 'closed' });
    expect(same.status).toBe(200);
    expect(same.body.statusChangedAt).toBe(changedAt);
  });

  it.each([
    ['draft', 'paused'],
    ['draft', 'closed'],
    ['live', 'draft'],
    ['paused', 'draft'],
    ['closed', 'draft'],
    ['closed', 'paused'],
  ])('refuses %s -> %s with 409 invalid_transition', async (from, to) => {
    const s = await newSurvey();
    await addQuestion(s.id, { type: 'yes_no', title: 'Q' });
    const path = `/api/v1/surveys/${s.id}`;
    const route: Record<string, string[]> = { draft: [], live: ['live'], paused: ['live', 'paused'], closed: ['live', 'closed'] };
    for (const step of route[from]) expect((await file.api.put(path, { status: step })).status).toBe(200);
    const res = await file.api.put(path, { status: to });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'invalid_transition', type: '/problems/invalid_transition' });
    expect((await file.api.get(path)).body.status).toBe(from);
  });

  it('refuses an unknown status with 400', async () => {
    const s = await newSurvey();
    const res = await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'archived' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ in: 'body', name: 'status' });
  });
});

describe('delete survey (docs/design/lifecycle.md)', () => {
  it('deletes a survey that is not live with 204, questions included', async () => {
    const s = await newSurvey();
    await addQuestion(s.id, { type: 'short_text', title: 'Q' });
    const res = await file.api.delete(`/api/v1/surveys/${s.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await file.api.get(`/api/v1/surveys/${s.id}`)).status).toBe(404);
    const left = await file.svc.running.services.db.kysely.selectFrom('questions').select('id').where('survey_id', '=', s.id).execute();
    expect(left).toEqual([]);
  });

  it('refuses to delete a live survey with 409 survey_live and keeps it', async () => {
    const s = await newSurvey();
    await addQuestion(s.id, { type: 'short_text', title: 'Q' });
    await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'live' });
    const res = await file.api.delete(`/api/v1/surveys/${s.id}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('survey_live');
    expect((await file.api.get(`/api/v1/surveys/${s.id}`)).status).toBe(200);
    await file.api.put(`/api/v1/surveys/${s.id}`, { status: 'paused' });
    expect((await file.api.delete(`/api/v1/surveys/${s.id}`)).status).toBe(204);
  });
});

describe('inputs people get wrong', () => {
  it('reads an uppercase UUID as the survey it names', async () => {
    const created = await file.api.post('/api/v1/surveys', { title: 'Case' });
    const res = await file.api.get(`/api/v1/surveys/${created.body.id.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(created.body.id);
  });

  it('trims a title, and refuses one of only white space naming the field', async () => {
    const created = await file.api.post('/api/v1/surveys', { title: '  Padded title \n' });
    expect(created.body.title).toBe('Padded title');
    const blank = await file.api.post('/api/v1/surveys', { title: ' \t ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ in: 'body', name: 'title', message: 'must not be blank' }]);
    const renamed = await file.api.put(`/api/v1/surveys/${created.body.id}`, { title: '   ' });
    expect(renamed.status).toBe(400);
  });

  it('names the valid values of an enum and the one meant', async () => {
    const res = await file.api.get('/api/v1/surveys', { query: { status: 'Live' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { in: 'query', name: 'status', message: "must be one of: draft, live, paused, closed (did you mean 'live'?)" },
    ]);
  });

  it('answers 401 with a Bearer challenge (RFC 6750)', async () => {
    const none = await file.svc.anonymous.get('/api/v1/surveys');
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="fieldwork"');
    const wrong = await file.svc.anonymous.as('fw_nope').get('/api/v1/surveys');
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="fieldwork", error="invalid_token"');
  });
});
