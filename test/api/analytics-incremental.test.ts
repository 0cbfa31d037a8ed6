// Computed ahead: after random sequences of imports, live sessions, completions, abandonments and
// questionnaire changes, the counters, stored flags, flag index and text index equal a from-scratch recount.
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';
import { matchesRecount } from '../helpers/recount';
import { sweepAbandoned } from '../../src/responses/abandon';
import { Random } from '../../src/seed/random';
import { createDemoSurvey, seedSessions } from '../../src/seed/seed';
import { migrateToLatest } from '../../src/compose';
import { up as recountOtherChoices } from '../../src/db/migrations/0023_recount_other_choices';
import { mintContactToken } from '../../src/contacts/tokens';

const file = useService();
const COLLECT = '/api/collect/v1';

const expectMatchesRecount = (surveyId: string) => matchesRecount(file.svc.running.services.db.kysely, surveyId);

const WORDS = ['price', 'quality', 'support', 'fast', 'slow', 'great', 'bad', 'app', 'colours', 'menu'];

it.each([1, 2, 3])('random imports, live sessions, completions, abandonments and question changes (seed %i)', async (seed) => {
  const rnd = new Random(seed);
  const s = await buildSurvey(file.api, [
    {
      key: 'pick',
      type: 'single_choice',
      config: {
        options: opts('a', 'b', 'c'),
        allowOther: true,
        logic: [{ when: { operator: 'equals', value: 'c' }, then: { screenOut: true } }],
      },
    },
    { key: 'nps', type: 'nps', config: { logic: [{ when: { operator: 'lt', value: 3 }, then: { jumpTo: '@pick' } }] } },
    { key: 'grid', type: 'matrix_single', config: { rows: opts('r1', 'r2', 'r3'), columns: opts('x', 'y') } },
    { key: 'rank', type: 'ranking', config: { options: opts('p', 'q', 'r') } },
    { key: 'text', type: 'short_text', required: false },
  ]);
  const q = s.q;
  // Imported records name contacts of the survey's organisation.
  const contacts: string[] = [];
  for (let i = 1; i <= 4; i++)
    contacts.push((await file.api.post('/api/v1/contacts', { email: `imported-${i}-${s.id}@example.com` })).body.id);
  const text = () =>
    rnd.chance(0.3) ? 'the same long answer about the price' : Array.from({ length: rnd.int(1, 5) }, () => rnd.pick(WORDS)).join(' ');
  const answersFor = () => {
    const a = [{ questionId: q.pick, value: rnd.pick(['a', 'b', 'c', 'b']) }];
    if (a[0].value === 'c') return a;
    const more: { questionId: string; value: unknown }[] = [{ questionId: q.nps, value: rnd.int(3, 10) }];
    if (rnd.chance(0.8))
      more.push({ questionId: q.grid, value: rnd.chance(0.3) ? { r1: 'x', r2: 'x', r3: 'x' } : { r1: 'x', r2: 'y', r3: 'x' } });
    if (rnd.chance(0.7)) more.push({ questionId: q.rank, value: rnd.chance(0.5) ? ['p', 'q', 'r'] : ['r', 'p', 'q'] });
    if (rnd.chance(0.6)) more.push({ questionId: q.text, value: text() });
    return [...a, ...more.slice(0, rnd.int(1, more.length))];
  };
  const record = (i: number) => {
    const answers = answersFor();
    const start = Date.UTC(2026, 10, 1 + rnd.int(0, 5), 8) + i * 1000;
    const status = answers[0].value === 'c' ? 'completed' : rnd.pick(['completed', 'completed', 'abandoned', 'in_progress']);
    return {
      status,
      startedAt: new Date(start).toISOString(),
      ...(status === 'completed' ? { completedAt: new Date(start + rnd.int(5, 400) * 1000).toISOString() } : {}),
      ...(answers[0].value === 'c' ? { endReason: 'screened_out' } : {}),
      answers,
      contactId: rnd.chance(0.2) ? contacts[rnd.int(1, 4) - 1] : undefined,
      honeypot: rnd.chance(0.05) ? 'x' : undefined,
      captchaScore: rnd.chance(0.1) ? rnd.next() : undefined,
      events: rnd.chance(0.2) ? [{ type: 'paste', questionId: q.text }, { type: 'blur' }] : undefined,
    };
  };
  // A contact's personal link: the only way a respondent's session names a contact (docs/design/contacts.md).
  const contact = await file.api.post('/api/v1/contacts', { email: `c1-${s.id}@example.com` });
  const link = mintContactToken('test-secret', { surveyId: s.id, contactId: contact.body.id });
  const live = async () => {
    const started = await file.svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`, {
      contactToken: rnd.chance(0.3) ? link : undefined,
    });
    const token = { headers: { 'X-Session-Token': started.body.token } };
    let next = started.body.nextQuestionId as string | null;
    for (let step = 0; next && step < rnd.int(0, 6); step++) {
      const value =
        next === q.pick
          ? rnd.pick(['a', 'b', 'c'])
          : next === q.nps
            ? rnd.int(0, 10)
            : next === q.grid
              ? { r1: 'y', r2: 'y', r3: 'y' }
              : next === q.rank
                ? ['q', 'p', 'r']
                : text();
      const res = await file.svc.anonymous.post(
        `${COLLECT}/sessions/${started.body.sessionId}/answers`,
        { answers: [{ questionId: next, value }] },
        token,
      );
      next = res.body.nextQuestionId;
    }
    if (rnd.chance(0.6)) await file.svc.anonymous.post(`${COLLECT}/sessions/${started.body.sessionId}/complete`, undefined, token);
  };
  for (let round = 0; round < 6; round++) {
    const batch = Array.from({ length: rnd.int(5, 40) }, (_, i) => record(round * 100 + i));
    expect((await file.api.post(`/api/v1/surveys/${s.id}/responses`, { responses: batch })).status).toBe(200);
    for (let i = rnd.int(0, 4); i > 0; i--) await live();
    if (rnd.chance(0.5)) await sweepAbandoned(file.svc.running.services, Date.now() + 2 * 24 * 3600_000);
    if (round === 3) {
      const added = await file.api.post(`/api/v1/surveys/${s.id}/questions`, {
        type: 'short_text',
        title: 'Added live',
        required: false,
        position: 1,
        acknowledgeConsequence: true,
      });
      expect(added.status).toBe(201);
    }
  }
  await expectMatchesRecount(s.id);
  const deleted = await file.api.delete(`/api/v1/surveys/${s.id}/questions/${q.rank}`, { query: { acknowledgeConsequence: 'true' } });
  expect(deleted.status).toBe(204);
  await expectMatchesRecount(s.id);
});

it('the demo data (bots, duplicates by fingerprint, speeders, straightliners, pasters) in three seeding runs', async () => {
  const services = file.svc.running.services;
  const surveyId = await createDemoSurvey(services.db, file.orgId);
  for (const seed of [1, 2, 3])
    await seedSessions(services.db, surveyId, 1, { responses: 150, seed, now: Date.UTC(2026, 10, 20) + seed * 3600_000 });
  await expectMatchesRecount(surveyId);
  const quality = (await file.api.get(`/api/v1/surveys/${surveyId}/analytics/quality`)).body;
  const counts = Object.fromEntries(quality.flags.map((x: { flag: string; count: number }) => [x.flag, x.count]));
  for (const flag of ['speeding', 'bot_suspected', 'duplicate', 'honeypot', 'behavior_anomaly']) expect(counts[flag]).toBeGreaterThan(0);
});

it('sessions stored before the analytics tables existed are counted when the migrations run', async () => {
  const services = file.svc.running.services;
  const db = services.db.kysely;
  const surveyId = await createDemoSurvey(services.db, file.orgId);
  await seedSessions(services.db, surveyId, 1, { responses: 200, seed: 9 });
  // As a database from before migration 0003: no analytics rows, blank quality columns.
  for (const table of ['analytics_counters', 'analytics_state', 'session_flags', 'analytics_texts'] as const) {
    await db.deleteFrom(table).where('survey_id', '=', surveyId).execute();
  }
  await db
    .updateTable('sessions')
    .set({ quality_flags: '[]', risk_score: 0, quality_evidence: '[]' })
    .where('survey_id', '=', surveyId)
    .execute();
  expect((await file.api.get(`/api/v1/surveys/${surveyId}/analytics`)).body.sessions.total).toBe(0);
  await migrateToLatest(services.db);
  expect((await file.api.get(`/api/v1/surveys/${surveyId}/analytics`)).body.sessions.total).toBe(200);
  await expectMatchesRecount(surveyId);
});

it("migration 0023 has the surveys with a multiple choice that allows 'other' recounted, and only those", async () => {
  const services = file.svc.running.services;
  const db = services.db.kysely;
  const demo = await createDemoSurvey(services.db, file.orgId); // its multiple choice allows "other"
  await seedSessions(services.db, demo, 1, { responses: 100, seed: 5 });
  const plain = await buildSurvey(file.api, [{ key: 'm', type: 'multiple_choice', config: { options: opts('a', 'b') } }]);
  await file.api.post(`/api/v1/surveys/${plain.id}/responses`, {
    responses: [
      {
        status: 'completed',
        startedAt: '2026-11-20T10:00:00Z',
        completedAt: '2026-11-20T10:01:00Z',
        answers: [{ questionId: plain.q.m, value: ['a'] }],
      },
    ],
  });
  const stated = async () =>
    (await db.selectFrom('analytics_state').select('survey_id').where('survey_id', 'in', [demo, plain.id]).execute()).map(
      (r) => r.survey_id,
    );
  expect((await stated()).sort()).toEqual([demo, plain.id].sort());
  await recountOtherChoices(db as never);
  expect(await stated()).toEqual([plain.id]);
  await migrateToLatest(services.db); // the backfill recounts what the migration dropped
  expect((await stated()).sort()).toEqual([demo, plain.id].sort());
  await expectMatchesRecount(demo);
});
