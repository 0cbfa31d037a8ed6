#!/usr/bin/env node
// `npm run bench:webhooks`: webhook delivery measured by hand (not a timed test), SQLite, receiver on loopback HTTPS
// in the same process (self-signed, trusted through WEBHOOK_CA_FILE).
//   1. write path: respondent session starts per second for an organisation without and with a subscription
//      (the outbox row and its delivery are written in the session's own transaction);
//   2. latency: events raised one at a time through the respondent API; time from the event's createdAt to its
//      arrival at the receiver (p50, p95, max);
//   3. throughput: BENCH_EVENTS events queued for 1 and for 10 subscriptions, then drained: deliveries per second
//      from outbox to receiver.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { receiver } = require('./https-receiver');
const root = path.resolve(__dirname, '..');
const dist = (p) => require(path.join(root, 'dist/src', p));
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const LATENCY_EVENTS = Number(process.env.BENCH_LATENCY_EVENTS ?? 200);
const STARTS = Number(process.env.BENCH_STARTS ?? 500);
const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const quantile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(arrivals, count, ms = 600_000) {
  const deadline = Date.now() + ms;
  while (arrivals.length < count) {
    if (Date.now() > deadline) throw new Error(`only ${arrivals.length} of ${count} deliveries arrived`);
    await sleep(2);
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-webhooks-'));
  const rx = await receiver(dataDir);
  const env = {
    DATA_DIR: dataDir,
    SECRET_KEY: 'bench',
    RATE_LIMIT_PER_MINUTE: '100000000',
    COLLECT_RATE_LIMIT_PER_MINUTE: '100000000',
    ABANDON_SWEEP_SECONDS: '0',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_CA_FILE: rx.caFile,
    WEBHOOK_POLL_MS: '0', // each phase starts the dispatcher it needs
  };
  const services = await dist('server').createServices(
    dist('config').loadConfig({ ...process.env, ...env }),
    dist('log').createLogger('silent'),
  );
  const running = await dist('server').startServer(services, 0, '127.0.0.1');
  const { createOrganization } = dist('auth/organizations');
  const { createWebhook } = dist('webhooks/service');
  const { emit } = dist('webhooks/outbox');
  const { WebhookDispatcher } = dist('webhooks/dispatcher');
  const survey = async (orgId) => {
    const s = await dist('surveys/service').createSurvey(services.db, orgId, { title: 'Bench' });
    const row = await services.db.kysely.selectFrom('surveys').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
    await dist('questions/service').createQuestion(services.db, s.id, { type: 'short_text', title: 'Anything?', required: false });
    await dist('surveys/service').updateSurvey(services.db, row, { status: 'live' });
    return s.id;
  };
  const start = (surveyId) =>
    fetch(`${running.url}/api/collect/v1/surveys/${surveyId}/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).then((r) => {
      if (r.status !== 201) throw new Error(`start: ${r.status}`);
      return r.arrayBuffer();
    });
  try {
    // 1. Write path (nothing delivered meanwhile, so only the outbox's cost is measured).
    const quiet = await createOrganization(services.db, 'No webhooks', 'business');
    const watched = await createOrganization(services.db, 'Watched', 'business');
    const quietSurvey = await survey(quiet.id);
    const watchedSurvey = await survey(watched.id);
    await createWebhook(services.db, services.config, watched.id, { url: rx.url('/write-path'), events: ['response.started'] });
    const rate = async (surveyId) => {
      for (let i = 0; i < 20; i++) await start(surveyId);
      const t = process.hrtime.bigint();
      for (let i = 0; i < STARTS; i++) await start(surveyId);
      return STARTS / (Number(process.hrtime.bigint() - t) / 1e9);
    };
    const without = await rate(quietSurvey);
    const withHook = await rate(watchedSurvey);
    const without2 = await rate(quietSurvey);
    const base = (without + without2) / 2;
    console.log(
      `write path: ${fmt(base)} session starts/s without a subscription, ${fmt(withHook)}/s with one (ratio ${fmt(withHook / base, 2)})`,
    );
    const live = new WebhookDispatcher(services);
    live.start(1000);
    await live.tick();
    await waitFor(rx.arrivals, STARTS + 20);

    // 2. Latency, one event at a time, through the respondent API and the running dispatcher (woken by each write).
    const latencyOrg = await createOrganization(services.db, 'Latency', 'business');
    const latencySurvey = await survey(latencyOrg.id);
    await createWebhook(services.db, services.config, latencyOrg.id, { url: rx.url('/latency'), events: ['response.started'] });
    const latencies = [];
    for (let i = 0; i < LATENCY_EVENTS; i++) {
      const before = rx.arrivals.length;
      await start(latencySurvey);
      await waitFor(rx.arrivals, before + 1, 30_000);
      const hit = rx.arrivals[rx.arrivals.length - 1];
      latencies.push(hit.at - Date.parse(JSON.parse(hit.body).createdAt));
      await sleep(5);
    }
    console.log(
      `latency (createdAt to arrival, ${LATENCY_EVENTS} events): p50 ${quantile(latencies, 0.5)} ms, p95 ${quantile(latencies, 0.95)} ms, max ${Math.max(...latencies)} ms`,
    );

    // 3. Throughput: queue with no dispatcher running, then drain with one.
    await live.stop();
    for (const subscriptions of [1, 10]) {
      const org = await createOrganization(services.db, `Throughput ${subscriptions}`, 'business');
      for (let i = 0; i < subscriptions; i++)
        await createWebhook(services.db, services.config, org.id, { url: rx.url(`/throughput-${subscriptions}`) });
      for (let i = 0; i < EVENTS; i += 100) {
        const batch = Array.from({ length: Math.min(100, EVENTS - i) }, (_, j) => ({
          type: 'survey.created',
          surveyId: null,
          data: () => ({ n: i + j }),
        }));
        await services.db.kysely.transaction().execute((trx) => emit(trx, org.id, batch));
      }
      const before = rx.arrivals.length;
      const dispatcher = new WebhookDispatcher(services);
      const t = process.hrtime.bigint();
      dispatcher.start(1000);
      await dispatcher.tick();
      await waitFor(rx.arrivals, before + EVENTS * subscriptions);
      const seconds = Number(process.hrtime.bigint() - t) / 1e9;
      await dispatcher.stop();
      console.log(
        `throughput, ${fmt(EVENTS)} events x ${subscriptions} subscription(s): ${fmt(EVENTS * subscriptions)} deliveries in ${fmt(seconds, 2)} s = ${fmt((EVENTS * subscriptions) / seconds)} deliveries/s`,
      );
    }
  } finally {
    await running.close();
    rx.server.closeAllConnections();
    rx.server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
