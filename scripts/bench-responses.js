#!/usr/bin/env node
// `npm run bench:responses`: responses at volume, measured by hand (not a timed test). Prints:
//  1. seeding rate (fieldwork seed's code path) for BENCH_RESPONSES sessions (default 1,000,000) on SQLite;
//  2. import throughput: batches of 500 through POST /surveys/{id}/responses;
//  3. listing latency in page mode at growing page numbers, and in cursor mode at the start and deep in the walk;
//  4. export of every session in each format: rows per second and the server's peak RSS (VmHWM), one fresh server
//     process per format so each peak is that format's own. Targets: CSV >= 100,000 rows/s; peak RSS <= 250 MB.
//     BENCH_BEFORE=<a built checkout> exports from that commit's server too, alternating build by build on the same
//     data (its own copy, taken before this build's server first opens it: a build's migrations are not the other's,
//     and with imports not skipped the copy lacks the imported 1%; the data must be one the before build can open, so
//     seeded by it or by an earlier build, through BENCH_DATA_DIR); BENCH_ROUNDS (default 1) repeats each format and
//     prints the median round (the upper middle one for an even count) with every round's rate, in the order run.
'use strict';
const { median } = require('./stats');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { freePort } = require('./free-port');

const root = path.resolve(__dirname, '..');
const dist = (p) => require(path.join(root, 'dist/src', p));
const N = Number(process.env.BENCH_RESPONSES ?? 1_000_000);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',')); // import, listing
const IMPORT_BATCHES = Number(process.env.BENCH_IMPORT_BATCHES ?? 20);
const FORMATS = (process.env.BENCH_FORMATS ?? 'csv,json,xlsx,spss').split(',');
const BEFORE = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

async function setup(dataDir) {
  const config = dist('config').loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'bench' });
  const services = await dist('server').createServices(config, dist('log').createLogger('silent'));
  const org = await dist('auth/organizations').createOrganization(services.db, 'Bench', 'business');
  const { key } = await dist('auth/keys').createKey(services.db, org.id, [...dist('auth/scopes').SCOPES]);
  const seed = dist('seed/seed');
  const surveyId = await seed.createDemoSurvey(services.db, org.id);
  const importId = await seed.createDemoSurvey(services.db, org.id);
  const started = process.hrtime.bigint();
  let last = 0;
  await seed.seedSessions(services.db, surveyId, 1, {
    responses: N,
    onProgress: (done) => {
      if (done - last >= N / 10 || done === N) {
        process.stderr.write(`  seeded ${fmt(done)}\n`);
        last = done;
      }
    },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await services.db.close();
  return { key, surveyId, importId, seedSeconds: seconds };
}

async function serve(dataDir, cwd = root) {
  const port = await freePort();
  const child = spawn(process.execPath, ['bin/fieldwork.js', 'serve'], {
    cwd,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SECRET_KEY: 'bench',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not yet listening
    }
    if (i > 3000) throw new Error('server did not start');
    await sleep(10);
  }
  const peakRss = () => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024;
  return {
    url,
    peakRss,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill();
      }),
  };
}

async function timed(fn) {
  const t = process.hrtime.bigint();
  const value = await fn();
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, value };
}

function importRecords(questions, batch) {
  const [, age, used] = questions;
  return Array.from({ length: 500 }, (_, i) => ({
    externalId: `bench-${batch}-${i}`,
    status: 'completed',
    startedAt: new Date(Date.UTC(2026, 10, 1, 9, 0, i)).toISOString(),
    completedAt: new Date(Date.UTC(2026, 10, 1, 9, 5, i)).toISOString(),
    answers: [
      { questionId: age.id, value: '25_34', timeMs: 4000 },
      { questionId: used.id, value: 'no', timeMs: 3000 },
    ],
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  }));
}

