// Parts 2 and 3 of `npm run chaos` (scripts/chaos.js): two processes on one PostgreSQL under mixed load, and a soak.
'use strict';
const { median } = require('./stats');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { prepare, serverEnv, startServer, killed, call, freePort, sleep, fmt } = require('./chaos');
const { receiver } = require('./https-receiver');

const root = path.resolve(__dirname, '..');
const dist = (p) => require(path.join(root, 'dist/src', p));
/** Requests a minute the rate-limit check allows, across both processes. */
const LIMIT = 300;
const STALE = 200;

/** A respondent's whole walk; answers the statuses met. */
async function respond(base, setup, n) {
  const statuses = [];
  const started = await call(base, 'POST', `/api/collect/v1/surveys/${setup.surveyId}/sessions`, { body: {} });
  statuses.push(started?.status ?? 0);
  if (started?.status !== 201) return statuses;
  const { sessionId, token } = started.body;
  const values = [['a', 'b'][n % 2], n % 11, 'It is quick.'];
  for (let i = 0; i < 3; i++) {
    const r = await call(base, 'POST', `/api/collect/v1/sessions/${sessionId}/answers`, {
      token,
      body: { answers: [{ questionId: setup.questions[i], value: values[i], timeMs: 4000 }] },
    });
    statuses.push(r?.status ?? 0);
  }
  statuses.push((await call(base, 'POST', `/api/collect/v1/sessions/${sessionId}/complete`, { token }))?.status ?? 0);
  return statuses;
}

