// Medium test (immich's habit): the session writer with its real enrichers and reactors (analytics, the webhook outbox) on a
// real database of each dialect; only the edges are faked: a recording reactor stands where the next group's
// would, and a failing one proves that reactors share the writer's transaction.
import { choiceQuestion } from '../../harness/questions';
import type { Db } from '../../src/database';
import type { JournalChanges } from '../../src/journal/changes';
import type { Reactor } from '../../src/journal/journal';
import { migrateToLatest, openServiceDb } from '../../src/compose';
import { loadConfig } from '../../src/config';
import { createOrganization } from '../../src/auth/organizations';
import { createSurvey, updateSurvey } from '../../src/surveys/service';
import { createQuestion } from '../../src/questions/service';
import { findSurvey } from '../../src/surveys/repository';
import { completeSession, startSession, submitAnswers } from '../../src/responses/collect';
import { sweepAbandoned } from '../../src/responses/abandon';
import { findSession } from '../../src/responses/repository';
import { countByStatus } from '../../src/analytics/store';
import { freshDatabase } from '../helpers/service';
import { countStatements } from '../helpers/statements';
import { insertWebhookRow, NOBODY } from '../helpers/rows';
import { defaultCollectorOf } from '../../src/collectors/repository';

/** The key reward codes are sealed with (none are in these tests). */
const SECRET = 'test-secret';
const WHO = NOBODY;
/** The way in every session of these tests takes: the survey's default collector. */
const viaDefault = async (surveyId: string) => ({ collector: (await defaultCollectorOf(db.kysely, surveyId))!, contactId: null });

let database: { url: string; drop: () => Promise<void> };
let db: Db;
const seen: { type: keyof JournalChanges; flags?: string; status?: string }[] = [];
const recorder: Reactor<JournalChanges> = {
  reads: ['events'], // after the webhooks
  writes: [],
  name: 'recorder',
  on: Object.fromEntries(
    (['session.started', 'session.answered', 'session.completed', 'session.abandoned', 'survey.status_changed'] as const).map((type) => [
      type,
      async (_trx: unknown, payload: { changes?: { after: { quality_flags: string; status: string } }[] }) => {
        const after = payload.changes?.[0]?.after;
        seen.push({ type, flags: after?.quality_flags, status: after?.status });
      },
    ]),
  ),
};

async function liveSurvey(orgId: string) {
  const created = await createSurvey(db, orgId, { title: 'Medium' });
  const a = await createQuestion(
    db,
    created.id,
    choiceQuestion('single_choice', 'Pick', [
      ['x', 'X'],
      ['y', 'Y'],
    ]) as never,
  );
  const b = await createQuestion(db, created.id, { type: 'long_text', title: 'Why', required: false } as never);
  await updateSurvey(db, (await findSurvey(db.kysely, orgId, created.id))!, { status: 'live' });
  return { survey: (await findSurvey(db.kysely, orgId, created.id))!, a: a.id, b: b.id };
}

