// `npm run bench`: what the framework costs, measured by hand (not a timed test). Side by side in one run:
//  1. GET /api/v1/surveys/{id} through the whole stack (auth, rate limit, validation, Kysely) against a bare express
//     route reading the same row with a prepared better-sqlite3 statement (bench/bare-server.ts): throughput, p99, and
//     their ratio (target >= 0.8). Rounds alternate so that machine noise falls on both alike. The server's CPU time
//     per request (from /proc) is printed with it: it moves far less with machine noise. The same server's
//     GET /healthz (request id, access log, routing, the pipeline; no key, no database) is measured in the same rounds:
//     the floor the framework sets for any operation, and so what 0.8 leaves an operation.
//  2. A write through the whole stack, PUT /api/v1/surveys/{id} (a new title: an API write, which the audit trail
//     records), its server CPU time per request against the earlier build's (BENCH_BEFORE) in the same rounds: what a
//     change costs now against then (target: at most 10% more).
//  3. Start-up time to ready (/readyz answers) with the complete contract (target <= 1 s).
// BENCH_BEFORE=<a built checkout of an earlier commit> adds its full stack to every round (before and after).
// BENCH_ROUNDS, BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_STARTS change the run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Build } from '../harness/build';
import { cpuMs } from '../harness/proc-cpu';
import { freePort } from '../harness/free-port';
import { serve, spawnScript, type ServerProcess } from '../harness/server-process';
import { startService } from '../harness/service';
import { median, fmt } from '../harness/stats';
import { comparisonReport, run, type Report } from '../harness/report';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STARTS = Number(process.env.BENCH_STARTS ?? 5);
/** The share of the bare route's throughput the full stack is held to. */
const TARGET_RATIO = 0.8;
const TARGET_START_MS = 1000;
/** What a write may cost against the earlier build (the audit trail's budget). */
const TARGET_WRITE_RATIO = 1.1;

/** An organisation, a key and a survey with five questions, seeded through the real code paths. */
async function fixture(build: Build, dataDir: string) {
  const m = build.modules;
  const service = await startService(m, { DATA_DIR: dataDir, SECRET_KEY: 'bench' });
  const db = service.services.db;
  const org = await service.organization({ name: 'Bench', scopes: ['surveys:read', 'surveys:write', 'questions:read'] });
  const survey = await m.surveys.createSurvey(db, org.id, { title: 'Benchmark survey', description: 'A survey read over and over.' });
  for (const type of ['nps', 'short_text', 'yes_no', 'stars', 'long_text'] as const) {
    await m.questions.createQuestion(db, survey.id, { type, title: `A ${type} question` });
  }
  const dbFile = service.services.config.databaseUrl.replace(/^sqlite:/, '');
  await service.close();
  return { key: org.key, surveyId: survey.id, dbFile };
}

interface Load {
  rps: number;
  p99: number;
  /** The server's CPU time per request, in µs. */
  cpu: number;
}

async function load(url: string, headers: Record<string, string>, pid?: number, write?: { method: 'PUT'; body: string }): Promise<Load> {
  const cpu0 = pid ? cpuMs(pid) : NaN;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, ...write });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, cpu: pid ? ((cpuMs(pid) - cpu0) * 1000) / result.requests.total : NaN };
}

/** PUT /surveys/{id} on both builds, alternating which goes first: CPU per write, after against before. */
interface Target {
  server: ServerProcess;
  route: string;
  auth: Record<string, string>;
}

async function writes(report: Report, full: Target, earlier: Target): Promise<void> {
  const write = { method: 'PUT' as const, body: JSON.stringify({ title: 'Benchmark survey, retitled' }) };
  const put = (t: Target, pid?: number) => load(t.server.url + t.route, { ...t.auth, 'content-type': 'application/json' }, pid, write);
  await put(full); // warm-up
  await put(earlier);
  const row = report.table(`PUT /surveys/{id} (a write), ${CONNECTIONS} connections, ${SECONDS} s a round`, [
    'round',
    'after req/s (p99 ms, µs CPU)',
    'before req/s (p99 ms, µs CPU)',
    'after/before CPU',
  ]);
  const ratios: number[] = [];
  const cells: { after: Load; before: Load }[] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    const pair = r % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    const got: Record<string, Load> = {};
    for (const which of pair) {
      const target = which === 'after' ? full : earlier;
      got[which] = await put(target, target.server.pid);
    }
    cells.push({ after: got.after, before: got.before });
    ratios.push(got.after.cpu / got.before.cpu);
    row([
      r,
      `${fmt(got.after.rps)} (${got.after.p99}, ${fmt(got.after.cpu)})`,
      `${fmt(got.before.rps)} (${got.before.p99}, ${fmt(got.before.cpu)})`,
      ratios[r - 1].toFixed(2),
    ]);
  }
  report.figure(
    'server CPU per write (median), after against before',
    `${fmt(median(cells.map((c) => c.after.cpu)))} µs against ${fmt(median(cells.map((c) => c.before.cpu)))} µs: ` +
      `${median(ratios).toFixed(2)} (rounds ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)})`,
    `<= ${TARGET_WRITE_RATIO}`,
  );
}

async function startupTimes(build: Build, dataDir: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const t0 = performance.now();
    const server = await serve({ build, env: { DATA_DIR: dataDir, SECRET_KEY: 'bench' } });
    times.push(performance.now() - t0);
    await server.stop();
  }
  return times;
}

