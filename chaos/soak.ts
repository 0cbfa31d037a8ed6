// Part 3 of `npm run chaos`: a soak at steady load on SQLite (respondents walking the survey, an analytics read after
// each): RSS and heap used after warm-up against the last minute, and the RSS curve.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../harness/free-port';
import { fmt, median, sleep } from '../harness/stats';
import type { Report } from '../harness/report';
import { call, killed, prepare, serverEnv, startServer } from './cluster';
import { respond } from './walk';

/** A walk at most this often per worker: about 5 sessions a second each. */
const WALK_EVERY_MS = 200;
const MINUTE_MS = 60_000;
const CURVE_POINTS = 10;

export async function soak(report: Report, seconds: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-chaos-soak-'));
  const setup = await prepare('sqlite', dataDir, null);
  const port = await freePort();
  const server = await startServer(serverEnv(setup, dataDir, port));
  const base = () => `http://127.0.0.1:${port}`;
  const until = Date.now() + seconds * 1000;
  let n = 0;
  let failed = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const started = Date.now();
      const statuses = await respond(base, setup, ++n);
      if (statuses.some((s) => s >= 500 || s === 0)) failed++;
      const read = await call(base, 'GET', `/api/v1/surveys/${setup.surveyId}/analytics`, { key: setup.key });
      if (!read || read.status >= 500) failed++;
      await sleep(Math.max(0, WALK_EVERY_MS - (Date.now() - started)));
    }
  };
  await Promise.all([worker(), worker()]);
  const samples = server.memory;
  await killed(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  // Memory moves with every collection: compare the median of the minute after warm-up with the median of the last minute.
  const warmAt = samples[0].at + Math.min(MINUTE_MS, (seconds * 1000) / 5);
  const minute = (from: number) => samples.filter((x) => x.at >= from && x.at < from + MINUTE_MS);
  const early = minute(warmAt);
  const late = minute(samples[samples.length - 1].at - (MINUTE_MS - 1));
  const mb = (b: number) => `${fmt(b / 1048576, 1)} MB`;
  const growth = (a: number, b: number) => `${b >= a ? '+' : ''}${fmt(((b - a) / a) * 100, 1)}%`;
  const [rss0, rss1] = [median(early.map((x) => x.rss)), median(late.map((x) => x.rss))];
  const [heap0, heap1] = [median(early.map((x) => x.heapUsed)), median(late.map((x) => x.heapUsed))];
  report.note(`Soak: ${seconds} s, ${fmt(n)} respondent walks (${fmt(n / seconds, 1)}/s) with an analytics read each, ${failed} failed`);
  report.figure('median of the minute after warm-up', `RSS ${mb(rss0)}, heap used ${mb(heap0)}`);
  report.figure('median of the last minute', `RSS ${mb(rss1)} (${growth(rss0, rss1)}), heap used ${mb(heap1)} (${growth(heap0, heap1)})`);
  const every = Math.max(1, Math.floor(samples.length / CURVE_POINTS));
  const curve = samples.filter((_, i) => i % every === 0).map((s) => fmt(s.rss / 1048576));
  report.figure(`RSS curve (MB, ${samples.length} samples every 5 s, every ${every}th)`, curve.join(' '));
}
