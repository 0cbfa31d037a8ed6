// Medium test (immich's habit): the session writer with its real enrichers and reactors (analytics, the webhook outbox) on a
// real database of each dialect; only the edges are faked: a recording reactor stands where the next group's
// would, and a failing one proves that reactors share the writer's transaction.
import type { JournalChanges } from '../../src/journal/changes';
import type { Reactor } from '../../src/journal/journal';
import { openServiceDb } from '../../src/compose';
import { loadConfig } from '../../src/config';
import { createOrganization } from '../../src/auth/organizations';
import { updateSurvey } from '../../src/surveys/service';
import { createQuestion } from '../../src/questions/service';
import { findSurvey } from '../../src/surveys/repository';
import { completeSession, startSession, submitAnswers } from '../../src/responses/collect';
import { sweepAbandoned } from '../../src/responses/abandon';
import { findSession } from '../../src/responses/repository';
import { countByStatus } from '../../src/analytics/store';
import { liveTwoQuestionSurvey, useMediumDatabase } from '../helpers/medium';
import { countStatements } from '../helpers/statements';
import { insertWebhookRow, NOBODY } from '../helpers/rows';
import { defaultCollectorOf } from '../../src/collectors/repository';

/** The key reward codes are sealed with (none are in these tests). */
const SECRET = 'test-secret';
const WHO = NOBODY;
/** The way in every session of these tests takes: the survey's default collector. */
const viaDefault = async (surveyId: string) => ({ collector: (await defaultCollectorOf(medium.db.kysely, surveyId))!, contactId: null });

const medium = useMediumDatabase();
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

const liveSurvey = (orgId: string) => liveTwoQuestionSurvey(medium.db, orgId);
beforeAll(() => void medium.db.journal.react(recorder));

it('enriches with variables and quality, then runs each reactor after those it names', () => {
  expect(medium.db.journal.enricherOrder).toEqual(['variables', 'quality']);
  expect(medium.db.journal.order).toEqual(['analytics', 'collectors', 'rewards', 'calibration', 'quotas', 'webhooks', 'recorder']);
});

it('publishes started, answered and completed in the writers transactions; analytics count them and later reactors see the stored quality', async () => {
  const org = await createOrganization(medium.db, 'Medium', 'business');
  await insertWebhookRow(medium.db, org.id);
  const { survey, a, b } = await liveSurvey(org.id);
  seen.length = 0;
  const started = await startSession(medium.db, survey, {}, WHO, await viaDefault(survey.id));
  await submitAnswers(medium.db, survey, started.sessionId, { answers: [{ questionId: a, value: 'x' }] }, SECRET);
  await submitAnswers(medium.db, survey, started.sessionId, { answers: [{ questionId: b, value: 'asdf' }] }, SECRET);
  await completeSession(medium.db, survey, started.sessionId, SECRET);
  expect(seen.map((e) => e.type)).toEqual(['session.started', 'session.answered', 'session.answered', 'session.completed']);
  // The quality enricher flagged the instant completion; the recorder sees the row as stored.
  const stored = await findSession(medium.db.kysely, started.sessionId);
  expect(seen[3]).toEqual({ type: 'session.completed', flags: stored!.quality_flags, status: 'completed' });
  expect(JSON.parse(stored!.quality_flags)).toContain('bot_suspected');
  expect(await countByStatus(medium.db.kysely, survey.id, 'completed')).toBe(1);
  const events = await medium.db.kysely
    .selectFrom('events')
    .select(['type', 'payload'])
    .where('organization_id', '=', org.id)
    .orderBy('id')
    .execute();
  expect(events.map((e) => e.type)).toEqual(['survey.created', 'survey.status_changed', 'response.started', 'response.completed']);
  expect(JSON.parse(events[3].payload).data.response.quality.flags).toEqual(JSON.parse(stored!.quality_flags));
});

it('keeps a session write within its statement budget: 5 for an answer, 15 for a completion with a webhook', async () => {
  const org = await createOrganization(medium.db, 'Budget', 'business');
  await insertWebhookRow(medium.db, org.id);
  const { survey, a, b } = await liveSurvey(org.id);
  const started = await startSession(medium.db, survey, {}, WHO, await viaDefault(survey.id));
  const answer = await countStatements(medium.db, () =>
    submitAnswers(medium.db, survey, started.sessionId, { answers: [{ questionId: a, value: 'y' }] }, SECRET),
  );
  await submitAnswers(medium.db, survey, started.sessionId, { answers: [{ questionId: b, value: 'Because it is quick to use.' }] }, SECRET);
  const completion = await countStatements(medium.db, () => completeSession(medium.db, survey, started.sessionId, SECRET));
  // Before the journal: 9 and 18 (12 and 21 over HTTP, with the rate limit, the token check and the survey's read).
  // 13 until rewards (docs/design/rewards.md): their subscriber reads the survey's reward settings (one primary-key lookup) per completion.
  // 14 until variables (docs/design/variables.md): their subscriber reads the survey's definitions (one indexed read) per completion.
  expect(answer).toBeLessThanOrEqual(5);
  expect(completion).toBeLessThanOrEqual(15);
});

