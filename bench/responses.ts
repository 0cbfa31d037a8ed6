// `npm run bench:responses`: responses at volume, measured by hand (not a timed test). Prints:
//  1. seeding rate (fieldwork seed's code path) for BENCH_RESPONSES sessions (default 1,000,000) on SQLite;
//  2. import throughput: batches of 500 through POST /surveys/{id}/responses;
//  3. listing latency in page mode at growing page numbers, and in cursor mode at the start and deep in the walk;
//  4. export of every session in each format: rows per second and the server's peak RSS (VmHWM), one fresh server
//     process per format so each peak is that format's own. Targets: every format >= 100,000 rows/s (XLSX >= 50,000) from kept
//     lines; peak RSS < 300 MB.
//     The first round of each format writes its lines, the rounds after it read them kept (src/exports/lines.ts): the
//     table shows the first and the median of the others, and the first's peak RSS and the worst of the others'.
//     BENCH_BEFORE=<a built checkout> exports from that commit's server too, alternating build by build on the same
//     data (its own copy, taken before this build's server first opens it: a build's migrations are not the other's,
//     and with imports not skipped the copy lacks the imported 1%; the data must be one the before build can open, so
//     seeded by it or by an earlier build, through BENCH_DATA_DIR); BENCH_ROUNDS (default 3) repeats each format
//     (the median is the upper middle one for an even count) and prints every round's rate, in the order run.
// BENCH_SKIP (import, listing), BENCH_IMPORT_BATCHES and BENCH_FORMATS narrow the run; BENCH_KEEP=1 keeps the data
// folder and BENCH_DATA_DIR reuses it, skipping the seeding; BENCH_BEFORE_DATA_DIR reuses the before build's copy an
// earlier run took (when this build's migrations, run once ahead, take longer than a server's start may).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Build } from '../harness/build';
import { peakRssMb } from '../harness/proc-cpu';
import { serve, UNLIMITED } from '../harness/server-process';
import { startService } from '../harness/service';
import { fmt, median, roundsColumn, roundsOf } from '../harness/stats';
import { comparisonReport, run } from '../harness/report';

const N = Number(process.env.BENCH_RESPONSES ?? 1_000_000);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(','));
const IMPORT_BATCHES = Number(process.env.BENCH_IMPORT_BATCHES ?? 20);
const IMPORT_BATCH = 500;
const FORMATS = (process.env.BENCH_FORMATS ?? 'csv,json,xlsx,spss').split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PAGE_SIZE = 20;

interface Fixture {
  key: string;
  surveyId: string;
  importId: string;
  seedSeconds: number;
}

async function setup(build: Build, dataDir: string): Promise<Fixture> {
  const m = build.modules;
  const service = await startService(m, { DATA_DIR: dataDir, SECRET_KEY: 'bench' });
  const db = service.services.db;
  const org = await service.organization({ name: 'Bench' });
  const surveyId = await m.seed.createDemoSurvey(db, org.id);
  const importId = await m.seed.createDemoSurvey(db, org.id);
  const started = performance.now();
  let last = 0;
  await m.seed.seedSessions(db, surveyId, 1, {
    responses: N,
    onProgress: (done: number) => {
      if (done - last >= N / 10 || done === N) {
        process.stderr.write(`  seeded ${fmt(done)}\n`);
        last = done;
      }
    },
  });
  await service.close();
  return { key: org.key, surveyId, importId, seedSeconds: (performance.now() - started) / 1000 };
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value };
}

