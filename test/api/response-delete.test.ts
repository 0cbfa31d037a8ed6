// Deleting responses (docs/design/responses.md, "Deleting"): one or many, through the change journal, so the analytics
// equal a recount of what remains, the next holder of a copied text is judged again, a quota's place frees, the
// export forgets the line and the webhooks send response.deleted; a bulk call naming another survey's response deletes
// nothing.
import { useService } from '../helpers/service';
import { buildSurvey, completionsQuota, opts } from '../helpers/surveys';
import { matchesRecount } from '../helpers/recount';

const file = useService({ WEBHOOK_POLL_MS: '0', RATE_LIMIT_PER_MINUTE: '100000', COLLECT_RATE_LIMIT_PER_MINUTE: '100000' });
const db = () => file.svc.running.services.db.kysely;
const SHARED = 'The same long answer about the price of it all, word for word.';

async function survey() {
  const s = await buildSurvey(file.api, [
    { key: 'pick', type: 'single_choice', config: { options: opts('a', 'b') } },
    { key: 'why', type: 'long_text', required: false },
  ]);
  /** Imports completed responses (a minute each) answering `pick` and `why`; answers their ids. */
  const add = async (records: { pick: string; why?: string; status?: string }[]) => {
    const res = await file.api.post(`/api/v1/surveys/${s.id}/responses`, {
      responses: records.map((r, i) => ({
        status: r.status ?? 'completed',
        startedAt: `2026-11-20T10:${String(i).padStart(2, '0')}:00.000Z`,
        ...(r.status === 'in_progress' ? {} : { completedAt: `2026-11-20T10:${String(i).padStart(2, '0')}:59.000Z` }),
        answers: [{ questionId: s.q.pick, value: r.pick }, ...(r.why ? [{ questionId: s.q.why, value: r.why }] : [])],
      })),
    });
    expect(res.status).toBe(200);
    return res.body.data.map((d: { id: string }) => d.id) as string[];
  };
  return { ...s, add };
}

const flagsOf = async (id: string) => (await file.api.get(`/api/v1/responses/${id}`)).body.quality.flags as string[];

it('deletes one response: the record, its line in the export, its place in a quota, its text; a webhook says so', async () => {
  const s = await survey();
  const hook = await file.api.post('/api/v1/webhooks', {
    url: 'https://93.184.216.34/hook',
    events: ['response.deleted', 'quota.reopened'],
  });
  expect(hook.status).toBe(201);
  const quota = await completionsQuota(file.api, s.id, { name: 'A', questionId: s.q.pick, value: 'a', limit: 2 });
  const [first, second, third] = await s.add([{ pick: 'a', why: SHARED }, { pick: 'a', why: SHARED }, { pick: 'b' }]);
  expect(await flagsOf(second)).toContain('duplicate'); // an earlier response holds its text
  expect((await file.api.get(`/api/v1/quotas/${quota.body.id}`)).body).toMatchObject({ status: 'full', counts: { counted: 2 } });
  const csv = async () => (await file.api.get(`/api/v1/surveys/${s.id}/responses/export/csv`, { query: { status: 'all' } })).text;
  expect(await csv()).toContain(first);

  const deleted = await file.api.delete(`/api/v1/responses/${first}`);
  expect(deleted.status).toBe(204);
  expect((await file.api.get(`/api/v1/responses/${first}`)).status).toBe(404);
  expect(await flagsOf(second)).not.toContain('duplicate'); // now the first to say it
  expect((await file.api.get(`/api/v1/quotas/${quota.body.id}`)).body).toMatchObject({
    status: 'open',
    counts: { counted: 1, completed: 1 },
  });
  expect(await csv()).not.toContain(first);
  expect((await file.api.get(`/api/v1/surveys/${s.id}/analytics`)).body.sessions).toMatchObject({ total: 2, completed: 2 });
  await matchesRecount(db(), s.id);
  const events = (await file.api.get(`/api/v1/webhooks/${hook.body.webhook.id}/deliveries`)).body.data.map(
    (d: { eventType: string }) => d.eventType,
  );
  expect(events.sort()).toEqual(['quota.reopened', 'response.deleted']);
  expect((await file.api.delete(`/api/v1/responses/${first}`)).status).toBe(404);
  expect(third).toBeDefined();
});

it('deletes many by ids or by a filter, all or nothing when an id is not the survey’s, and needs the acknowledgement', async () => {
  const s = await survey();
  const other = await survey();
  const [theirs] = await other.add([{ pick: 'a' }]);
  const ids = await s.add([{ pick: 'a', why: SHARED }, { pick: 'b', why: SHARED }, { pick: 'a', status: 'in_progress' }, { pick: 'b' }]);
  const bulk = (body: object) => file.api.post(`/api/v1/surveys/${s.id}/responses/delete`, body);
  const refused = await bulk({ ids: [ids[0], theirs], acknowledgeConsequence: true });
  expect(refused.status).toBe(400);
  expect(refused.body.errors).toEqual([{ in: 'body', name: 'ids[1]', message: 'is not a response of this survey' }]);
  expect((await file.api.get(`/api/v1/responses/${ids[0]}`)).status).toBe(200);
  expect((await bulk({ ids: [ids[0]] })).status).toBe(400);
  expect((await bulk({ acknowledgeConsequence: true })).body.errors[0].name).toBe('ids');

  expect((await bulk({ ids: [ids[0], ids[3]], acknowledgeConsequence: true })).body).toEqual({ deleted: 2 });
  expect(await flagsOf(ids[1])).not.toContain('duplicate');
  expect((await bulk({ filter: { status: 'in_progress' }, acknowledgeConsequence: true })).body).toEqual({ deleted: 1 });
  const left = (await file.api.get(`/api/v1/surveys/${s.id}/responses`)).body.data.map((r: { id: string }) => r.id);
  expect(left).toEqual([ids[1]]);
  await matchesRecount(db(), s.id);
  expect((await bulk({ filter: {}, acknowledgeConsequence: true })).body).toEqual({ deleted: 1 });
  expect((await file.api.get(`/api/v1/surveys/${s.id}/analytics`)).body.sessions.total).toBe(0);
  await matchesRecount(db(), s.id);
  expect((await file.api.get(`/api/v1/responses/${theirs}`)).status).toBe(200); // the other survey's stays
});

it('deleting completions that move the median judges none of them again: the counters sum to a recount of nothing', async () => {
  const s = await survey();
  // Twelve completions: eight take a minute, four ten seconds (speeders by the median): enough to judge speed by.
  const records = Array.from({ length: 12 }, (_, i) => ({
    status: 'completed',
    startedAt: `2026-11-20T10:${String(i).padStart(2, '0')}:00.000Z`,
    completedAt: `2026-11-20T10:${String(i).padStart(2, '0')}:${i < 8 ? '59' : '10'}.000Z`,
    answers: [{ questionId: s.q.pick, value: 'a' }],
  }));
  const imported = await file.api.post(`/api/v1/surveys/${s.id}/responses`, { responses: records });
  expect(imported.status).toBe(200);
  expect(await flagsOf(imported.body.data[11].id)).toContain('speeding');
  const all = await file.api.post(`/api/v1/surveys/${s.id}/responses/delete`, { filter: {}, acknowledgeConsequence: true });
  expect(all.body).toEqual({ deleted: 12 });
  await matchesRecount(db(), s.id);
});
