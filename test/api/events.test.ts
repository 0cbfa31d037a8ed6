// The event feed (docs/design/events.md): every event of the organisation exactly once, oldest first, across cursor
// pages, long polls, writers committing side by side and a restart; filters; a cursor past retention is 410 with the
// oldest cursor still whole; nothing of another organisation.
import crypto from 'node:crypto';
import { startTestService, type TestService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import type { Api } from '../helpers/api';
import { encodeCursor } from '../../src/cursor';
import { emit } from '../../src/webhooks/outbox';

let svc: TestService;
let api: Api;
let key: string;
let orgId: string;
const COLLECT = '/api/collect/v1';
const DAY = 24 * 3600_000;

beforeAll(async () => {
  svc = await startTestService({ WEBHOOK_POLL_MS: '0' });
  const org = await svc.org();
  key = org.key;
  orgId = org.id;
  api = org.api;
});
afterAll(() => svc.close());

interface FeedEvent {
  id: string;
  type: string;
  data: { surveyId?: string; responseId?: string; response?: { id: string } };
}

/** Every event after `after`, page by page (`limit` a page); the cursor to continue from. */
async function drain(client: Api, after?: string, limit = 3, query: Record<string, string> = {}) {
  const events: FeedEvent[] = [];
  let cursor = after;
  for (;;) {
    const res = await client.get('/api/v1/events', { query: { limit: String(limit), ...query, ...(cursor ? { after: cursor } : {}) } });
    expect(res.status).toBe(200);
    events.push(...res.body.data);
    cursor = res.body.nextCursor;
    if (!res.body.hasMore) return { events, cursor: cursor as string };
  }
}

/**
 * drain(), then followed with long polls until `enough` holds of what it read and the feed has no more: on PostgreSQL
 * an event shows once every transaction begun before it has ended (a job's, another test worker's on the same
 * server), so one drain may end before the last events show. At most FOLLOW_MS.
 */
const FOLLOW_MS = 15_000;
async function drainUntil(
  client: Api,
  enough: (events: FeedEvent[]) => boolean,
  after?: string,
  limit = 3,
  query: Record<string, string> = {},
) {
  const { events, cursor: start } = await drain(client, after, limit, query);
  let cursor = start;
  let more = false;
  for (const deadline = Date.now() + FOLLOW_MS; (!enough(events) || more) && Date.now() < deadline;) {
    const res = await client.get('/api/v1/events', { query: { limit: String(limit), ...query, after: cursor, wait: '1' } });
    events.push(...res.body.data);
    cursor = res.body.nextCursor;
    more = res.body.hasMore;
  }
  return { events, cursor };
}

/** drain(), then long polls of a second until one finds nothing more. */
async function settled(client: Api) {
  const { events, cursor: start } = await drain(client, undefined, 100);
  let cursor = start;
  for (;;) {
    const res = await client.get('/api/v1/events', { query: { after: cursor, wait: '1', limit: '100' } });
    if (!res.body.data.length) return { events, cursor };
    events.push(...res.body.data);
    cursor = res.body.nextCursor;
  }
}

async function respond(surveyId: string, questionId: string): Promise<string> {
  const started = await svc.anonymous.post(`${COLLECT}/surveys/${surveyId}/sessions`, {});
  const headers = { 'X-Session-Token': started.body.token };
  await svc.anonymous.post(
    `${COLLECT}/sessions/${started.body.sessionId}/answers`,
    { answers: [{ questionId, value: 'Fine', timeMs: 900 }] },
    { headers },
  );
  expect((await svc.anonymous.post(`${COLLECT}/sessions/${started.body.sessionId}/complete`, undefined, { headers })).status).toBe(200);
  return started.body.sessionId;
}

it('serves a scripted life of a survey exactly once, in order, page by page; corrections and deletions included', async () => {
  const s = await buildSurvey(api, [{ key: 'q', type: 'short_text' }], { title: 'Followed' });
  const one = await respond(s.id, s.q.q);
  const two = await respond(s.id, s.q.q);
  expect((await api.patch(`/api/v1/responses/${one}`, { answers: [{ questionId: s.q.q, value: 'Better' }], reason: 'typo' })).status).toBe(
    200,
  );
  expect((await api.delete(`/api/v1/responses/${two}`)).status).toBe(204);
  expect((await api.put(`/api/v1/surveys/${s.id}`, { status: 'closed' })).status).toBe(200);
  expect((await api.delete(`/api/v1/surveys/${s.id}`)).status).toBe(204);

  const { events } = await drainUntil(api, (read) => read.filter((e) => e.data.surveyId === s.id).length >= 10);
  const mine = events.filter((e) => e.data.surveyId === s.id);
  expect(mine.map((e) => [e.type, e.data.response?.id ?? e.data.responseId ?? null])).toEqual([
    ['survey.created', null],
    ['survey.status_changed', null],
    ['response.started', one],
    ['response.completed', one],
    ['response.started', two],
    ['response.completed', two],
    ['response.updated', one],
    ['response.deleted', two],
    ['survey.status_changed', null],
    ['survey.deleted', null],
  ]);
  expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  // The same page size or another, the same events; a filter keeps their order.
  expect((await drainUntil(api, (read) => read.length >= events.length, undefined, 100)).events).toEqual(events);
  const deletions = await drainUntil(api, (read) => read.length >= 2, undefined, 1, {
    types: 'response.deleted,survey.deleted',
    surveyId: s.id,
  });
  expect(deletions.events.map((e) => e.type)).toEqual(['response.deleted', 'survey.deleted']);
  // A filtered reader's cursor moves past the events its filter skipped: nothing older comes after it.
  const starts = await drainUntil(api, (read) => read.some((e) => e.data.response?.id === two), undefined, 100, {
    types: 'response.started',
  });
  expect(starts.events.map((e) => e.data.response?.id)).toContain(two);
  expect((await api.get('/api/v1/events', { query: { after: starts.cursor } })).body.data).toEqual([]);
});

it('holds an empty page until an event arrives (long poll), and answers at once when one is ready', async () => {
  const { cursor } = await settled(api);
  const t0 = Date.now();
  const idle = await api.get('/api/v1/events', { query: { after: cursor, wait: '1' } });
  expect(idle.body.data).toEqual([]);
  expect(Date.now() - t0).toBeGreaterThanOrEqual(900);
  const t1 = Date.now();
  const waiting = api.get('/api/v1/events', { query: { after: idle.body.nextCursor, wait: '20' } });
  await new Promise((r) => setTimeout(r, 300));
  const created = (await api.post('/api/v1/surveys', { title: 'Woken' })).body;
  const woke = await waiting;
  expect(Date.now() - t1).toBeLessThan(5000);
  expect(woke.body.data.map((e: FeedEvent) => [e.type, e.data.surveyId])).toEqual([['survey.created', created.id]]);
  const none = await api.get('/api/v1/events', { query: { after: woke.body.nextCursor } });
  expect(none.body).toMatchObject({ data: [], hasMore: false });
});

it('answers a long poll 503 with Retry-After while the process shuts down, and a read without wait as ever', async () => {
  const { cursor } = await settled(api);
  svc.running.services.lifecycle.draining = true;
  try {
    const polled = await api.get('/api/v1/events', { query: { after: cursor, wait: '20' } });
    expect([polled.status, polled.body.code, polled.headers.get('retry-after')]).toEqual([503, 'unavailable', '5']);
    expect((await api.get('/api/v1/events', { query: { after: cursor } })).status).toBe(200);
  } finally {
    svc.running.services.lifecycle.draining = false;
  }
});

it('never skips an event written by transactions committing side by side while a reader follows', async () => {
  const { cursor: start } = await settled(api);
  const seen: FeedEvent[] = [];
  let cursor = start;
  let writing = true;
  const reader = (async () => {
    while (writing || seen.length < 40) {
      const res = await api.get('/api/v1/events', { query: { after: cursor, wait: '1', limit: '7' } });
      seen.push(...res.body.data);
      cursor = res.body.nextCursor;
      if (!writing && res.body.data.length === 0) break;
    }
  })();
  await Promise.all(Array.from({ length: 40 }, (_, i) => api.post('/api/v1/surveys', { title: `Side by side ${i}` })));
  writing = false;
  await reader;
  const all = await drainUntil(api, (read) => read.length >= seen.length, start, 100);
  expect(seen.map((e) => e.id)).toEqual(all.events.map((e) => e.id));
  expect(all.events.filter((e) => e.type === 'survey.created')).toHaveLength(40);
  expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
});

it('continues from a cursor across a restart of the service', async () => {
  const { cursor } = await settled(api);
  const before = (await api.post('/api/v1/surveys', { title: 'Before the restart' })).body;
  await svc.restart();
  api = svc.anonymous.as(key);
  const after = (await api.post('/api/v1/surveys', { title: 'After the restart' })).body;
  // Followed with long polls: on PostgreSQL an event shows once every transaction begun before it has ended, and a
  // service that has just started may still be running its first jobs.
  const events: FeedEvent[] = [];
  for (let next = cursor; events.length < 2;) {
    const res = await api.get('/api/v1/events', { query: { after: next, wait: '5' } });
    expect(res.status).toBe(200);
    if (!res.body.data.length) break;
    events.push(...res.body.data);
    next = res.body.nextCursor;
  }
  expect(events.map((e) => [e.type, e.data.surveyId])).toEqual([
    ['survey.created', before.id],
    ['survey.created', after.id],
  ]);
});

it('refuses a cursor older than retention with the oldest cursor still whole, and a cursor that was altered', async () => {
  const { events: everything } = await settled(api);
  const old = encodeCursor('test-secret', {
    list: `events:${orgId}`,
    filters: { at: new Date(Date.now() - 31 * DAY).toISOString() },
    key: '0',
    id: '1',
  });
  const gone = await api.get('/api/v1/events', { query: { after: old } });
  expect(gone.status).toBe(410);
  expect(gone.body.code).toBe('cursor_expired');
  expect((await drainUntil(api, (read) => read.length >= everything.length, gone.body.oldestCursor, 1000)).events).toEqual(everything);
  const altered = await api.get('/api/v1/events', { query: { after: `${old.slice(0, -2)}xx` } });
  expect(altered.status).toBe(400);
  expect(altered.body.errors[0].name).toBe('after');
});

it('shows nothing of another organisation: its survey is 404, its cursor is refused, its feed is its own', async () => {
  const mine = (await api.post('/api/v1/surveys', { title: 'Mine' })).body;
  const { cursor } = await drain(api);
  const other = await svc.org();
  expect((await other.api.get('/api/v1/events', { query: { surveyId: mine.id } })).status).toBe(404);
  expect((await other.api.get('/api/v1/events', { query: { after: cursor } })).status).toBe(400);
  const theirs = await drain(other.api);
  expect(theirs.events).toEqual([]);
  const bad = await api.get('/api/v1/events', { query: { types: 'response.nothing' } });
  expect(bad.status).toBe(400);
  expect((await api.get('/api/v1/events', { query: { wait: '31' } })).status).toBe(400);
});

// PostgreSQL runs transactions side by side: an event written by a transaction that commits after a later one's
// must still come, after it. (SQLite's writers take turns, so there the order cannot arise.)
(process.env.FW_TEST_DB === 'postgres' ? it : it.skip)(
  'shows an event of a transaction that commits late, after those shown before',
  async () => {
    const { cursor } = await settled(api);
    const { db } = svc.running.services;
    const lateContact = crypto.randomUUID();
    let commit: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let written: () => void = () => undefined;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const late = db.kysely.transaction().execute(async (trx) => {
      const data = () => ({ contactId: lateContact, unsubscribedAt: new Date().toISOString() });
      await emit(trx, orgId, [{ type: 'contact.unsubscribed', surveyId: null, data }]);
      written();
      await held;
    });
    await wrote;
    let early: { id: string };
    let first: { body: { data: unknown[]; nextCursor: string } };
    try {
      early = (await api.post('/api/v1/surveys', { title: 'Committed first' })).body;
      first = await api.get('/api/v1/events', { query: { after: cursor } });
    } finally {
      commit();
      await late;
    }
    expect(first.body.data).toEqual([]); // the early commit waited behind the open transaction's event
    const { events } = await drainUntil(api, (read) => read.length >= 2, first.body.nextCursor);
    expect(events.map((e) => e.data.surveyId ?? (e.data as { contactId?: string }).contactId)).toEqual([lateContact, early.id]);
  },
);