async function main() {
  // BENCH_DATA_DIR reuses a folder an earlier run kept (BENCH_KEEP=1), skipping the seeding.
  const reuse = process.env.BENCH_DATA_DIR;
  const dataDir = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-responses-'));
  const saved = path.join(dataDir, 'bench.json');
  if (!reuse) process.stderr.write(`bench: seeding ${fmt(N)} sessions into ${dataDir}\n`);
  const { key, surveyId, importId, seedSeconds } = reuse ? JSON.parse(fs.readFileSync(saved, 'utf8')) : await setup(dataDir);
  if (!reuse) fs.writeFileSync(saved, JSON.stringify({ key, surveyId, importId, seedSeconds }));
  const auth = { authorization: `Bearer ${key}` };
  const lines = [`seed: ${fmt(N)} sessions in ${fmt(seedSeconds, 1)} s (${fmt(N / seedSeconds)} sessions/s)`];
  const beforeDir = BEFORE ? `${dataDir}-before` : null;
  if (beforeDir) {
    process.stderr.write(`bench: copying the data for the before build to ${beforeDir}\n`);
    fs.rmSync(beforeDir, { recursive: true, force: true });
    fs.cpSync(dataDir, beforeDir, { recursive: true });
  }

  const server = await serve(dataDir);
  const get = (p) => fetch(`${server.url}${p}`, { headers: auth });
  // Import
  const questions = (await (await get(`/api/v1/surveys/${importId}/questions`)).json()).data;
  const imp = SKIP.has('import')
    ? { ms: NaN }
    : await timed(async () => {
        for (let b = 0; b < IMPORT_BATCHES; b++) {
          const res = await fetch(`${server.url}/api/v1/surveys/${importId}/responses`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ responses: importRecords(questions, b) }),
          });
          if (res.status !== 200) throw new Error(`import: ${res.status} ${await res.text()}`);
        }
      });
  if (!SKIP.has('import')) {
    lines.push(
      `import: ${fmt(IMPORT_BATCHES * 500)} responses in batches of 500: ${fmt((IMPORT_BATCHES * 500) / (imp.ms / 1000))} responses/s`,
    );
  }

  // Listing
  const list = `/api/v1/surveys/${surveyId}/responses`;
  const pageLatency = async (q) => {
    const runs = [];
    let body;
    for (let i = 0; i < 5; i++) {
      const r = await timed(async () => (await get(`${list}?${q}`)).json());
      runs.push(r.ms);
      body = r.value;
    }
    return { ms: median(runs), body };
  };
  const last = Math.ceil(N / 20);
  const pages = SKIP.has('listing') ? [] : [...new Set([1, 10, 100, 1000, 10000, last].filter((p) => p <= last))];
  const deepPage = pages[Math.max(0, pages.length - 2)];
  if (pages.length) lines.push('listing, page mode (pageSize 20; median of 5):');
  let deepCursor = null;
  for (const p of pages) {
    const r = await pageLatency(`page=${p}&pageSize=20`);
    lines.push(`  page ${fmt(p).padStart(7)}: ${fmt(r.ms, 1)} ms`);
    if (p === deepPage) deepCursor = r.body.pagination.nextCursor;
  }
  const walk = async (cursor, steps) => {
    const runs = [];
    for (let i = 0; i < steps && cursor; i++) {
      const r = await timed(async () => (await get(`${list}?pageSize=20&cursor=${encodeURIComponent(cursor)}`)).json());
      runs.push(r.ms);
      cursor = r.value.pagination.nextCursor;
    }
    return median(runs);
  };
  if (!SKIP.has('listing')) {
    const first = (await (await get(`${list}?pageSize=20`)).json()).pagination.nextCursor;
    lines.push('listing, cursor mode (pageSize 20; median of 50 steps):');
    lines.push(`  from the start:            ${fmt(await walk(first, 50), 1)} ms`);
    lines.push(`  from page ${fmt(deepPage)} onwards:   ${fmt(await walk(deepCursor, 50), 1)} ms`);
  }
  await server.stop();

  // Exports: a fresh server per format, so VmHWM is that format's peak.
  const exportOnce = async (format, cwd, dir) => {
    const exporter = await serve(dir, cwd);
    const idle = exporter.peakRss();
    const r = await timed(async () => {
      const res = await fetch(`${exporter.url}${list}/export?status=all&format=${format}`, { headers: auth });
      if (res.status !== 200) throw new Error(`export ${format}: ${res.status}`);
      let bytes = 0;
      for await (const chunk of res.body) bytes += chunk.length;
      return bytes;
    });
    const peak = exporter.peakRss();
    if (!Number.isFinite(peak)) throw new Error('no VmHWM');
    await exporter.stop();
    return { rate: N / (r.ms / 1000), seconds: r.ms / 1000, bytes: r.value, peak, idle };
  };
  const builds = BEFORE
    ? [
        ['before', BEFORE, beforeDir],
        ['after', root, dataDir],
      ]
    : [['', root, dataDir]];
  lines.push(`export of all ${fmt(N)} sessions (status=all${ROUNDS > 1 ? `; median of ${ROUNDS} rounds` : ''}):`);
  for (const format of FORMATS) {
    const runs = new Map(builds.map(([name]) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate the order by round, so neither build always runs on the cache the other warmed.
      for (const [name, cwd, dir] of round % 2 ? [...builds].reverse() : builds) runs.get(name).push(await exportOnce(format, cwd, dir));
    }
    for (const [name, rs] of runs) {
      const r = [...rs].sort((a, b) => a.rate - b.rate)[Math.floor(rs.length / 2)];
      const spread = rs.length > 1 ? ` (${rs.map((x) => fmt(x.rate)).join(', ')})` : '';
      lines.push(
        `  ${format.padEnd(5)} ${name.padEnd(BEFORE ? 7 : 0)}${fmt(r.rate).padStart(9)} rows/s  ${fmt(r.seconds, 1).padStart(6)} s  ${fmt(r.bytes / 1e6).padStart(6)} MB file  peak RSS ${fmt(r.peak)} MB (idle ${fmt(r.idle)} MB)${spread}`,
      );
    }
  }
  process.stdout.write(`\n${lines.join('\n')}\n`);
  if (beforeDir) fs.rmSync(beforeDir, { recursive: true, force: true });
  if (!reuse && !process.env.BENCH_KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
}

const running = new Set();
main().catch((e) => {
  process.stderr.write(`${e.stack ?? e}\n`);
  for (const child of running) child.kill();
  process.exit(1);
});