async function twoProcesses(seconds) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-chaos-two-'));
  const rx = await receiver(dataDir);
  const setup = await prepare('postgres', dataDir, rx);
  const ports = [await freePort(), await freePort()];
  const bases = ports.map((p) => () => `http://127.0.0.1:${p}`);
  // Stale sessions the abandonment sweep of both processes races for: each must end once, with one event.
  const old = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const sweep = { ABANDON_SWEEP_SECONDS: '1', ABANDON_AFTER_MINUTES: '60', WEBHOOK_CA_FILE: rx.caFile };
  const servers = await Promise.all(
    ports.map((p) => startServer(serverEnv(setup, dataDir, p, { ...sweep, ABANDON_SWEEP_SECONDS: '3600' }))),
  );
  const imported = await call(bases[0], 'POST', `/api/v1/surveys/${setup.surveyId}/responses`, {
    key: setup.key,
    body: {
      responses: Array.from({ length: STALE }, (_, i) => ({
        externalId: `stale-${i}`,
        status: 'in_progress',
        startedAt: old,
        answers: [],
      })),
    },
  });
  if (imported?.status >= 300) throw new Error(`stale import: ${imported?.status}`);
  await Promise.all(servers.map(killed));
  const running = await Promise.all(ports.map((p) => startServer(serverEnv(setup, dataDir, p, sweep))));
  const statuses = new Map();
  const count = (s) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
  const until = Date.now() + seconds * 1000;
  let n = 0;
  const worker = async (w) => {
    while (Date.now() < until) {
      const base = bases[(n++ + w) % 2];
      switch (n % 5) {
        case 0:
          for (const s of await respond(base, setup, n)) count(s);
          break;
        case 1:
          count((await call(base, 'GET', `/api/v1/surveys/${setup.surveyId}`, { key: setup.key }))?.status ?? 0);
          break;
        case 2: {
          const body = {
            responses: [
              { externalId: `two-${w}-${n}`, status: 'completed', startedAt: old, completedAt: new Date().toISOString(), answers: [] },
            ],
          };
          count((await call(base, 'POST', `/api/v1/surveys/${setup.surveyId}/responses`, { key: setup.key, body }))?.status ?? 0);
          break;
        }
        case 3:
          count(
            (await call(base, 'GET', `/api/v1/surveys/${setup.surveyId}/responses/export?format=csv&status=all`, { key: setup.key }))
              ?.status ?? 0,
          );
          break;
        default:
          count(
            (await call(base, 'GET', `/api/v1/surveys/${setup.surveyId}/analytics?include=devices,quality`, { key: setup.key }))?.status ??
              0,
          );
      }
    }
  };
  await Promise.all([0, 1, 2, 3, 4, 5].map(worker));
  const fiveXx = [...statuses].filter(([s]) => s >= 500 || s === 0).reduce((a, [, c]) => a + c, 0);
  const total = [...statuses].reduce((a, [, c]) => a + c, 0);
  await Promise.all(running.map(killed));
  // The shared rate limit: both processes restarted with LIMIT a minute; LIMIT + 100 requests alternate between them
  // inside one minute window.
  const limited = await Promise.all(
    ports.map((p) => startServer(serverEnv(setup, dataDir, p, { RATE_LIMIT_PER_MINUTE: String(LIMIT), WEBHOOK_CA_FILE: rx.caFile }))),
  );
  while (new Date().getUTCSeconds() > 30) await sleep(500);
  const answers = [];
  for (let i = 0; i < LIMIT + 100; i += 10) {
    answers.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, j) => call(bases[(i + j) % 2], 'GET', '/api/v1/surveys', { key: setup.limited })),
      )),
    );
  }
  const allowed = answers.filter((a) => a?.status === 200).length;
  const refused = answers.filter((a) => a?.status === 429).length;
  await Promise.all(limited.map(killed));
  const services = await dist('server').createServices(
    dist('config').loadConfig({ DATABASE_URL: setup.url, DATA_DIR: dataDir, SECRET_KEY: 'chaos' }),
    dist('log').createLogger('silent'),
  );
  const abandoned = await services.db.kysely
    .selectFrom('sessions')
    .select('id')
    .where('survey_id', '=', setup.surveyId)
    .where('status', '=', 'abandoned')
    .execute();
  const events = await services.db.kysely.selectFrom('webhook_events').select('payload').where('type', '=', 'response.abandoned').execute();
  const eventSessions = events.map((e) => JSON.parse(e.payload).data.response.id);
  await services.db.close();
  rx.server.close();
  await setup.pg.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`\nTwo processes on one PostgreSQL, ${seconds} s of mixed load (reads, respondents, imports, exports, analytics)`);
  console.log(
    `requests ${fmt(total)} (${fmt(total / seconds)}/s), 5xx or failed ${fiveXx}; by status ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
  const most = LIMIT + 2 * (dist('http/rate-limit').batchFor(LIMIT) - 1);
  console.log(
    `shared rate limit ${LIMIT}/min across both: ${allowed} allowed (the bound for two processes: ${LIMIT} to ${most}), ${refused} refused of ${answers.length}`,
  );
  console.log(
    `abandonment sweep in both processes: ${STALE} stale sessions, ${abandoned.length} abandoned, ${events.length} response.abandoned events (${new Set(eventSessions).size} distinct sessions)`,
  );
}

async function soak(seconds) {
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
      await sleep(Math.max(0, 200 - (Date.now() - started))); // about 5 sessions a second per worker
    }
  };
  await Promise.all([worker(), worker()]);
  const samples = server.memory;
  await killed(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  // Memory moves with every collection: compare the median of the minute after warm-up with the median of the last minute.
  const warmAt = samples[0].at + Math.min(60_000, (seconds * 1000) / 5);
  const minute = (from) => samples.filter((x) => x.at >= from && x.at < from + 60_000);
  const early = minute(warmAt);
  const late = minute(samples[samples.length - 1].at - 59_999);
  const mb = (b) => `${fmt(b / 1048576, 1)} MB`;
  const growth = (a, b) => `${b >= a ? '+' : ''}${fmt(((b - a) / a) * 100, 1)}%`;
  const [rss0, rss1] = [median(early.map((x) => x.rss)), median(late.map((x) => x.rss))];
  const [heap0, heap1] = [median(early.map((x) => x.heapUsed)), median(late.map((x) => x.heapUsed))];
  console.log(`\nSoak: ${seconds} s, ${fmt(n)} respondent walks (${fmt(n / seconds, 1)}/s) with an analytics read each, ${failed} failed`);
  console.log(
    `median of the minute after warm-up: RSS ${mb(rss0)}, heap used ${mb(heap0)}; of the last minute: RSS ${mb(rss1)} (${growth(rss0, rss1)}), heap used ${mb(heap1)} (${growth(heap0, heap1)})`,
  );
  const curve = samples.filter((_, i) => i % Math.max(1, Math.floor(samples.length / 10)) === 0).map((s) => fmt(s.rss / 1048576));
  console.log(
    `RSS curve (MB, ${samples.length} samples every 5 s, every ${Math.max(1, Math.floor(samples.length / 10))}th): ${curve.join(' ')}`,
  );
}

module.exports = { twoProcesses, soak };