function importRecords(questions: { id: string }[], batch: number) {
  const [, age, used] = questions;
  return Array.from({ length: IMPORT_BATCH }, (_, i) => ({
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

interface Page {
  pagination: { nextCursor: string | null };
}

interface Exported {
  rate: number;
  seconds: number;
  bytes: number;
  peak: number;
  idle: number;
}

async function main() {
  const { after, before, report } = comparisonReport({
    name: 'responses',
    title: 'Responses at volume: seeding, import, listing and export',
    settings: {
      responses: N,
      importBatches: IMPORT_BATCHES,
      formats: FORMATS.join(','),
      rounds: ROUNDS,
      skip: [...SKIP].filter(Boolean).join(','),
    },
  });
  // BENCH_DATA_DIR reuses a folder an earlier run kept (BENCH_KEEP=1), skipping the seeding.
  const reuse = process.env.BENCH_DATA_DIR;
  const dataDir = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-responses-'));
  const saved = path.join(dataDir, 'bench.json');
  if (!reuse) process.stderr.write(`bench: seeding ${fmt(N)} sessions into ${dataDir}\n`);
  const fixture: Fixture = reuse ? JSON.parse(fs.readFileSync(saved, 'utf8')) : await setup(after, dataDir);
  if (!reuse) fs.writeFileSync(saved, JSON.stringify(fixture));
  const { key, surveyId, importId, seedSeconds } = fixture;
  const auth = { authorization: `Bearer ${key}` };
  report.figure('seed', `${fmt(N)} sessions in ${fmt(seedSeconds, 1)} s (${fmt(N / seedSeconds)} sessions/s)`);
  // BENCH_BEFORE_DATA_DIR: the before build's copy, taken by an earlier run (after builds whose migrations take long).
  const beforeDir = before ? (process.env.BENCH_BEFORE_DATA_DIR ?? `${dataDir}-before`) : null;
  if (beforeDir && !process.env.BENCH_BEFORE_DATA_DIR) {
    process.stderr.write(`bench: copying the data for the before build to ${beforeDir}\n`);
    fs.rmSync(beforeDir, { recursive: true, force: true });
    fs.cpSync(dataDir, beforeDir, { recursive: true });
  }
  const env = (dir: string) => ({ DATA_DIR: dir, SECRET_KEY: 'bench', ...UNLIMITED });

  const server = await serve({ build: after, env: env(dataDir) });
  try {
    const get = (p: string) => fetch(`${server.url}${p}`, { headers: auth });
    if (!SKIP.has('import')) {
      const questions = ((await (await get(`/api/v1/surveys/${importId}/questions`)).json()) as { data: { id: string }[] }).data;
      const imp = await timed(async () => {
        for (let b = 0; b < IMPORT_BATCHES; b++) {
          const res = await fetch(`${server.url}/api/v1/surveys/${importId}/responses`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ responses: importRecords(questions, b) }),
          });
          if (res.status !== 200) throw new Error(`import: ${res.status} ${await res.text()}`);
        }
      });
      const imported = IMPORT_BATCHES * IMPORT_BATCH;
      report.figure(`import, ${fmt(imported)} responses in batches of ${IMPORT_BATCH}`, `${fmt(imported / (imp.ms / 1000))} responses/s`);
    }

    if (!SKIP.has('listing')) {
      const list = `/api/v1/surveys/${surveyId}/responses`;
      const pageLatency = async (query: string) => {
        const runs: number[] = [];
        let body: Page | undefined;
        for (let i = 0; i < 5; i++) {
          const r = await timed(async () => (await (await get(`${list}?${query}`)).json()) as Page);
          runs.push(r.ms);
          body = r.value;
        }
        return { ms: median(runs), body: body! };
      };
      const last = Math.ceil(N / PAGE_SIZE);
      const pages = [...new Set([1, 10, 100, 1000, 10000, last].filter((p) => p <= last))];
      const deepPage = pages[Math.max(0, pages.length - 2)];
      let deepCursor: string | null = null;
      const pageRow = report.table(`listing, page mode (pageSize ${PAGE_SIZE}; median of 5)`, ['page', 'ms']);
      for (const p of pages) {
        const r = await pageLatency(`page=${p}&pageSize=${PAGE_SIZE}`);
        pageRow([fmt(p), fmt(r.ms, 1)]);
        if (p === deepPage) deepCursor = r.body.pagination.nextCursor;
      }
      const walk = async (from: string | null, steps: number) => {
        const runs: number[] = [];
        let cursor = from;
        for (let i = 0; i < steps && cursor; i++) {
          const r = await timed(
            async () => (await (await get(`${list}?pageSize=${PAGE_SIZE}&cursor=${encodeURIComponent(cursor!)}`)).json()) as Page,
          );
          runs.push(r.ms);
          cursor = r.value.pagination.nextCursor;
        }
        return median(runs);
      };
      const first = ((await (await get(`${list}?pageSize=${PAGE_SIZE}`)).json()) as Page).pagination.nextCursor;
      const cursorRow = report.table(`listing, cursor mode (pageSize ${PAGE_SIZE}; median of 50 steps)`, ['from', 'ms']);
      cursorRow(['the start', fmt(await walk(first, 50), 1)]);
      cursorRow([`page ${fmt(deepPage)} onwards`, fmt(await walk(deepCursor, 50), 1)]);
    }
  } finally {
    await server.stop();
  }

  // Exports: a fresh server per format, so VmHWM is that format's peak.
  const exportOnce = async (format: string, build: Build, dir: string): Promise<Exported> => {
    const exporter = await serve({ build, env: env(dir) });
    try {
      const idle = peakRssMb(exporter.pid);
      const r = await timed(async () => {
        const res = await fetch(`${exporter.url}/api/v1/surveys/${surveyId}/responses/export?status=all&format=${format}`, {
          headers: auth,
        });
        if (res.status !== 200 || !res.body) throw new Error(`export ${format}: ${res.status}`);
        let bytes = 0;
        for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
        return bytes;
      });
      const peak = peakRssMb(exporter.pid);
      if (!Number.isFinite(peak)) throw new Error('no VmHWM');
      return { rate: N / (r.ms / 1000), seconds: r.ms / 1000, bytes: r.value, peak, idle };
    } finally {
      await exporter.stop();
    }
  };
  const builds: [string, Build, string][] =
    before && beforeDir
      ? [
          ['before', before, beforeDir],
          ['after', after, dataDir],
        ]
      : [['', after, dataDir]];
  // The first round of a format writes (and keeps) its lines; the rounds after it read them (src/exports/lines.ts).
  const figures = ['first rows/s', 'again rows/s', 's', 'MB file', 'peak RSS MB first, again (idle)'];
  const exportRow = report.table(
    `export of all ${fmt(N)} sessions (status=all; the first export, then ${ROUNDS > 2 ? `the median of ${ROUNDS - 1} more` : 'once more'})`,
    ['format', ...(before ? ['build'] : []), ...figures, ...roundsColumn(ROUNDS, 'rows/s')],
  );
  for (const format of FORMATS) {
    const runs = await roundsOf(ROUNDS, builds, ([, build, dir]) => exportOnce(format, build, dir));
    for (const [[name], [first, ...again]] of runs) {
      const r = again.length ? [...again].sort((a, b) => a.rate - b.rate)[Math.floor(again.length / 2)] : first;
      const peak = again.length ? Math.max(...again.map((x) => x.peak)) : null;
      exportRow([
        format,
        ...(before ? [name] : []),
        fmt(first.rate),
        again.length ? fmt(r.rate) : '-',
        fmt(r.seconds, 1),
        fmt(r.bytes / 1e6),
        `${fmt(first.peak)}, ${peak === null ? '-' : fmt(peak)} (${fmt(first.idle)})`,
        ...(ROUNDS > 1 ? [[first, ...again].map((x) => fmt(x.rate)).join(', ')] : []),
      ]);
    }
  }
  if (beforeDir) fs.rmSync(beforeDir, { recursive: true, force: true });
  if (!reuse && !process.env.BENCH_KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  report.save();
}

run(main);
