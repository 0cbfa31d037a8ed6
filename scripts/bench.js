#!/usr/bin/env node
// `npm run bench`: measured by hand, not a timed test. Prints, side by side in one run:
//  1. GET /api/v1/surveys/{id} through the whole stack (auth, rate limit, validation, Kysely) against a bare express
//     route reading the same row with a prepared better-sqlite3 statement: throughput, p99, and their ratio
//     (target >= 0.8). Rounds alternate A/B so that machine noise falls on both alike.
//     The server's CPU time per request (from /proc) is printed with it: it moves far less with machine noise.
//     The same server's GET /healthz (request id, access log, routing, the pipeline; no key, no database) is measured
//     in the same rounds: the floor the framework sets for any operation, and so what 0.8 leaves an operation.
//  2. Start-up time to ready (/readyz answers) with the complete contract (target <= 1 s).
// BENCH_BEFORE=<a built checkout of an earlier commit> adds its full stack to every round (the README's before/after).
'use strict';
const { median } = require('./stats');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const autocannon = require('autocannon');
const { cpuMs } = require('./proc-cpu');

const root = path.resolve(__dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const BEFORE = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitReady(url, deadlineMs = 15000) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`not ready: ${url}`);
    await sleep(5);
  }
}

function start(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

async function fixture(dataDir) {
  // Seed through the real code paths: organisation, key, survey with questions.
  const { loadConfig } = require(path.join(root, 'dist/src/config'));
  const { createServices } = require(path.join(root, 'dist/src/server'));
  const { createLogger } = require(path.join(root, 'dist/src/log'));
  const { createOrganization } = require(path.join(root, 'dist/src/auth/organizations'));
  const { createKey } = require(path.join(root, 'dist/src/auth/keys'));
  const { createSurvey } = require(path.join(root, 'dist/src/surveys/service'));
  const { createQuestion } = require(path.join(root, 'dist/src/questions/service'));
  const config = loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'bench' });
  const services = await createServices(config, createLogger('silent'));
  const org = await createOrganization(services.db, 'Bench', 'business');
  const { key } = await createKey(services.db, org.id, ['surveys:read', 'questions:read']);
  const survey = await createSurvey(services.db, org.id, { title: 'Benchmark survey', description: 'A survey read over and over.' });
  for (const type of ['nps', 'short_text', 'yes_no', 'stars', 'long_text']) {
    await createQuestion(services.db, survey.id, { type, title: `A ${type} question` });
  }
  await services.db.close();
  return { key, surveyId: survey.id, dbFile: config.databaseUrl.replace(/^sqlite:/, '') };
}

/** Load on `url`; with the server's `pid`, also its CPU time per request in µs. */
async function load(url, headers, pid) {
  const cpu0 = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, cpu: ((cpuMs(pid) - cpu0) * 1000) / result.requests.total };
}

