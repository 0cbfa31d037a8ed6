#!/usr/bin/env node
// `npm run bench:variables`: what calculated variables (D19) cost, measured by hand (not a timed test).
//   1. Evaluation: the demo survey's variables plus the README's NPS group, compiled once and run on the answers of
//      BENCH_EVAL seeded sessions: microseconds per completion (the subscriber's work beside its one read and one
//      write), and what compiling the program costs (done once per completion, under the writer's locks).
//   2. Recompute: BENCH_RECOMPUTE (100,000) seeded sessions of the demo survey, then a new variable, recomputed to
//      the end in batches as the background job does: sessions per second, on SQLite and PostgreSQL.
// BENCH_DATABASES (sqlite,postgres) narrows the run.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startPostgres } = require('./postgres');

const root = path.resolve(__dirname, '..');
const dist = (p) => require(path.join(root, 'dist/src', p));
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const EVAL = Number(process.env.BENCH_EVAL ?? 10_000);
const RECOMPUTE = Number(process.env.BENCH_RECOMPUTE ?? 100_000);
const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const seconds = (t) => Number(process.hrtime.bigint() - t) / 1e9;

const npsGroup = (nps) =>
  `if(answer("${nps}") >= 9, "promoter", if(answer("${nps}") >= 7, "passive", if(answer("${nps}") >= 0, "detractor", null)))`;

async function run(database) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-variables-'));
  const pg = database === 'postgres' ? await startPostgres() : null;
  const env = { DATA_DIR: dataDir, SECRET_KEY: 'bench', ABANDON_SWEEP_SECONDS: '0', ...(pg ? { DATABASE_URL: pg.url } : {}) };
  const services = await dist('server').createServices(dist('config').loadConfig(env), dist('log').createLogger('silent'));
  const out = { database };
  try {
    const db = services.db;
    await dist('compose').migrateToLatest(db);
    const org = await dist('auth/organizations').createOrganization(db, 'Bench', 'business');
    const seed = dist('seed/seed');
    const surveyId = await seed.createDemoSurvey(db, org.id);
    let t = process.hrtime.bigint();
    await seed.seedSessions(db, surveyId, 1, { responses: RECOMPUTE, seed: 7, now: Date.UTC(2026, 10, 20) });
    out.seedPerSecond = RECOMPUTE / seconds(t);
    process.stderr.write(`  ${database}: seeded ${fmt(RECOMPUTE)} sessions (with the demo's 2 variables) at ${fmt(out.seedPerSecond)}/s\n`);

    const questions = new (dist('questions/questionnaire').Questionnaire)(
      await dist('questions/repository').listQuestionRows(db.kysely, surveyId),
    ).questions;
    const nps = questions.find((q) => q.type === 'nps').id;
    const definitions = [
      ...(await dist('variables/repository').variablesOf(db.kysely, surveyId)),
      { name: 'nps_group', type: 'string', expression: npsGroup(nps) },
    ];
    if (database === DATABASES[0]) {
      const { Program } = dist('variables/program');
      const { latestAnswers } = dist('responses/serialize');
      const rows = (
        await db.kysely.selectFrom('sessions').select(['answers', 'status']).where('survey_id', '=', surveyId).limit(EVAL).execute()
      ).map((r) => latestAnswers(r));
      t = process.hrtime.bigint();
      const compiles = 2000;
      for (let i = 0; i < compiles; i++) Program.of(definitions, questions);
      out.compileUs = (seconds(t) * 1e6) / compiles;
      const program = Program.of(definitions, questions);
      for (const answers of rows.slice(0, 500)) program.run(answers); // warm-up
      t = process.hrtime.bigint();
      let stored = 0;
      for (const answers of rows) stored += JSON.stringify(program.run(answers)).length;
      out.evalUs = (seconds(t) * 1e6) / rows.length;
      process.stderr.write(
        `  evaluation: ${fmt(out.evalUs, 2)} µs per session (${definitions.length} variables; ${fmt(stored / rows.length)} bytes stored), compile ${fmt(out.compileUs, 1)} µs\n`,
      );
    }

    const survey = await dist('surveys/repository').findSurvey(db.kysely, org.id, surveyId);
    t = process.hrtime.bigint();
    const made = await dist('variables/service').createVariable(
      db,
      survey,
      { name: 'nps_group', type: 'string', expression: npsGroup(nps) },
      0,
    );
    const queued = seconds(t);
    t = process.hrtime.bigint();
    await dist('variables/compute').recomputeAll(db, surveyId);
    const took = seconds(t);
    const state = await dist('variables/repository').recomputeOf(db.kysely, surveyId);
    out.total = state.total;
    out.recomputePerSecond = state.done / took;
    process.stderr.write(
      `  ${database}: created in ${fmt(queued * 1000)} ms (recompute ${made.recompute.state}, ${fmt(made.recompute.total)} sessions); ` +
        `recomputed ${fmt(state.done)} in ${fmt(took, 1)} s: ${fmt(out.recomputePerSecond)} sessions/s\n`,
    );
    return out;
  } finally {
    await services.db.close().catch(() => {});
    await pg?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const results = [];
  for (const database of DATABASES) results.push(await run(database));
  const first = results[0];
  console.log(
    `\nEvaluating ${'the demo variables and the NPS group'} per completion: ${fmt(first.evalUs, 2)} µs; compiling the program: ${fmt(first.compileUs, 1)} µs`,
  );
  console.log(`${'database'.padEnd(10)}${'seeded/s'.padStart(12)}${'completed'.padStart(12)}${'recomputed/s'.padStart(16)}`);
  for (const r of results)
    console.log(
      `${r.database.padEnd(10)}${fmt(r.seedPerSecond).padStart(12)}${fmt(r.total).padStart(12)}${fmt(r.recomputePerSecond).padStart(16)}`,
    );
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
