#!/usr/bin/env node
// `npm run bench:report`: the PDF report of a 20-question survey with 100,000 sessions (the demo survey plus eight
// more questions, seeded through `fieldwork seed`'s code path), measured over HTTP by hand (not a timed test): the
// cold first report (browser launch included), then warm p50 and p95 over BENCH_REQUESTS sequential requests, then
// the same with 5 concurrent requests. Target: warm p50 at most 1.5 s. BENCH_SESSIONS changes the volume.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const dist = (p) => require(path.join(root, 'dist/src', p));
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const CONCURRENT = 5;
const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const quantile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const opts = (...labels) => labels.map((label, i) => ({ id: `o${i}`, label }));

const EXTRA = [
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

async function timed(url, key) {
  const t = process.hrtime.bigint();
  const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200 || bytes.subarray(0, 5).toString() !== '%PDF-')
    throw new Error(`report: ${res.status} ${bytes.toString().slice(0, 200)}`);
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, bytes: bytes.length };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-report-'));
  const env = { DATA_DIR: dataDir, SECRET_KEY: 'bench', RATE_LIMIT_PER_MINUTE: '100000000', ABANDON_SWEEP_SECONDS: '0' };
  const services = await dist('server').createServices(
    dist('config').loadConfig({ ...process.env, ...env }),
    dist('log').createLogger('silent'),
  );
  let running = null;
  try {
    const org = await dist('auth/organizations').createOrganization(services.db, 'Bench', 'business');
    const { key } = await dist('auth/keys').createKey(services.db, org.id, [...dist('auth/scopes').SCOPES]);
    const seed = dist('seed/seed');
    const questions = dist('questions/service');
    const surveyId = await seed.createDemoSurvey(services.db, org.id);
    const before = (await dist('questions/repository').listQuestionRows(services.db.kysely, surveyId)).length;
    for (const q of EXTRA)
      await questions.createQuestion(services.db, surveyId, { required: true, position: before - 1, acknowledgeConsequence: true, ...q });
    const rows = await dist('questions/repository').listQuestionRows(services.db.kysely, surveyId);
    const analysed = rows.filter((r) => !['welcome_screen', 'thank_you_screen', 'statement'].includes(r.type)).length;
    const version = (
      await services.db.kysely.selectFrom('surveys').select('questionnaire_version').where('id', '=', surveyId).executeTakeFirstOrThrow()
    ).questionnaire_version;
    const started = process.hrtime.bigint();
    await seed.seedSessions(services.db, surveyId, version, { responses: SESSIONS, seed: 5, now: Date.UTC(2026, 10, 20) });
    process.stderr.write(
      `seeded ${fmt(SESSIONS)} sessions on ${analysed} analysed questions in ${fmt(Number(process.hrtime.bigint() - started) / 1e9, 1)} s\n`,
    );
    running = await dist('server').startServer(services, 0, '127.0.0.1');
    const url = `${running.url}/api/v1/surveys/${surveyId}/report`;
    const cold = await timed(url, key);
    const warm = [];
    for (let i = 0; i < REQUESTS; i++) warm.push((await timed(url, key)).ms);
    const concurrent = [];
    const wall = process.hrtime.bigint();
    for (let round = 0; round < Math.max(1, Math.floor(REQUESTS / CONCURRENT)); round++) {
      const batch = await Promise.all(Array.from({ length: CONCURRENT }, () => timed(url, key)));
      concurrent.push(...batch.map((b) => b.ms));
    }
    const wallSeconds = Number(process.hrtime.bigint() - wall) / 1e9;
    console.log(`PDF report, ${analysed} analysed questions, ${fmt(SESSIONS)} sessions (SQLite), file ${fmt(cold.bytes / 1024)} KiB`);
    console.log(`  cold (browser launch included): ${fmt(cold.ms)} ms`);
    console.log(`  warm, sequential (${REQUESTS}): p50 ${fmt(quantile(warm, 0.5))} ms, p95 ${fmt(quantile(warm, 0.95))} ms`);
    console.log(
      `  warm, ${CONCURRENT} concurrent (${concurrent.length}): p50 ${fmt(quantile(concurrent, 0.5))} ms, p95 ${fmt(quantile(concurrent, 0.95))} ms, ${fmt(concurrent.length / wallSeconds, 2)} reports/s`,
    );
    console.log(`  target: warm p50 <= 1,500 ms: ${quantile(warm, 0.5) <= 1500 ? 'met' : 'NOT met'}`);
  } finally {
    await running?.close();
    await services.db.close().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