it('rolls the writer back when a reactor fails: the session and the counters stay as they were', async () => {
  const org = await createOrganization(medium.db, 'Rollback', 'business');
  const { survey, a } = await liveSurvey(org.id);
  const started = await startSession(medium.db, survey, {}, WHO, await viaDefault(survey.id));
  const failing = openServiceDb(medium.url);
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
    const before = await findSession(medium.db.kysely, started.sessionId);
    const counted = await countByStatus(medium.db.kysely, survey.id, undefined);
    await expect(submitAnswers(failing, survey, started.sessionId, { answers: [{ questionId: a, value: 'x' }] }, SECRET)).rejects.toThrow(
      'a reactor failed',
    );
    expect(await findSession(medium.db.kysely, started.sessionId)).toEqual(before);
    expect(await countByStatus(medium.db.kysely, survey.id, undefined)).toBe(counted);
  } finally {
    await failing.close();
  }
});

it('lets two answers to one session take turns: one is stored, the other is refused, nothing is lost', async () => {
  const org = await createOrganization(medium.db, 'Race', 'business');
  const { survey, a } = await liveSurvey(org.id);
  const started = await startSession(medium.db, survey, {}, WHO, await viaDefault(survey.id));
  const results = await Promise.allSettled([
    submitAnswers(medium.db, survey, started.sessionId, { answers: [{ questionId: a, value: 'x' }] }, SECRET),
    submitAnswers(medium.db, survey, started.sessionId, { answers: [{ questionId: a, value: 'y' }] }, SECRET),
  ]);
  expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  const stored = await findSession(medium.db.kysely, started.sessionId);
  expect(JSON.parse(stored!.answers)).toHaveLength(1);
  expect(JSON.parse(stored!.path)).toHaveLength(2);
});

it('abandons idle sessions through the journal', async () => {
  const org = await createOrganization(medium.db, 'Idle', 'business');
  const { survey } = await liveSurvey(org.id);
  const started = await startSession(medium.db, survey, {}, WHO, await viaDefault(survey.id));
  seen.length = 0;
  const moved = await sweepAbandoned({ db: medium.db, config: loadConfig({ ABANDON_AFTER_MINUTES: '1' }) }, Date.now() + 120_000);
  expect(moved).toBeGreaterThanOrEqual(1);
  expect(seen.filter((e) => e.type === 'session.abandoned').length).toBeGreaterThanOrEqual(1);
  expect((await findSession(medium.db.kysely, started.sessionId))!.status).toBe('abandoned');
  expect(await countByStatus(medium.db.kysely, survey.id, 'abandoned')).toBe(1);
});

it("follows a change to a live survey's questions made through another connection, and one made while it was paused", async () => {
  const org = await createOrganization(medium.db, 'Changes', 'business');
  const { survey, a, b } = await liveSurvey(org.id);
  const other = openServiceDb(medium.url); // stands for another process: nothing tells this one of its changes
  try {
    const first = await startSession(medium.db, survey, {}, WHO, await viaDefault(survey.id));
    await submitAnswers(medium.db, survey, first.sessionId, { answers: [{ questionId: a, value: 'x' }] }, SECRET); // the questionnaire as it was
    const added = await createQuestion(other, survey.id, {
      type: 'yes_no',
      title: 'New',
      position: 1,
      acknowledgeConsequence: true,
    } as never);
    const second = await startSession(medium.db, survey, {}, WHO, await viaDefault(survey.id));
    const state = await submitAnswers(medium.db, survey, second.sessionId, { answers: [{ questionId: a, value: 'x' }] }, SECRET);
    expect(state.nextQuestionId).toBe(added.id);

    const current = async () => (await findSurvey(medium.db.kysely, org.id, survey.id))!;
    await updateSurvey(other, await current(), { status: 'paused' });
    const later = await createQuestion(other, survey.id, { type: 'short_text', title: 'Later', position: 1 } as never);
    await updateSurvey(other, await current(), { status: 'live' });
    const third = await startSession(medium.db, await current(), {}, WHO, await viaDefault(survey.id));
    const after = await submitAnswers(medium.db, await current(), third.sessionId, { answers: [{ questionId: a, value: 'y' }] }, SECRET);
    expect(after.nextQuestionId).toBe(later.id);
    expect(b).not.toBe(later.id);
  } finally {
    await other.close();
  }
});
