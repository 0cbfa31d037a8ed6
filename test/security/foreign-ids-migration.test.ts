// Finding 1, rows stored before the fix: migration 0020 drops a session's reference to another survey's link or
// another organisation's contact, and the survey's analytics are counted again without it.
import type { Kysely } from 'kysely';
import { startTestService, type TestService } from '../helpers/service';
import { up } from '../../src/db/migrations/0020_foreign_references';
import { backfillAnalytics } from '../../src/analytics/backfill';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ WEBHOOK_POLL_MS: '0', ABANDON_SWEEP_SECONDS: '0' });
});
afterAll(() => svc.close());

it("drops stored references to another organisation's link and contact, and recounts the survey", async () => {
  const db = svc.running.services.db.kysely;
  const mine = await svc.org();
  const theirs = await svc.org();
  const survey = await mine.api.post('/api/v1/surveys', { title: 'Importer' });
  const link = (await mine.api.get(`/api/v1/surveys/${survey.body.id}/collectors`)).body.data[0];
  const victim = await theirs.api.post('/api/v1/surveys', { title: 'Victim' });
  const victimLink = (await theirs.api.get(`/api/v1/surveys/${victim.body.id}/collectors`)).body.data[0];
  const contact = await theirs.api.post('/api/v1/contacts', { email: 'someone@example.com' });
  const at = '2026-11-20T10:00:00.000Z';
  const imported = await mine.api.post(`/api/v1/surveys/${survey.body.id}/responses`, {
    responses: [
      { status: 'in_progress', startedAt: at, answers: [], collectorId: link.id },
      { status: 'in_progress', startedAt: at, answers: [] },
    ],
  });
  expect(imported.status).toBe(200);
  const [kept, forged] = imported.body.data.map((d: { id: string }) => d.id);
  // What the import stored before it checked the ids it was given.
  await db.updateTable('sessions').set({ collector_id: victimLink.id, contact_id: contact.body.id }).where('id', '=', forged).execute();
  expect((await theirs.api.get(`/api/v1/collectors/${victimLink.id}`)).body.responseCount).toBe(0); // counted by survey too

  await up(db as unknown as Kysely<unknown>);
  const state = () => db.selectFrom('analytics_state').select('survey_id').where('survey_id', '=', survey.body.id).executeTakeFirst();
  expect(await state()).toBeUndefined(); // counted again after the migrations
  expect(await backfillAnalytics(db)).toEqual([survey.body.id]);

  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'collector_id', 'contact_id'])
    .where('survey_id', '=', survey.body.id)
    .execute();
  expect(Object.fromEntries(rows.map((r) => [r.id, [r.collector_id, r.contact_id]]))).toEqual({
    [kept]: [link.id, null],
    [forged]: [null, null],
  });
  expect(await state()).toBeDefined();
  const overview = await mine.api.get(`/api/v1/surveys/${survey.body.id}/analytics`);
  expect(overview.status).toBe(200);
});
