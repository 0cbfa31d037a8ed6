// `npm run bench:deletes`: what deleting responses costs, measured by hand (not a timed test). BENCH_DELETES (20,000)
// demo sessions are seeded, then every one is deleted in one `deleteResponses` call with an empty filter (batches of
// 500, each through the change journal: the analytics take each session out, the next holder of a text is judged
// again, the quotas and webhooks hear of it): seconds and sessions per second, on SQLite and PostgreSQL. The counters
// are checked empty afterwards. BENCH_DATABASES (sqlite,postgres) narrows the run.
import { buildAt } from '../harness/build';
import { onFreshDatabase } from '../harness/service';
import { fmt } from '../harness/stats';
import { Report, run } from '../harness/report';

const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const DELETES = Number(process.env.BENCH_DELETES ?? 20_000);
const secondsSince = (t: number) => (performance.now() - t) / 1000;

interface Measured {
  database: string;
  deleted: number;
  seconds: number;
  countersLeft: number;
}

async function measure(database: string): Promise<Measured> {
  const m = buildAt().modules;
  return onFreshDatabase(m, database, { SECRET_KEY: 'bench', ABANDON_SWEEP_SECONDS: '0' }, async (service) => {
    const db = service.services.db;
    const org = await service.organization({ name: 'Bench' });
    const surveyId = await m.seed.createDemoSurvey(db, org.id);
    await m.seed.seedSessions(db, surveyId, 1, { responses: DELETES, seed: 7, now: Date.UTC(2026, 10, 20) });
    const survey = (await m.surveyRows.findSurvey(db.kysely, org.id, surveyId))!;
    const t = performance.now();
    const { deleted } = await m.deletes.deleteResponses(db, survey, { filter: {}, acknowledgeConsequence: true });
    const seconds = secondsSince(t);
    const left = await db.kysely
      .selectFrom('analytics_counters')
      .select(['grp', 'key'])
      .where('survey_id', '=', surveyId)
      .groupBy(['grp', 'key'])
      .having((eb) => eb.fn.sum('n'), '!=', 0)
      .execute();
    process.stderr.write(`  ${database}: deleted ${fmt(deleted)} in ${fmt(seconds, 1)} s; ${left.length} counters left non-zero\n`);
    return { database, deleted, seconds, countersLeft: left.length };
  });
}

async function main() {
  const report = new Report({
    name: 'deletes',
    title: 'Deleting responses in bulk through the change journal',
    settings: { databases: DATABASES.join(','), deletes: DELETES },
  });
  const results: Measured[] = [];
  for (const database of DATABASES) results.push(await measure(database));
  const row = report.table('one deleteResponses call with an empty filter over every seeded session', [
    'database',
    'deleted',
    'seconds',
    'deleted/s',
    'counters left',
  ]);
  for (const r of results) row([r.database, fmt(r.deleted), fmt(r.seconds, 1), fmt(r.deleted / r.seconds), fmt(r.countersLeft)]);
  report.save();
}

run(main);
