#!/usr/bin/env node
// `npm run bench:health-check`: the public health check's worst case, measured by hand (not a timed test). A server of
// this build (and, with BENCH_BEFORE=<a built checkout of an earlier commit>, one of that build beside it, the same
// inputs in turn) analyses each adversarial 100 KB input, while /healthz is asked every 50 ms. Prints per input: how
// long the analysis took (cut at BENCH_CAP_SECONDS, 60) and the slowest /healthz answer meanwhile, then the worst of
// each. The inputs are the ones test/security/slow-patterns.test.ts holds every pattern to.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { freePort } = require('./free-port');

const root = path.resolve(__dirname, '..');
const BEFORE = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;
const CAP_MS = Number(process.env.BENCH_CAP_SECONDS ?? 60) * 1000;
const SIZE = 100_000;
const times = (s, n) => s.repeat(Math.ceil(n / s.length)).slice(0, n);

const INPUTS = {
  'open bracket of commas': `Is it ok(${','.repeat(SIZE - 9)}`,
  'closed bracket of commas': `Is it ok(${','.repeat(SIZE - 10)})`,
  'question marks then a comma': `${'?'.repeat(SIZE - 3)} a,`,
  'colon, commas, no "and"': `Pick: ${times(', x', SIZE - 6)}`,
  'spaces between separators': `What? a${' '.repeat(SIZE / 2)}${times(' ,', SIZE / 2 - 7)}`,
  'a repeated phrase': times('bread and butter ', SIZE),
  'one long word': `Is ${'b'.repeat(SIZE - 3)}`,
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function startServer(dir) {
  const port = await freePort();
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-hc-'));
  const child = spawn(process.execPath, [path.join(dir, 'bin/fieldwork.js'), 'serve'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data,
      SECRET_KEY: 'bench',
      LOG_LEVEL: 'silent',
      HEALTH_CHECK_RATE_LIMIT_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 30_000; ; await sleep(50)) {
    if (Date.now() > until) throw new Error(`${dir}: not ready`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
  }
  return { url, stop: () => (child.kill('SIGKILL'), fs.rmSync(data, { recursive: true, force: true })) };
}

/** One analysis: its time (null past the cap) and the slowest /healthz answer while it ran. */
async function measure(url, content) {
  let running = true;
  let slowest = 0;
  const stopProbe = new AbortController(); // a probe still waiting when the analysis is cut gives up with it
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${url}/healthz`, { signal: stopProbe.signal }).catch(() => undefined);
      slowest = Math.max(slowest, performance.now() - started);
      await sleep(50);
    }
  })();
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CAP_MS);
  let status = 'timeout';
  try {
    const res = await fetch(`${url}/api/health-check/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'text', content }),
      signal: controller.signal,
    });
    status = String(res.status);
    await res.arrayBuffer();
  } catch {
    // cut at the cap
  }
  clearTimeout(timer);
  const ms = status === 'timeout' ? null : performance.now() - started;
  running = false;
  stopProbe.abort();
  await probe;
  return { ms, status, healthzMs: slowest };
}

const fmt = (ms) => (ms === null ? `> ${CAP_MS / 1000} s` : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

async function main() {
  const builds = [['after', root], ...(BEFORE ? [['before', BEFORE]] : [])];
  const servers = {};
  for (const [name, dir] of builds) servers[name] = await startServer(dir);
  const results = {};
  try {
    for (const [label, content] of Object.entries(INPUTS)) {
      results[label] = {};
      // Side by side: each input on each build in turn, so machine noise falls on both alike.
      for (const [name] of builds) {
        results[label][name] = await measure(servers[name].url, content);
        // A stuck server of the earlier build is restarted so that the next input is not queued behind this one.
        if (results[label][name].ms === null) {
          servers[name].stop();
          servers[name] = await startServer(builds.find(([n]) => n === name)[1]);
        }
      }
      const cells = builds.map(
        ([n]) => `${n}: ${fmt(results[label][n].ms)} (${results[label][n].status}), /healthz ≤ ${fmt(results[label][n].healthzMs)}`,
      );
      console.log(`${label.padEnd(28)} ${cells.join(' | ')}`);
    }
  } finally {
    for (const s of Object.values(servers)) s.stop();
  }
  for (const [name] of builds) {
    const rows = Object.values(results).map((r) => r[name]);
    const worst = rows.some((r) => r.ms === null) ? null : Math.max(...rows.map((r) => r.ms));
    console.log(
      `${name}: slowest analysis ${fmt(worst)}, slowest /healthz while one ran ${fmt(Math.max(...rows.map((r) => r.healthzMs)))}`,
    );
  }
  console.log(JSON.stringify({ capMs: CAP_MS, results }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