async function startupTimes(dataDir) {
  const times = [];
  for (let i = 0; i < STARTS; i++) {
    const port = 3900 + i;
    const t0 = process.hrtime.bigint();
    const child = start(['bin/fieldwork.js', 'serve'], {
      DATA_DIR: dataDir,
      SECRET_KEY: 'bench',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    await waitReady(`http://127.0.0.1:${port}/readyz`);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    child.kill();
    await new Promise((r) => child.once('exit', r));
  }
  return times;
}

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/src/server.js'))) throw new Error('run `npm run build` first (npm run bench does)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldwork-bench-'));
  const { key, surveyId, dbFile } = await fixture(dataDir);
  const env = { DATA_DIR: dataDir, SECRET_KEY: 'bench', HOST: '127.0.0.1', LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '100000000' };
  const full = start(['bin/fieldwork.js', 'serve'], { ...env, PORT: '3801' });
  const bare = start([path.join(__dirname, 'bench-bare.js')], { DB_FILE: dbFile, PORT: '3802' });
  const before = BEFORE ? start([path.join(BEFORE, 'bin/fieldwork.js'), 'serve'], { ...env, PORT: '3803' }) : null;
  try {
    await waitReady('http://127.0.0.1:3801/readyz');
    await waitReady(`http://127.0.0.1:3802/api/v1/surveys/${surveyId}`);
    if (before) await waitReady('http://127.0.0.1:3803/readyz');
    const beforeUrl = `http://127.0.0.1:3803/api/v1/surveys/${surveyId}`;
    const fullUrl = `http://127.0.0.1:3801/api/v1/surveys/${surveyId}`;
    const bareUrl = `http://127.0.0.1:3802/api/v1/surveys/${surveyId}`;
    const floorUrl = 'http://127.0.0.1:3801/healthz';
    const auth = { authorization: `Bearer ${key}` };
    await load(fullUrl, auth); // warm-up, both
    await load(bareUrl, {});
    if (before) await load(beforeUrl, auth);
    const rows = [];
    for (let r = 1; r <= ROUNDS; r++) {
      const a = await load(fullUrl, auth, full.pid);
      const b = await load(bareUrl, {}, bare.pid);
      const c = before ? await load(beforeUrl, auth, before.pid) : null;
      const f = await load(floorUrl, {}, full.pid);
      rows.push({ round: r, full: a, bare: b, floor: f, ratio: a.rps / b.rps, before: c, beforeRatio: c ? c.rps / b.rps : null });
      console.log(
        `round ${r}: full stack ${a.rps.toFixed(0)} req/s (p99 ${a.p99} ms, ${a.cpu.toFixed(0)} µs CPU) | bare ${b.rps.toFixed(0)} req/s (p99 ${b.p99} ms, ${b.cpu.toFixed(0)} µs CPU) | ratio ${(a.rps / b.rps).toFixed(2)}` +
          ` | /healthz ${f.rps.toFixed(0)} req/s (${f.cpu.toFixed(0)} µs CPU)` +
          (c
            ? ` | before ${c.rps.toFixed(0)} req/s (p99 ${c.p99} ms, ${c.cpu.toFixed(0)} µs CPU), ratio ${(c.rps / b.rps).toFixed(2)}`
            : ''),
      );
    }
    const ratio = median(rows.map((x) => x.ratio));
    console.log(`\nGET /surveys/{id}, ${CONNECTIONS} connections, ${SECONDS} s x ${ROUNDS} rounds (medians):`);
    console.log(`  full stack: ${median(rows.map((x) => x.full.rps)).toFixed(0)} req/s, p99 ${median(rows.map((x) => x.full.p99))} ms`);
    console.log(`  bare route: ${median(rows.map((x) => x.bare.rps)).toFixed(0)} req/s, p99 ${median(rows.map((x) => x.bare.p99))} ms`);
    console.log(`  ratio full/bare: ${ratio.toFixed(2)} (target >= 0.80)`);
    const cpu = (k) => median(rows.map((x) => x[k].cpu));
    console.log(
      `  server CPU per request: full stack ${cpu('full').toFixed(0)} µs, bare ${cpu('bare').toFixed(0)} µs (bare/full ${(cpu('bare') / cpu('full')).toFixed(2)})`,
    );
    const floor = cpu('floor');
    console.log(
      `  the framework's floor, GET /healthz on the same server: ${median(rows.map((x) => x.floor.rps)).toFixed(0)} req/s, ${floor.toFixed(0)} µs CPU ` +
        `(ratio ${median(rows.map((x) => x.floor.rps / x.bare.rps)).toFixed(2)}); ` +
        `0.8 allows ${(cpu('bare') / 0.8).toFixed(0)} µs a request, so ${(cpu('bare') / 0.8 - floor).toFixed(0)} µs for the operation's own work, which takes ${(cpu('full') - floor).toFixed(0)} µs`,
    );
    if (before) {
      console.log(`  before: ${median(rows.map((x) => x.before.rps)).toFixed(0)} req/s, p99 ${median(rows.map((x) => x.before.p99))} ms`);
      console.log(`  ratio before/bare: ${median(rows.map((x) => x.beforeRatio)).toFixed(2)}`);
      console.log(
        `  server CPU per request, before: ${cpu('before').toFixed(0)} µs (bare/before ${(cpu('bare') / cpu('before')).toFixed(2)})`,
      );
    }
  } finally {
    full.kill();
    bare.kill();
    before?.kill();
  }
  const times = await startupTimes(dataDir);
  console.log(
    `\nstart-up to ready (/readyz 200), ${STARTS} starts: median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (target <= 1000 ms)`,
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