async function main() {
  const { after, before, report } = comparisonReport({
    name: 'overhead',
    title: 'What the framework costs: a read through the whole stack against a bare route',
    command: 'npm run bench',
    settings: { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS, starts: STARTS },
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldwork-bench-'));
  const { key, surveyId, dbFile } = await fixture(after, dataDir);
  const env = { DATA_DIR: dataDir, SECRET_KEY: 'bench', LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '100000000' };
  // The earlier build gets a database of its own, made by its own code (it may not know this build's migrations).
  const beforeDir = before ? fs.mkdtempSync(path.join(os.tmpdir(), 'fieldwork-bench-before-')) : null;
  const prior = before && beforeDir ? await fixture(before, beforeDir) : null;
  const barePort = await freePort();
  const bare = spawnScript(path.join(__dirname, 'bare-server.ts'), { DB_FILE: dbFile, PORT: String(barePort) });
  const servers: ServerProcess[] = [];
  try {
    const full = await serve({ build: after, env });
    servers.push(full);
    const earlier = before ? await serve({ build: before, env: { ...env, DATA_DIR: beforeDir! } }) : null;
    if (earlier) servers.push(earlier);
    const bareBase = `http://127.0.0.1:${barePort}`;
    for (const until = Date.now() + 15_000; ;) {
      const ok = await fetch(`${bareBase}/api/v1/surveys/${surveyId}`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > until) throw new Error('the bare server did not start');
      await new Promise((r) => setTimeout(r, 10));
    }
    const route = `/api/v1/surveys/${surveyId}`;
    const auth = { authorization: `Bearer ${key}` };
    const priorRoute = `/api/v1/surveys/${prior?.surveyId}`;
    const priorAuth = { authorization: `Bearer ${prior?.key}` };
    await load(full.url + route, auth); // warm-up, all
    await load(bareBase + route, {});
    if (earlier) await load(earlier.url + priorRoute, priorAuth);
    const rows: { full: Load; bare: Load; floor: Load; before: Load | null }[] = [];
    const row = report.table(`GET /surveys/{id}, ${CONNECTIONS} connections, ${SECONDS} s a round`, [
      'round',
      'full stack req/s (p99 ms, µs CPU)',
      'bare req/s (p99 ms, µs CPU)',
      'full/bare',
      '/healthz req/s (µs CPU)',
      ...(earlier ? ['before req/s (p99 ms, µs CPU)', 'before/bare'] : []),
    ]);
    const cell = (l: Load) => `${fmt(l.rps)} (${l.p99}, ${fmt(l.cpu)})`;
    for (let r = 1; r <= ROUNDS; r++) {
      // The two builds swap places every round (bare between them): a build measured identically in the same place
      // every round carries that place's share of the machine's drift, not its own cost.
      const swap = r % 2 === 0;
      const loadBefore = () => (earlier ? load(earlier.url + priorRoute, priorAuth, earlier.pid) : Promise.resolve(null));
      const first = swap ? await loadBefore() : null;
      const a = await load(full.url + route, auth, full.pid);
      const b = await load(bareBase + route, {}, bare.pid);
      const c = swap ? first : await loadBefore();
      const f = await load(`${full.url}/healthz`, {}, full.pid);
      rows.push({ full: a, bare: b, floor: f, before: c });
      row([
        r,
        cell(a),
        cell(b),
        (a.rps / b.rps).toFixed(2),
        `${fmt(f.rps)} (${fmt(f.cpu)})`,
        ...(c ? [cell(c), (c.rps / b.rps).toFixed(2)] : []),
      ]);
    }
    const of = (pick: (x: (typeof rows)[number]) => number) => median(rows.map(pick));
    const cpu = (k: 'full' | 'bare' | 'floor') => of((x) => x[k].cpu);
    report.figure('full stack (median)', `${fmt(of((x) => x.full.rps))} req/s, p99 ${of((x) => x.full.p99)} ms`);
    report.figure('bare route (median)', `${fmt(of((x) => x.bare.rps))} req/s, p99 ${of((x) => x.bare.p99)} ms`);
    report.figure('ratio full/bare (median)', of((x) => x.full.rps / x.bare.rps).toFixed(2), `>= ${TARGET_RATIO}`);
    report.figure(
      'server CPU per request',
      `full stack ${fmt(cpu('full'))} µs, bare ${fmt(cpu('bare'))} µs (bare/full ${(cpu('bare') / cpu('full')).toFixed(2)})`,
    );
    report.figure(
      "the framework's floor (GET /healthz on the same server)",
      `${fmt(of((x) => x.floor.rps))} req/s, ${fmt(cpu('floor'))} µs CPU; ${TARGET_RATIO} allows ${fmt(cpu('bare') / TARGET_RATIO)} µs a request, ` +
        `so ${fmt(cpu('bare') / TARGET_RATIO - cpu('floor'))} µs for the operation's own work, which takes ${fmt(cpu('full') - cpu('floor'))} µs`,
    );
    if (earlier) {
      report.figure('before (median)', `${fmt(of((x) => x.before!.rps))} req/s, p99 ${of((x) => x.before!.p99)} ms`);
      report.figure('ratio before/bare (median)', of((x) => x.before!.rps / x.bare.rps).toFixed(2));
      report.figure('server CPU per request, before', `${fmt(of((x) => x.before!.cpu))} µs`);
      await writes(report, { server: full, route, auth }, { server: earlier, route: priorRoute, auth: priorAuth });
    }
  } finally {
    bare.kill();
    await Promise.all(servers.map((s) => s.stop()));
  }
  const times = await startupTimes(after, dataDir);
  report.figure(
    `start-up to ready (/readyz 200), ${STARTS} starts`,
    `median ${fmt(median(times))} ms, min ${fmt(Math.min(...times))} ms, max ${fmt(Math.max(...times))} ms`,
    `<= ${TARGET_START_MS} ms`,
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (beforeDir) fs.rmSync(beforeDir, { recursive: true, force: true });
  report.save();
}

run(main);
