// `npm run bench:report`: the PDF report of a 20-question survey with 100,000 sessions (the demo survey plus eight
// more questions, seeded through `fieldwork seed`'s code path), measured over HTTP by hand (not a timed test): the
// cold first report (browser launch included), then warm p50 and p95 over BENCH_REQUESTS sequential requests, then
// the same with as many concurrent requests as one organisation may have rendering (RENDER.perOrganization). Target: warm p50 at most 1.5 s. BENCH_SESSIONS changes the volume.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAt } from '../harness/build';
import { UNLIMITED } from '../harness/server-process';
import { startService } from '../harness/service';
import { fmt, quantile } from '../harness/stats';
import { Report, run } from '../harness/report';
import type { Modules } from '../harness/build';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const TARGET_WARM_P50_MS = 1500;
const opts = (...labels: string[]) => labels.map((label, i) => ({ id: `o${i}`, label }));

/** What createQuestion takes (the contract's question body). */
type NewQuestion = Parameters<Modules['questions']['createQuestion']>[2];

const EXTRA: NewQuestion[] = [
  { type: 'likert', title: 'The app is easy to learn.' },
  { type: 'likert', title: 'The app is fast enough for my work.' },
  { type: 'likert', title: 'I trust the app with my data.' },
  { type: 'likert', title: 'The app is good value for money.' },
  {
    type: 'single_choice',
    title: 'Which device do you use it on most?',
    config: { options: opts('Phone', 'Laptop', 'Tablet', 'Desktop') },
  },
  {
    type: 'single_choice',
    title: 'How did you hear about us?',
    config: { options: opts('Search', 'A friend', 'Social media', 'An article', 'Other') },
  },
  {
    type: 'multiple_choice',
    title: 'Which integrations would you like?',
    config: { options: opts('Calendar', 'Email', 'Slack', 'Drive', 'Notion') },
  },
  { type: 'short_text', title: 'Which feature should we build next?', required: false },
];

async function timed(url: string, key: string): Promise<{ ms: number; bytes: number }> {
  const t = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200 || bytes.subarray(0, 5).toString() !== '%PDF-')
    throw new Error(`report: ${res.status} ${bytes.toString().slice(0, 200)}`);
  return { ms: performance.now() - t, bytes: bytes.length };
}

async function main() {
  const m = buildAt().modules;
  // One organisation's share of the renderer: one request more is refused with 429 by design.
  const CONCURRENT = m.reportThresholds.RENDER.perOrganization;
  const report = new Report({
    name: 'report',
    title: 'The PDF report of a 20-question survey',
    settings: { sessions: SESSIONS, requests: REQUESTS, concurrent: CONCURRENT },
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-report-'));
  const service = await startService(m, {
    ...process.env,
    DATA_DIR: dataDir,
    SECRET_KEY: 'bench',
    ABANDON_SWEEP_SECONDS: '0',
    ...UNLIMITED,
  });
  let running: Awaited<ReturnType<typeof m.server.startServer>> | null = null;
  try {
    const db = service.services.db;
    const org = await service.organization({ name: 'Bench' });
    const surveyId = await m.seed.createDemoSurvey(db, org.id);
    const before = (await m.questionRows.listQuestionRows(db.kysely, surveyId)).length;
    for (const q of EXTRA) {
      await m.questions.createQuestion(db, surveyId, { required: true, position: before - 1, acknowledgeConsequence: true, ...q });
    }
    const rows = await m.questionRows.listQuestionRows(db.kysely, surveyId);
    const analysed = rows.filter((r) => !['welcome_screen', 'thank_you_screen', 'statement'].includes(r.type)).length;
    const { questionnaire_version: version } = await db.kysely
      .selectFrom('surveys')
      .select('questionnaire_version')
      .where('id', '=', surveyId)
      .executeTakeFirstOrThrow();
    const started = performance.now();
    await m.seed.seedSessions(db, surveyId, version, { responses: SESSIONS, seed: 5, now: Date.UTC(2026, 10, 20) });
    process.stderr.write(
      `seeded ${fmt(SESSIONS)} sessions on ${analysed} analysed questions in ${fmt((performance.now() - started) / 1000, 1)} s\n`,
    );
    running = await m.server.startServer(service.services, 0, '127.0.0.1');
    const url = `${running.url}/api/v1/surveys/${surveyId}/report`;
    const cold = await timed(url, org.key);
    const warm: number[] = [];
    for (let i = 0; i < REQUESTS; i++) warm.push((await timed(url, org.key)).ms);
    const concurrent: number[] = [];
    const wall = performance.now();
    for (let round = 0; round < Math.max(1, Math.floor(REQUESTS / CONCURRENT)); round++) {
      const batch = await Promise.all(Array.from({ length: CONCURRENT }, () => timed(url, org.key)));
      concurrent.push(...batch.map((b) => b.ms));
    }
    const wallSeconds = (performance.now() - wall) / 1000;
    report.note(`PDF report, ${analysed} analysed questions, ${fmt(SESSIONS)} sessions (SQLite), file ${fmt(cold.bytes / 1024)} KiB`);
    report.figure('cold (browser launch included)', `${fmt(cold.ms)} ms`);
    report.figure(
      `warm, sequential (${REQUESTS})`,
      `p50 ${fmt(quantile(warm, 0.5))} ms, p95 ${fmt(quantile(warm, 0.95))} ms`,
      `p50 <= ${fmt(TARGET_WARM_P50_MS)} ms: ${quantile(warm, 0.5) <= TARGET_WARM_P50_MS ? 'met' : 'NOT met'}`,
    );
    report.figure(
      `warm, ${CONCURRENT} concurrent (${concurrent.length})`,
      `p50 ${fmt(quantile(concurrent, 0.5))} ms, p95 ${fmt(quantile(concurrent, 0.95))} ms, ${fmt(concurrent.length / wallSeconds, 2)} reports/s`,
    );
  } finally {
    if (running) await running.close();
    else await service.close().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report.save();
}

run(main);
