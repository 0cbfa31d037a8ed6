// The audit trail (docs/design/audit.md): each kind of change leaves exactly one entry with its actor, action,
// resource, survey and the names of the fields it set; an export is recorded; a replayed request is not recorded twice;
// no entry holds a value the test sent (addresses, names, a password, a title); filters and cursor pages; the scope,
// the plan feature and another organisation's key.
import { useService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import type { Api } from '../helpers/api';

const file = useService();
let api: Api;
let keyId: string;
let orgId: string;
beforeAll(async () => {
  const org = await file.svc.org({ plan: 'business' });
  api = org.api;
  orgId = org.id;
  keyId = org.key.split('_')[1];
});

interface Entry {
  sequence: number;
  action: string;
  actor: { kind: string; id: string; label: string | null };
  resource: { type: string; id: string | null };
  surveyId: string | null;
  fields: string[];
  status: number;
  previousHash: string;
  hash: string;
}
const trail = async (query: Record<string, string> = {}): Promise<Entry[]> => {
  const res = await api.get('/api/v1/audit-events', { query: { pageSize: '100', ...query } });
  expect(res.status).toBe(200);
  return res.body.data;
};

it('records each change once, with its actor, resource, survey and the names of what it set, never a value sent', async () => {
  const secrets = [
    'Zelda Quokkafield',
    'zelda.quokkafield@example.com',
    'Quokkafield',
    'hunter2-Marmalade',
    'Secret launch of Project Xylo',
  ];
  const s = await buildSurvey(api, [{ key: 'q', type: 'short_text' }], { title: secrets[4] });
  const contact = await api.post(
    '/api/v1/contacts',
    { email: secrets[1], firstName: 'Zelda', lastName: secrets[2] },
    { headers: { 'Idempotency-Key': 'audit-contact' } },
  );
  expect(contact.status).toBe(201);
  // The same request again is replayed, not done again: no second entry.
  expect(
    (
      await api.post(
        '/api/v1/contacts',
        { email: secrets[1], firstName: 'Zelda', lastName: secrets[2] },
        { headers: { 'Idempotency-Key': 'audit-contact' } },
      )
    ).status,
  ).toBe(201);
  const collector = (await api.post(`/api/v1/surveys/${s.id}/collectors`, { name: 'Panel' })).body;
  expect((await api.patch(`/api/v1/collectors/${collector.id}`, { settings: { password: secrets[3] } })).status).toBe(200);
  expect((await api.get(`/api/v1/surveys/${s.id}/responses/export/csv`)).status).toBe(200);
  expect((await api.post('/api/v1/erasure-requests', { email: secrets[1] })).status).toBe(201);
  const refused = await api.patch(`/api/v1/collectors/${collector.id}`, { name: '' });
  expect(refused.status).toBe(400); // refused: nothing changed, nothing recorded

  const entries = await trail();
  const text = JSON.stringify(entries);
  for (const value of [...secrets, 'zelda'])
    expect({ value, found: text.toLowerCase().includes(value.toLowerCase()) }).toEqual({ value, found: false });

  const of = (action: string) => entries.filter((e) => e.action === action);
  expect(of('createContact')).toEqual([
    expect.objectContaining({
      actor: { kind: 'key', id: keyId, label: null },
      resource: { type: 'contact', id: contact.body.id },
      status: 201,
      surveyId: null,
      fields: ['email', 'firstName', 'lastName'],
    }),
  ]);
  expect(of('createCollector')).toEqual([
    expect.objectContaining({ resource: { type: 'collector', id: collector.id }, surveyId: s.id, fields: ['name'] }),
  ]);
  expect(of('updateCollector')).toEqual([
    expect.objectContaining({
      resource: { type: 'collector', id: collector.id },
      surveyId: s.id,
      fields: ['settings.password'],
      status: 200,
    }),
  ]);
  expect(of('exportResponsesCsv')).toEqual([
    expect.objectContaining({ resource: { type: 'survey', id: s.id }, surveyId: s.id, status: 200 }),
  ]);
  expect(of('createErasureRequest')).toEqual([
    expect.objectContaining({ resource: expect.objectContaining({ type: 'erasure_request' }), fields: ['email'] }),
  ]);
  expect(of('createSurvey')).toEqual([expect.objectContaining({ resource: { type: 'survey', id: s.id }, fields: ['title'] })]);
  // Newest first, one chain: each entry holds the hash of the one before it.
  const ordered = [...entries].reverse();
  expect(ordered.map((e) => e.sequence)).toEqual(ordered.map((_, i) => i + 1));
  ordered.slice(1).forEach((e, i) => expect(e.previousHash).toBe(ordered[i].hash));
  expect(ordered[0].previousHash).toBe('0'.repeat(64));
});

it('filters by action, survey, resource, actor and time, pages by cursor, and shows nothing of another organisation', async () => {
  const before = new Date().toISOString();
  const s = await buildSurvey(api, [{ key: 'q', type: 'short_text' }], { title: 'Filtered' });
  for (const title of ['One', 'Two', 'Three']) expect((await api.put(`/api/v1/surveys/${s.id}`, { title })).status).toBe(200);
  const updates = await trail({ action: 'updateSurvey', surveyId: s.id });
  expect(updates.map((e) => e.resource.id)).toEqual([s.id, s.id, s.id, s.id]); // three titles, and going live
  expect((await trail({ resourceId: s.id, from: before })).every((e) => e.resource.id === s.id)).toBe(true);
  expect(await trail({ actorId: 'someone-else' })).toEqual([]);
  expect(await trail({ to: before, surveyId: s.id })).toEqual([]);

  const first = await api.get('/api/v1/audit-events', { query: { surveyId: s.id, pageSize: '2', cursor: '' } });
  expect(first.status).toBe(400);
  const pages: Entry[] = [];
  const pageOne = await api.get('/api/v1/audit-events', { query: { surveyId: s.id, pageSize: '2' } });
  pages.push(...pageOne.body.data);
  let cursor: string | null = pageOne.body.pagination.nextCursor;
  while (cursor) {
    const next = await api.get('/api/v1/audit-events', { query: { pageSize: '2', cursor } });
    expect(next.status).toBe(200);
    pages.push(...next.body.data);
    cursor = next.body.pagination.nextCursor;
  }
  expect(pages).toEqual(await trail({ surveyId: s.id }));

  const theirs = await file.svc.org({ plan: 'business' });
  expect((await theirs.api.get('/api/v1/audit-events')).body.data.some((e: Entry) => e.resource.id === s.id)).toBe(false);
  expect((await theirs.api.get('/api/v1/audit-events', { query: { surveyId: s.id } })).status).toBe(404);
});

it('needs audit:read, and the auditLog feature (Business)', async () => {
  expect((await (await file.svc.key(orgId, ['surveys:read'])).get('/api/v1/audit-events')).status).toBe(403);
  expect((await (await file.svc.key(orgId, ['audit:read'])).get('/api/v1/audit-events')).status).toBe(200);
  const starter = await file.svc.org({ plan: 'starter' });
  const refused = await starter.api.get('/api/v1/audit-events');
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe('feature_not_available');
});
