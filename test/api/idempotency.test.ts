// Idempotency-Key on the API-key surface's POSTs (docs/design/repeated-requests.md): a retry replays the first answer without doing the work again;
// another request under the key is 409; ten at once with one key do the work once; keys are per organisation; a
// failed request lets its key go; a key expires after 24 hours.
import { useService } from '../helpers/service';

const file = useService();
const surveys = async () => (await file.api.get('/api/v1/surveys', { query: { pageSize: 100 } })).body.pagination.total as number;
const create = (key: string, title: string, api = file.api) =>
  api.post('/api/v1/surveys', { title }, { headers: { 'Idempotency-Key': key } });

it('replays the first answer to a retry with the same key and body, without creating a second survey', async () => {
  const before = await surveys();
  const first = await create('retry-1', 'Customer satisfaction');
  expect(first.status).toBe(201);
  expect(first.headers.get('idempotency-replayed')).toBeNull();
  const again = await create('retry-1', 'Customer satisfaction');
  expect(again.status).toBe(201);
  expect(again.headers.get('idempotency-replayed')).toBe('true');
  expect(again.headers.get('location')).toBe(first.headers.get('location'));
  expect(again.body).toEqual(first.body);
  expect(await surveys()).toBe(before + 1);
});

it('refuses the key with another body (409 idempotency_conflict), and takes a new key', async () => {
  await create('retry-2', 'One');
  const other = await create('retry-2', 'Two');
  expect(other.status).toBe(409);
  expect(other.body.code).toBe('idempotency_conflict');
  expect(other.body.detail).toContain('another request');
  expect((await create('retry-3', 'Two')).status).toBe(201);
});

it('does the work once for ten concurrent requests with one key; every one answers the same survey', async () => {
  const before = await surveys();
  const results = await Promise.all(Array.from({ length: 10 }, () => create('burst', 'Burst')));
  expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
  expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
  expect(results.filter((r) => r.headers.get('idempotency-replayed') === 'true')).toHaveLength(9);
  expect(await surveys()).toBe(before + 1);
});

it('keeps keys per organisation', async () => {
  const other = await file.svc.org();
  const mine = await create('shared-key', 'Mine');
  const theirs = await create('shared-key', 'Mine', other.api);
  expect(theirs.status).toBe(201);
  expect(theirs.headers.get('idempotency-replayed')).toBeNull();
  expect(theirs.body.id).not.toBe(mine.body.id);
});

it('lets the key of a refused request go, so a corrected retry runs', async () => {
  const refused = await file.api.post('/api/v1/tags', { name: '' }, { headers: { 'Idempotency-Key': 'fix-me' } });
  expect(refused.status).toBe(400);
  const taken = await file.api.post('/api/v1/tags', { name: 'Fixed' }, { headers: { 'Idempotency-Key': 'fix-me' } });
  expect(taken.status).toBe(201);
  // A conflict the handler raises (the name is taken) is not stored either.
  const clash = await file.api.post('/api/v1/tags', { name: 'Fixed' }, { headers: { 'Idempotency-Key': 'clash' } });
  expect(clash.status).toBe(409);
  expect(clash.body.code).toBe('name_taken');
  expect((await file.api.post('/api/v1/tags', { name: 'Fixed 2' }, { headers: { 'Idempotency-Key': 'clash' } })).status).toBe(201);
});

it('forgets a key after 24 hours', async () => {
  const first = await create('old-key', 'Old');
  const { db } = file.svc.running.services;
  await db.kysely
    .updateTable('idempotency_keys')
    .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
    .where('idempotency_key', '=', 'old-key')
    .execute();
  const later = await create('old-key', 'Old');
  expect(later.status).toBe(201);
  expect(later.headers.get('idempotency-replayed')).toBeNull();
  expect(later.body.id).not.toBe(first.body.id);
});

it('names a malformed key (400) and leaves requests without one alone', async () => {
  const bad = await create('x'.repeat(256), 'Too long');
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toEqual([expect.objectContaining({ in: 'header', name: 'Idempotency-Key' })]);
  const a = await file.api.post('/api/v1/surveys', { title: 'No key' });
  const b = await file.api.post('/api/v1/surveys', { title: 'No key' });
  expect(a.body.id).not.toBe(b.body.id);
});
