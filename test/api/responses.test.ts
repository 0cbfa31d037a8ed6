// Import and listing of responses (docs/design/pagination.md, docs/design/responses.md): idempotent import with path replay, page and
// cursor modes, sort fields and inclusive bounds, every 400 of the query table, and a cursor walk under load.
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';
import { seedSessions } from '../../src/seed/seed';

const file = useService();

const T = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString();
const record = (i: number, extra: object = {}) => ({ status: 'in_progress', startedAt: T(i), answers: [], ...extra });
const importBatch = (surveyId: string, responses: object[], client = file.api) =>
  client.post(`/api/v1/surveys/${surveyId}/responses`, { responses });
const list = (surveyId: string, query: Record<string, string | number> = {}) =>
  file.api.get(`/api/v1/surveys/${surveyId}/responses`, { query });

describe('import (docs/design/responses.md)', () => {
  const survey = () =>
    buildSurvey(file.api, [
      { key: 'used', type: 'yes_no', config: { logic: [{ when: { operator: 'equals', value: 'no' }, then: { jumpTo: '@why' } }] } },
      { key: 'nps', type: 'nps' },
      { key: 'comment', type: 'short_text', required: false },
      { key: 'why', type: 'single_choice', config: { options: opts('a', 'b') } },
    ]);

  it('stores a batch in input order, replays the path from the logic, and parses the device from the user agent', async () => {
    const s = await survey();
    const res = await importBatch(s.id, [
      {
        status: 'completed',
        startedAt: T(0),
        completedAt: T(5),
        answers: [
          { questionId: s.q.used, value: 'no' },
          { questionId: s.q.why, value: 'a' },
        ],
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
      },
      { status: 'abandoned', startedAt: T(1), answers: [{ questionId: s.q.used, value: 'yes', timeMs: 800 }] },
      {
        status: 'completed',
        startedAt: T(2),
        completedAt: T(3),
        answers: [
          { questionId: s.q.used, value: 'yes' },
          { questionId: s.q.nps, value: 10 },
        ],
        geography: { country: 'FR', region: null },
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { created: boolean }) => d.created)).toEqual([true, true, true]);
    const rows = (await list(s.id)).body.data;
    expect(rows.map((r: { id: string }) => r.id)).toEqual(res.body.data.map((d: { id: string }) => d.id));
    expect(rows[0].path).toEqual([s.q.used, s.q.why]); // "no" jumps past nps and comment
    expect(rows[0].durationSeconds).toBe(300);
    expect(rows[0].device).toEqual({ type: 'desktop', browser: 'Firefox', os: 'Windows' });
    expect(rows[1].path).toEqual([s.q.used, s.q.nps]); // stopped at the first question left unanswered
    expect(rows[1].answers[0]).toEqual({ questionId: s.q.used, value: 'yes', answeredAt: null, timeMs: 800 });
    expect(rows[2].path).toEqual([s.q.used, s.q.nps, s.q.comment, s.q.why]); // finished: passes the optional comment
    expect(rows[2].geography).toEqual({ country: 'FR', region: null });
  });

  it('makes a record idempotent by externalId, across batches and within one', async () => {
    const s = await survey();
    const first = await importBatch(s.id, [record(0, { externalId: 'crm-1' }), record(1, { externalId: 'crm-1' }), record(2)]);
    expect(first.body.data.map((d: { created: boolean }) => d.created)).toEqual([true, false, true]);
    expect(first.body.data[1].id).toBe(first.body.data[0].id);
    const again = await importBatch(s.id, [record(0, { externalId: 'crm-1' }), record(3, { externalId: 'crm-2' })]);
    expect(again.body.data).toEqual([
      { id: first.body.data[0].id, externalId: 'crm-1', created: false },
      expect.objectContaining({ externalId: 'crm-2', created: true }),
    ]);
    expect((await list(s.id)).body.pagination.total).toBe(3);
  });

  it('refuses a batch over 500 records, and a bad record refuses the whole batch, naming it', async () => {
    const s = await survey();
    const tooMany = await importBatch(
      s.id,
      Array.from({ length: 501 }, (_, i) => record(i % 60)),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].name).toBe('responses');
    const bad = await importBatch(s.id, [
      record(0),
      record(1, { answers: [{ questionId: s.q.nps, value: 11 }] }),
      record(2, { status: 'completed' }),
      record(3, { answers: [{ questionId: '0192f3c4-7c8d-7e9f-a0b1-c2d3e4f5a6b7', value: 'x' }] }),
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { in: 'body', name: 'responses[1].answers[0].value', message: 'must be a whole number from 0 to 10', questionId: s.q.nps },
      { in: 'body', name: 'responses[2].completedAt', message: 'is required when status is completed' },
      { in: 'body', name: 'responses[3].answers[0].questionId', message: 'is not a question of this survey' },
    ]);
    // A value outside a nullable list is told once, null among its values.
    const reason = await importBatch(s.id, [record(0, { endReason: 'screened' })]);
    expect(reason.status).toBe(400);
    expect(reason.body.errors).toEqual([
      { in: 'body', name: 'responses[0].endReason', message: 'must be one of: screened_out, quota_full, quality_excluded, null' },
    ]);
    expect((await list(s.id)).body.pagination.total).toBe(0);
  });

  it("answers 404 for another organisation's survey and stores nothing there", async () => {
    const s = await survey();
    const { api: stranger } = await file.svc.org();
    expect((await importBatch(s.id, [record(0)], stranger)).status).toBe(404);
    expect((await list(s.id)).body.pagination.total).toBe(0);
  });
});

