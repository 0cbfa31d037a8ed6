// `npm run bench:health-check`: the public health check's worst case, measured by hand (not a timed test). A server of
// this build (and, with BENCH_BEFORE=<a built checkout of an earlier commit>, one of that build beside it, the same
// inputs in turn) analyses each adversarial 100 KB input, while /healthz is asked every 50 ms. Prints per input: how
// long the analysis took (cut at BENCH_CAP_SECONDS, 60) and the slowest /healthz answer meanwhile, then the worst of
// each. The inputs are the ones test/security/slow-patterns.test.ts holds every pattern to (harness/adversarial.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Build } from '../harness/build';
import { serve, type ServerProcess } from '../harness/server-process';
import { sleep } from '../harness/stats';
import { ADVERSARIAL, ADVERSARIAL_SIZE } from '../harness/adversarial';
import { comparisonReport, run } from '../harness/report';

const CAP_MS = Number(process.env.BENCH_CAP_SECONDS ?? 60) * 1000;
const PROBE_EVERY_MS = 50;

interface Running {
  server: ServerProcess;
  data: string;
}

async function start(build: Build): Promise<Running> {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-hc-'));
  const server = await serve({
    build,
    env: { DATA_DIR: data, SECRET_KEY: 'bench', LOG_LEVEL: 'silent', HEALTH_CHECK_RATE_LIMIT_PER_HOUR: '100000' },
    readyWithinMs: 30_000,
  });
  return { server, data };
}

async function stop(r: Running): Promise<void> {
  await r.server.kill();
  fs.rmSync(r.data, { recursive: true, force: true });
}

interface Measured {
  /** null past the cap. */
  ms: number | null;
  status: string;
  healthzMs: number;
}

/** One analysis: its time (null past the cap) and the slowest /healthz answer while it ran. */
async function measure(url: string, content: string): Promise<Measured> {
  let running = true;
  let slowest = 0;
  const stopProbe = new AbortController(); // a probe still waiting when the analysis is cut gives up with it
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${url}/healthz`, { signal: stopProbe.signal }).catch(() => undefined);
      slowest = Math.max(slowest, performance.now() - started);
      await sleep(PROBE_EVERY_MS);
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

const duration = (ms: number | null) =>
  ms === null ? `> ${CAP_MS / 1000} s` : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;

async function main() {
  const { after, before, report } = comparisonReport({
    name: 'health-check',
    title: "The public health check's worst case: adversarial 100 KB inputs",
    settings: { capSeconds: CAP_MS / 1000, inputCharacters: ADVERSARIAL_SIZE },
  });
  const builds: [string, Build][] = [['after', after], ...(before ? [['before', before] as [string, Build]] : [])];
  const servers = new Map<string, Running>();
  for (const [name, build] of builds) servers.set(name, await start(build));
  const results = new Map<string, Measured[]>(builds.map(([name]) => [name, []]));
  const row = report.table('each input on each build in turn', [
    'input',
    ...builds.map(([n]) => `${n}: analysis (status), slowest /healthz`),
  ]);
  try {
    for (const [label, content] of Object.entries(ADVERSARIAL)) {
      const cells: string[] = [];
      // Side by side: each input on each build in turn, so machine noise falls on both alike.
      for (const [name, build] of builds) {
        const r = await measure(servers.get(name)!.server.url, content);
        results.get(name)!.push(r);
        cells.push(`${duration(r.ms)} (${r.status}), ≤ ${duration(r.healthzMs)}`);
        // A stuck server is restarted so that the next input is not queued behind this one.
        if (r.ms === null) {
          await stop(servers.get(name)!);
          servers.set(name, await start(build));
        }
      }
      row([label, ...cells]);
    }
  } finally {
    for (const s of servers.values()) await stop(s);
  }
  for (const [name] of builds) {
    const rows = results.get(name)!;
    const worst = rows.some((r) => r.ms === null) ? null : Math.max(...rows.map((r) => r.ms as number));
    report.figure(
      `${name}: slowest analysis, slowest /healthz while one ran`,
      `${duration(worst)}, ${duration(Math.max(...rows.map((r) => r.healthzMs)))}`,
    );
  }
  report.save();
}

run(main);
