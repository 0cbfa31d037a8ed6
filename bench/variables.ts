// `npm run bench:variables`: what calculated variables cost, measured by hand (not a timed test).
//   1. Evaluation: the demo survey's variables plus the README's NPS group, compiled once and run on the answers of
//      BENCH_EVAL seeded sessions: microseconds per completion (the subscriber's work beside its one read and one
//      write), and what compiling the program costs (done once per completion, under the writer's locks).
//   2. Recompute: BENCH_RECOMPUTE (100,000) seeded sessions of the demo survey, then a new variable, recomputed to
//      the end in batches as the background job does: sessions per second, on SQLite and PostgreSQL.
// BENCH_DATABASES (sqlite,postgres) narrows the run.
import { buildAt } from '../harness/build';
import { onFreshDatabase } from '../harness/service';
import { fmt } from '../harness/stats';
import { Report, run } from '../harness/report';

const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const EVAL = Number(process.env.BENCH_EVAL ?? 10_000);
const RECOMPUTE = Number(process.env.BENCH_RECOMPUTE ?? 100_000);
const COMPILES = 2000;
const EVAL_WARM_UP = 500;
const secondsSince = (t: number) => (performance.now() - t) / 1000;

const npsGroup = (nps: string) =>
  `if(answer("${nps}") >= 9, "promoter", if(answer("${nps}") >= 7, "passive", if(answer("${nps}") >= 0, "detractor", null)))`;

interface Measured {
  database: string;
  seedPerSecond: number;
  total: number;
  recomputePerSecond: number;
  evaluation?: { evalUs: number; compileUs: number; variables: number; bytes: number };
}

async function measure(database: string, evaluate: boolean): Promise<Measured> {
  const m = buildAt().modules;
  return onFreshDatabase(m, database, { SECRET_KEY: 'bench', ABANDON_SWEEP_SECONDS: '0' }, async (service) => {
    const db = service.services.db;
    const org = await service.organization({ name: 'Bench' });
    const surveyId = await m.seed.createDemoSurvey(db, org.id);
    let t = performance.now();
    await m.seed.seedSessions(db, surveyId, 1, { responses: RECOMPUTE, seed: 7, now: Date.UTC(2026, 10, 20) });
    const seedPerSecond = RECOMPUTE / secondsSince(t);
    process.stderr.write(`  ${database}: seeded ${fmt(RECOMPUTE)} sessions (with the demo's 2 variables) at ${fmt(seedPerSecond)}/s\n`);

    const questions = new m.questionnaire.Questionnaire(await m.questionRows.listQuestionRows(db.kysely, surveyId)).questions;
    const nps = questions.find((q) => q.type === 'nps')!.id;
    const definitions = [
      ...(await m.variableRows.variablesOf(db.kysely, surveyId)),
      { name: 'nps_group', type: 'string' as const, expression: npsGroup(nps) },
    ];
    let evaluation: Measured['evaluation'];
    if (evaluate) {
      const { Program } = m.variablePrograms;
      const rows = (
        await db.kysely.selectFrom('sessions').select(['answers', 'status']).where('survey_id', '=', surveyId).limit(EVAL).execute()
      ).map((r) => m.serialize.latestAnswers(r));
      t = performance.now();
      for (let i = 0; i < COMPILES; i++) Program.of(definitions, questions);
      const compileUs = (secondsSince(t) * 1e6) / COMPILES;
      const program = Program.of(definitions, questions);
      for (const answers of rows.slice(0, EVAL_WARM_UP)) program.run(answers);
      t = performance.now();
      let stored = 0;
      for (const answers of rows) stored += JSON.stringify(program.run(answers)).length;
      evaluation = { evalUs: (secondsSince(t) * 1e6) / rows.length, compileUs, variables: definitions.length, bytes: stored / rows.length };
    }

    const survey = (await m.surveyRows.findSurvey(db.kysely, org.id, surveyId))!;
    t = performance.now();
    const made = await m.variables.createVariable(db, survey, { name: 'nps_group', type: 'string', expression: npsGroup(nps) }, 0);
    const queued = secondsSince(t);
    t = performance.now();
    await m.variableCompute.recomputeAll(db, surveyId);
    const took = secondsSince(t);
    const state = (await m.variableRows.recomputeOf(db.kysely, surveyId))!;
    process.stderr.write(
      `  ${database}: created in ${fmt(queued * 1000)} ms (recompute ${made.recompute.state}, ${fmt(made.recompute.total)} sessions); ` +
        `recomputed ${fmt(state.done)} in ${fmt(took, 1)} s\n`,
    );
    return { database, seedPerSecond, total: state.total, recomputePerSecond: state.done / took, evaluation };
  });
}

async function main() {
  const report = new Report({
    name: 'variables',
    title: 'Calculated variables: evaluation per completion and recompute',
    settings: { databases: DATABASES.join(','), eval: EVAL, recompute: RECOMPUTE },
  });
  const results: Measured[] = [];
  for (const database of DATABASES) results.push(await measure(database, database === DATABASES[0]));
  const e = results[0].evaluation!;
  report.figure(
    `evaluating the demo variables and the NPS group (${e.variables} variables) per completion`,
    `${fmt(e.evalUs, 2)} µs (${fmt(e.bytes)} bytes stored); compiling the program: ${fmt(e.compileUs, 1)} µs`,
  );
  const row = report.table('recompute of a new variable over every seeded session', ['database', 'seeded/s', 'completed', 'recomputed/s']);
  for (const r of results) row([r.database, fmt(r.seedPerSecond), fmt(r.total), fmt(r.recomputePerSecond)]);
  report.save();
}

run(main);