describe('listing (docs/design/responses.md)', () => {
  let s: { id: string; q: Record<string, string> };
  let ids: string[];
  beforeAll(async () => {
    s = await buildSurvey(file.api, [{ key: 'a', type: 'short_text', required: false }]);
    // Minutes 0..9; 3 and 4 share a start (id breaks the tie); even ones completed at 30 - minute.
    const batch = Array.from({ length: 10 }, (_, i) => {
      const minute = i === 4 ? 3 : i;
      return i % 2 === 0 ? record(minute, { status: 'completed', completedAt: T(30 - i) }) : record(minute);
    });
    ids = (await importBatch(s.id, batch)).body.data.map((d: { id: string }) => d.id);
  });
  const idsOf = (res: { body: { data: { id: string }[] } }) => res.body.data.map((r) => r.id);

  it('pages by startedAt ascending with id as the tiebreak, with a total and a nextCursor', async () => {
    const p1 = await list(s.id, { pageSize: 4 });
    expect(idsOf(p1)).toEqual(ids.slice(0, 4));
    expect(p1.body.pagination).toEqual({ total: 10, page: 1, pageSize: 4, totalPages: 3, hasMore: true, nextCursor: expect.any(String) });
    const p3 = await list(s.id, { pageSize: 4, page: 3 });
    expect(idsOf(p3)).toEqual(ids.slice(8));
    expect(p3.body.pagination).toMatchObject({ hasMore: false, nextCursor: null });
    const beyond = await list(s.id, { pageSize: 4, page: 9 });
    expect(beyond.body.data).toEqual([]);
    // The page-mode nextCursor starts a cursor walk where the page ended.
    const walk = await list(s.id, { cursor: p1.body.pagination.nextCursor, pageSize: 4 });
    expect(idsOf(walk)).toEqual(ids.slice(4, 8));
    expect(walk.body.pagination).toEqual({ limit: 4, hasMore: true, nextCursor: expect.any(String) });
  });

  it('filters by status and sorts by completedAt (which implies completed)', async () => {
    expect(idsOf(await list(s.id, { status: 'in_progress' }))).toEqual([ids[1], ids[3], ids[5], ids[7], ids[9]]);
    const byCompletion = await list(s.id, { sort: 'completed_at' });
    expect(idsOf(byCompletion)).toEqual([ids[8], ids[6], ids[4], ids[2], ids[0]]);
    expect(idsOf(await list(s.id, { sort: 'completed_at', status: 'completed' }))).toEqual(idsOf(byCompletion));
  });

  it('applies since and until inclusively to the active sort field', async () => {
    expect(idsOf(await list(s.id, { since: T(3), until: T(5) }))).toEqual([ids[3], ids[4], ids[5]]);
    expect(idsOf(await list(s.id, { since: T(7) }))).toEqual([ids[7], ids[8], ids[9]]);
    expect(idsOf(await list(s.id, { until: T(0) }))).toEqual([ids[0]]);
    // On completed_at the bounds apply to completedAt (minute 30 - i).
    expect(idsOf(await list(s.id, { sort: 'completed_at', since: T(24), until: T(26) }))).toEqual([ids[6], ids[4]]);
    // The same instant written with an offset is the same bound.
    expect(idsOf(await list(s.id, { since: '2026-11-20T11:03:00+01:00', until: T(3) }))).toEqual([ids[3], ids[4]]);
  });

  it('holds since and until on every page of a cursor walk', async () => {
    const walks: Record<string, string>[] = [
      { since: T(2), until: T(8) },
      { sort: 'completed_at', since: T(22), until: T(28) },
    ];
    for (const bounds of walks) {
      const whole = idsOf(await list(s.id, { ...bounds, pageSize: 100 }));
      expect(whole.length).toBeGreaterThan(3);
      const walked: string[] = [];
      let page = await list(s.id, { ...bounds, pageSize: 2 });
      for (;;) {
        walked.push(...idsOf(page));
        const cursor = page.body.pagination.nextCursor;
        if (!cursor) break;
        page = await list(s.id, { ...bounds, pageSize: 2, cursor });
      }
      expect(walked).toEqual(whole);
    }
  });

  it.each([
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ page: 0 }, 'page'],
    [{ status: 'finished' }, 'status'],
    [{ sort: 'duration' }, 'sort'],
    [{ since: 'yesterday' }, 'since'],
    [{ until: '2026-13-01T00:00:00Z' }, 'until'],
    [{ since: '2026-12-31T23:59:60Z' }, 'since'], // a leap second passes the format check but no clock has it
    [{ sort: 'completed_at', status: 'in_progress' }, 'status'],
    [{ sort: 'completed_at', status: 'abandoned' }, 'status'],
    [{ since: T(5), until: T(4) }, 'since'],
    [{ cursor: 'not-a-cursor' }, 'cursor'],
    [{ colour: 'blue' }, 'colour'],
  ])('answers 400 naming the parameter for %j', async (query, name) => {
    const res = await list(s.id, query as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { name: string }) => e.name)).toContain(name);
  });

  it('page mode takes its total from the status counters (a count only with time bounds); cursor mode counts nothing', async () => {
    const executor = file.svc.running.services.db.kysely.getExecutor();
    const spy = jest.spyOn(executor, 'executeQuery');
    const sql = () => spy.mock.calls.map(([query]) => query.sql).filter((text) => text.includes('"sessions"'));
    try {
      const page = await list(s.id, { pageSize: 3 });
      expect(sql().some((text) => /count\(/i.test(text))).toBe(false);
      expect(page.body.pagination.total).toBe((await list(s.id, { pageSize: 3, since: '2000-01-01T00:00:00Z' })).body.pagination.total);
      expect(sql().some((text) => /count\(/i.test(text))).toBe(true);
      spy.mockClear();
      await list(s.id, { pageSize: 3, cursor: page.body.pagination.nextCursor });
      expect(sql().length).toBeGreaterThan(0);
      expect(sql().some((text) => /count\(/i.test(text))).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses cursor with page, a tampered cursor, a cursor from another list, and a changed filter', async () => {
    const cursor = (await list(s.id, { pageSize: 2, status: 'in_progress' })).body.pagination.nextCursor as string;
    const withPage = await list(s.id, { cursor, page: 1 });
    expect(withPage.status).toBe(400);
    expect(withPage.body.errors[0].name).toBe('page');
    const [data, sig] = cursor.split('.');
    const forged = Buffer.from(Buffer.from(data, 'base64url').toString().replace('in_progress', 'completed')).toString('base64url');
    expect((await list(s.id, { cursor: `${forged}.${sig}` })).status).toBe(400);
    expect((await list(s.id, { cursor: `${data}.${sig.slice(1)}A` })).status).toBe(400);
    const other = await buildSurvey(file.api, [{ key: 'a', type: 'short_text' }]);
    expect((await list(other.id, { cursor })).status).toBe(400);
    const changed = await list(s.id, { cursor, status: 'completed' });
    expect(changed.status).toBe(400);
    expect(changed.body.errors[0].name).toBe('status');
    // The cursor keeps its filter when the request repeats or omits it.
    expect(idsOf(await list(s.id, { cursor, pageSize: 2 }))).toEqual([ids[5], ids[7]]);
    expect(idsOf(await list(s.id, { cursor, status: 'in_progress' }))).toEqual([ids[5], ids[7], ids[9]]);
  });
});

describe('a cursor walk over 10,000 sessions while new ones arrive', () => {
  it('returns each session exactly once, in (startedAt, id) order', async () => {
    const s = await buildSurvey(file.api, [
      { key: 'a', type: 'short_text', required: false },
      { key: 'b', type: 'nps' },
    ]);
    const db = file.svc.running.services.db;
    await seedSessions(db, s.id, 1, { responses: 10_000, seed: 7 });
    const seen: { id: string; startedAt: string }[] = [];
    let cursor: string | null;
    let arrived = 0;
    let res = await list(s.id, { pageSize: 100 });
    for (;;) {
      seen.push(...(res.body.data as { id: string; startedAt: string }[]));
      // A respondent starts a session between every two pages.
      expect((await file.svc.anonymous.post(`/api/collect/v1/surveys/${s.id}/sessions`)).status).toBe(201);
      arrived++;
      cursor = res.body.pagination.nextCursor;
      if (!cursor) break;
      res = await list(s.id, { cursor, pageSize: 100 });
    }
    const unique = new Set(seen.map((r) => r.id));
    expect(unique.size).toBe(seen.length);
    const keys = seen.map((r) => `${r.startedAt}|${r.id}`);
    expect(keys).toEqual([...keys].sort());
    const total = (await list(s.id)).body.pagination.total;
    expect(total).toBe(10_000 + arrived);
    // Every seeded session was returned; the newcomers started after them, so the walk reached those that came in time.
    expect(seen.length).toBeGreaterThanOrEqual(10_000);
    expect(seen.length).toBeLessThanOrEqual(total);
  });
});
