// Medium test: the statements each respondent write path sends, on a real database of each dialect, held to a budget
// in the worst case (a completion that creates the survey's median, and one that moves it and re-judges an earlier
// session), and kept as a reviewed file per dialect (test/medium/write-paths.<dialect>.sql), so that any change to
// what a write sends shows in review. FW_UPDATE_SQL=1 writes the files anew.
import fs from 'node:fs';
import path from 'node:path';
import { createOrganization } from '../../src/auth/organizations';
import { completeSession, startSession, submitAnswers } from '../../src/responses/collect';
import { findSession } from '../../src/responses/repository';
import { isPostgres } from '../../src/db/locks';
import { captureSql } from '../helpers/statements';
import { liveTwoQuestionSurvey, useMediumDatabase } from '../helpers/medium';
import { insertWebhookRow, NOBODY } from '../helpers/rows';
import { defaultCollectorOf } from '../../src/collectors/repository';

const SECRET = 'test-secret';
/**
 * The most statements each path may send, with a webhook subscribed: what the settled write sends. Main before it
 * sent start 14, answer 5, completion 14, the completion creating the median 20 (writing its own row twice) and the
 * one moving it 20 on SQLite; 14, 3, 12, 18 and 18 on PostgreSQL.
 */
const BUDGETS = {
  sqlite: { start: 14, answer: 5, completion: 12, creatingMedian: 16, movingMedian: 19 },
  postgres: { start: 14, answer: 3, completion: 11, creatingMedian: 15, movingMedian: 18 },
};

const medium = useMediumDatabase();

async function liveSurvey() {
  const org = await createOrganization(medium.db, 'Budget', 'business');
  await insertWebhookRow(medium.db, org.id);
  return liveTwoQuestionSurvey(medium.db, org.id, 'Budget');
}

type Live = Awaited<ReturnType<typeof liveSurvey>>;
let device = 0;

/** A respondent who answers both questions; `seconds` moves the start back so that the completion took that long. */
async function respondent({ survey, a, b }: Live, seconds: number) {
  const who = { ...NOBODY, fingerprint: `device-${device++}` };
  const collector = (await defaultCollectorOf(medium.db.kysely, survey.id))!;
  const start = () => startSession(medium.db, survey, {}, who, { collector, contactId: null });
  const started = { sessionId: '' };
  const paths = {
    start: async () => Object.assign(started, await start()),
    /** The first answer: the one path measured. */
    choose: () => submitAnswers(medium.db, survey, started.sessionId, { answers: [{ questionId: a, value: 'y', timeMs: 5000 }] }, SECRET),
    answer: async () => {
      await submitAnswers(
        medium.db,
        survey,
        started.sessionId,
        { answers: [{ questionId: b, value: `Because of reason ${device}.`, timeMs: 5000 }] },
        SECRET,
      );
      const startedAt = new Date(Date.now() - seconds * 1000).toISOString();
      await medium.db.kysely.updateTable('sessions').set({ started_at: startedAt }).where('id', '=', started.sessionId).execute();
    },
    complete: () => completeSession(medium.db, survey, started.sessionId, SECRET),
  };
  return { started, paths };
}

/** The statements `work` sends: their SQL, and how many update a session row. */
async function sent(work: () => Promise<unknown>) {
  const sql = await captureSql(work);
  return { sql, count: sql.length, sessionUpdates: sql.filter((s) => /^update "sessions"/i.test(s)).length };
}

it('holds every write path to its budget, the worst completions included, and writes a completion’s row once', async () => {
  const live = await liveSurvey();
  const record: Record<string, string[]> = {};
  // A start and two answers (the first one measured), then eight completions of 100 s: no median yet.
  const first = await respondent(live, 100);
  const start = await sent(first.paths.start);
  const answer = await sent(first.paths.choose);
  await first.paths.answer();
  const completion = await sent(first.paths.complete);
  for (let i = 0; i < 8; i++) {
    const r = await respondent(live, 100);
    await r.paths.start();
    await r.paths.choose();
    await r.paths.answer();
    await r.paths.complete();
  }
  // The tenth completion, fast: it creates the median (100 s) and is judged by it.
  const fast = await respondent(live, 8);
  await fast.paths.start();
  await fast.paths.choose();
  await fast.paths.answer();
  const creating = await sent(fast.paths.complete);
  expect(JSON.parse((await findSession(medium.db.kysely, fast.started.sessionId))!.quality_flags)).toContain('speeding');
  // A clean 60 s completion, then 300 s completions until one moves the median past it (60 s under 0.4 of it).
  const middling = await respondent(live, 60);
  await middling.paths.start();
  await middling.paths.choose();
  await middling.paths.answer();
  await middling.paths.complete();
  const flagsOf = async () => JSON.parse((await findSession(medium.db.kysely, middling.started.sessionId))!.quality_flags) as string[];
  expect(await flagsOf()).toEqual([]);
  let moving: Awaited<ReturnType<typeof sent>> | null = null;
  for (let i = 0; i < 20 && !moving; i++) {
    const slow = await respondent(live, 300);
    await slow.paths.start();
    await slow.paths.choose();
    await slow.paths.answer();
    const step = await sent(slow.paths.complete);
    if ((await flagsOf()).includes('speeding')) moving = step;
  }
  expect(moving).not.toBeNull();

  record.start = start.sql;
  record.answer = answer.sql;
  record.completion = completion.sql;
  record['completion creating the median'] = creating.sql;
  record['completion moving the median (and re-judging one session)'] = moving!.sql;
  const figures = {
    start: start.count,
    answer: answer.count,
    completion: completion.count,
    creatingMedian: creating.count,
    movingMedian: moving!.count,
  };
  if (process.env.FW_PRINT_BUDGET === '1')
    console.log(JSON.stringify({ figures, sessionUpdates: [completion.sessionUpdates, creating.sessionUpdates, moving!.sessionUpdates] }));
  const dialect = isPostgres(medium.db.kysely) ? 'postgres' : 'sqlite';
  const budget = BUDGETS[dialect];
  for (const [path, n] of Object.entries(figures)) expect([path, n]).toEqual([path, Math.min(n, budget[path as keyof typeof budget])]);
  // Its own row once; the session the move re-judged once.
  expect([completion.sessionUpdates, creating.sessionUpdates, moving!.sessionUpdates]).toEqual([1, 1, 2]);

  const file = path.join(__dirname, `write-paths.${dialect}.sql`);
  const text =
    `-- The statements each respondent write path sends (${dialect}), as test/medium/write-budget.test.ts records them.\n` +
    `-- Reviewed: a change here is a change to what every respondent costs. FW_UPDATE_SQL=1 writes this file anew.\n` +
    Object.entries(record)
      .map(([name, statements]) => `\n-- ${name}: ${statements.length} statements\n${statements.map((s) => `${s};`).join('\n')}\n`)
      .join('');
  if (process.env.FW_UPDATE_SQL === '1') fs.writeFileSync(file, text);
  expect(text).toEqual(fs.readFileSync(file, 'utf8'));
});