beforeAll(async () => {
  database = await freshDatabase();
  db = openServiceDb(database.url);
  db.journal.react(recorder);
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

it('enriches with variables and quality, then runs each reactor after those it names', () => {
  expect(db.journal.enricherOrder).toEqual(['variables', 'quality']);
  expect(db.journal.order).toEqual(['analytics', 'collectors', 'rewards', 'calibration', 'quotas', 'webhooks', 'recorder']);
});

it('publishes started, answered and completed in the writers transactions; analytics count them and later reactors see the stored quality', async () => {
  const org = await createOrganization(db, 'Medium', 'business');
  await insertWebhookRow(db, org.id);
  const { survey, a, b } = await liveSurvey(org.id);
  seen.length = 0;
  const started = await startSession(db, survey, {}, WHO, await viaDefault(survey.id));
  await submitAnswers(db, survey, started.sessionId, { answers: [{ questionId: a, value: 'x' }] }, SECRET);
  await submitAnswers(db, survey, started.sessionId, { answers: [{ questionId: b, value: 'asdf' }] }, SECRET);
  await completeSession(db, survey, started.sessionId, SECRET);
  expect(seen.map((e) => e.type)).toEqual(['session.started', 'session.answered', 'session.answered', 'session.completed']);
  // The quality enricher flagged the instant completion; the recorder sees the row as stored.
  const stored = await findSession(db.kysely, started.sessionId);
  expect(seen[3]).toEqual({ type: 'session.completed', flags: stored!.quality_flags, status: 'completed' });
  expect(JSON.parse(stored!.quality_flags)).toContain('bot_suspected');
  expect(await countByStatus(db.kysely, survey.id, 'completed')).toBe(1);
  const events = await db.kysely
    .selectFrom('events')
    .select(['type', 'payload'])
    .where('organization_id', '=', org.id)
    .orderBy('id')
    .execute();
  expect(events.map((e) => e.type)).toEqual(['survey.created', 'survey.status_changed', 'response.started', 'response.completed']);
  expect(JSON.parse(events[3].payload).data.response.quality.flags).toEqual(JSON.parse(stored!.quality_flags));
});

it('keeps a session write within its statement budget: 5 for an answer, 15 for a completion with a webhook', async () => {
  const org = await createOrganization(db, 'Budget', 'business');
  await insertWebhookRow(db, org.id);
  const { survey, a, b } = await liveSurvey(org.id);
  const started = await startSession(db, survey, {}, WHO, await viaDefault(survey.id));
  const answer = await countStatements(db, () =>
    submitAnswers(db, survey, started.sessionId, { answers: [{ questionId: a, value: 'y' }] }, SECRET),
  );
  await submitAnswers(db, survey, started.sessionId, { answers: [{ questionId: b, value: 'Because it is quick to use.' }] }, SECRET);
  const completion = await countStatements(db, () => completeSession(db, survey, started.sessionId, SECRET));
  // Before the journal: 9 and 18 (12 and 21 over HTTP, with the rate limit, the token check and the survey's read).
  // 13 until rewards (docs/design/rewards.md): their subscriber reads the survey's reward settings (one primary-key lookup) per completion.
  // 14 until variables (docs/design/variables.md): their subscriber reads the survey's definitions (one indexed read) per completion.
  expect(answer).toBeLessThanOrEqual(5);
  expect(completion).toBeLessThanOrEqual(15);
});

it('rolls the writer back when a reactor fails: the session and the counters stay as they were', async () => {
  const org = await createOrganization(db, 'Rollback', 'business');
  const { survey, a } = await liveSurvey(org.id);
  const started = await startSession(db, survey, {}, WHO, await viaDefault(survey.id));
  const failing = openServiceDb(database.url);
  failing.journal.react({
    name: 'failing',
    writes: [],
    on: {
      'session.answered': async () => {
        throw new Error('a reactor failed');
      },
    },
  });
  try {
    const before = await findSession(db.kysely, started.sessionId);
    const counted = await countByStatus(db.kysely, survey.id, undefined);
    await expect(submitAnswers(failing, survey, started.sessionId, { answers: [{ questionId: a, value: 'x' }] }, SECRET)).rejects.toThrow(
      'a reactor failed',
    );
    expect(await findSession(db.kysely, started.sessionId)).toEqual(before);
    expect(await countByStatus(db.kysely, survey.id, undefined)).toBe(counted);
  } finally {
    await failing.close();
  }
});

it('lets two answers to one session take turns: one is stored, the other is refused, nothing is lost', async () => {
  const org = await createOrganization(db, 'Race', 'business');
  const { survey, a } = await liveSurvey(org.id);
  const started = await startSession(db, survey, {}, WHO, await viaDefault(survey.id));
  const results = await Promise.allSettled([
    submitAnswers(db, survey, started.sessionId, { answers: [{ questionId: a, value: 'x' }] }, SECRET),
    submitAnswers(db, survey, started.sessionId, { answers: [{ questionId: a, value: 'y' }] }, SECRET),
  ]);
  expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  const stored = await findSession(db.kysely, started.sessionId);
  expect(JSON.parse(stored!.answers)).toHaveLength(1);
  expect(JSON.parse(stored!.path)).toHaveLength(2);
});

it('abandons idle sessions through the journal', async () => {
  const org = await createOrganization(db, 'Idle', 'business');
  const { survey } = await liveSurvey(org.id);
  const started = await startSession(db, survey, {}, WHO, await viaDefault(survey.id));
  seen.length = 0;
  const moved = await sweepAbandoned({ db, config: loadConfig({ ABANDON_AFTER_MINUTES: '1' }) }, Date.now() + 120_000);
  expect(moved).toBeGreaterThanOrEqual(1);
  expect(seen.filter((e) => e.type === 'session.abandoned').length).toBeGreaterThanOrEqual(1);
  expect((await findSession(db.kysely, started.sessionId))!.status).toBe('abandoned');
  expect(await countByStatus(db.kysely, survey.id, 'abandoned')).toBe(1);
});

it("follows a change to a live survey's questions made through another connection, and one made while it was paused", async () => {
  const org = await createOrganization(db, 'Changes', 'business');
  const { survey, a, b } = await liveSurvey(org.id);
  const other = openServiceDb(database.url); // stands for another process: nothing tells this one of its changes
  try {
    const first = await startSession(db, survey, {}, WHO, await viaDefault(survey.id));
    await submitAnswers(db, survey, first.sessionId, { answers: [{ questionId: a, value: 'x' }] }, SECRET); // the questionnaire as it was
    const added = await createQuestion(other, survey.id, {
      type: 'yes_no',
      title: 'New',
      position: 1,
      acknowledgeConsequence: true,
    } as never);
    const second = await startSession(db, survey, {}, WHO, await viaDefault(survey.id));
    const state = await submitAnswers(db, survey, second.sessionId, { answers: [{ questionId: a, value: 'x' }] }, SECRET);
    expect(state.nextQuestionId).toBe(added.id);

    const current = async () => (await findSurvey(db.kysely, org.id, survey.id))!;
    await updateSurvey(other, await current(), { status: 'paused' });
    const later = await createQuestion(other, survey.id, { type: 'short_text', title: 'Later', position: 1 } as never);
    await updateSurvey(other, await current(), { status: 'live' });
    const third = await startSession(db, await current(), {}, WHO, await viaDefault(survey.id));
    const after = await submitAnswers(db, await current(), third.sessionId, { answers: [{ questionId: a, value: 'y' }] }, SECRET);
    expect(after.nextQuestionId).toBe(later.id);
    expect(b).not.toBe(later.id);
  } finally {
    await other.close();
  }
});
