// `npm run bench:webhooks`: webhook delivery measured by hand (not a timed test), SQLite, receiver on loopback HTTPS
// in the same process (harness/receiver.ts: self-signed, trusted through WEBHOOK_CA_FILE).
//   1. write path: respondent session starts per second for an organisation without and with a subscription
//      (the outbox row and its delivery are written in the session's own transaction);
//   2. latency: events raised one at a time through the respondent API; time from the event's createdAt to its
//      arrival at the receiver (p50, p95, max);
//   3. throughput: BENCH_EVENTS events queued for 1 and for 10 subscriptions, then drained: deliveries per second
//      from outbox to receiver.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAt } from '../harness/build';
import { startReceiver, type Receiver } from '../harness/receiver';
import { UNLIMITED } from '../harness/server-process';
import { startService } from '../harness/service';
import { fmt, quantile, sleep } from '../harness/stats';
import { Report, run } from '../harness/report';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const LATENCY_EVENTS = Number(process.env.BENCH_LATENCY_EVENTS ?? 200);
const STARTS = Number(process.env.BENCH_STARTS ?? 500);
const WARM_UP_STARTS = 20;
const EMIT_BATCH = 100;

async function waitFor(rx: Receiver, count: number, ms = 600_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (rx.received.length < count) {
    if (Date.now() > deadline) throw new Error(`only ${rx.received.length} of ${count} deliveries arrived`);
    await sleep(2);
  }
}

async function main() {
  const m = buildAt().modules;
  const report = new Report({
    name: 'webhooks',
    title: 'Webhook delivery: the write path, latency and throughput',
    settings: { events: EVENTS, latencyEvents: LATENCY_EVENTS, starts: STARTS },
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-webhooks-'));
  const rx = await startReceiver();
  const service = await startService(
    m,
    {
      ...process.env,
      DATA_DIR: dataDir,
      SECRET_KEY: 'bench',
      ...UNLIMITED,
      ABANDON_SWEEP_SECONDS: '0',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_CA_FILE: rx.caFile,
      WEBHOOK_POLL_MS: '0', // each phase starts the dispatcher it needs
    },
    { listen: true },
  );
  const { services } = service;
  const db = services.db;
  const url = service.running!.url;
  const survey = async (orgId: string) => {
    const s = await m.surveys.createSurvey(db, orgId, { title: 'Bench' });
    const row = await db.kysely.selectFrom('surveys').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
    await m.questions.createQuestion(db, s.id, { type: 'short_text', title: 'Anything?', required: false });
    await m.surveys.updateSurvey(db, row, { status: 'live' });
    return s.id;
  };
  const start = (surveyId: string) =>
    fetch(`${url}/api/collect/v1/surveys/${surveyId}/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).then((r) => {
      if (r.status !== 201) throw new Error(`start: ${r.status}`);
      return r.arrayBuffer();
    });
  try {
    // 1. Write path (nothing delivered meanwhile, so only the outbox's cost is measured).
    const quiet = await service.organization({ name: 'No webhooks' });
    const watched = await service.organization({ name: 'Watched' });
    const quietSurvey = await survey(quiet.id);
    const watchedSurvey = await survey(watched.id);
    await m.webhooks.createWebhook(db, services.config, watched.id, { url: rx.url('/write-path'), events: ['response.started'] });
    const rate = async (surveyId: string) => {
      for (let i = 0; i < WARM_UP_STARTS; i++) await start(surveyId);
      const t = performance.now();
      for (let i = 0; i < STARTS; i++) await start(surveyId);
      return STARTS / ((performance.now() - t) / 1000);
    };
    const without = await rate(quietSurvey);
    const withHook = await rate(watchedSurvey);
    const without2 = await rate(quietSurvey);
    const base = (without + without2) / 2;
    report.figure(
      'write path',
      `${fmt(base)} session starts/s without a subscription, ${fmt(withHook)}/s with one (ratio ${fmt(withHook / base, 2)})`,
    );
    const live = new m.webhookDispatcher.WebhookDispatcher(services);
    live.start(1000);
    await live.tick();
    await waitFor(rx, STARTS + WARM_UP_STARTS);

    // 2. Latency, one event at a time, through the respondent API and the running dispatcher (woken by each write).
    const latencyOrg = await service.organization({ name: 'Latency' });
    const latencySurvey = await survey(latencyOrg.id);
    await m.webhooks.createWebhook(db, services.config, latencyOrg.id, { url: rx.url('/latency'), events: ['response.started'] });
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_EVENTS; i++) {
      const before = rx.received.length;
      await start(latencySurvey);
      await waitFor(rx, before + 1, 30_000);
      const hit = rx.received[rx.received.length - 1];
      latencies.push(hit.at - Date.parse((JSON.parse(hit.body) as { createdAt: string }).createdAt));
      await sleep(5);
    }
    report.figure(
      `latency (createdAt to arrival, ${LATENCY_EVENTS} events)`,
      `p50 ${quantile(latencies, 0.5)} ms, p95 ${quantile(latencies, 0.95)} ms, max ${Math.max(...latencies)} ms`,
    );

    // 3. Throughput: queue with no dispatcher running, then drain with one.
    await live.stop();
    for (const subscriptions of [1, 10]) {
      const org = await service.organization({ name: `Throughput ${subscriptions}` });
      for (let i = 0; i < subscriptions; i++) {
        await m.webhooks.createWebhook(db, services.config, org.id, { url: rx.url(`/throughput-${subscriptions}`) });
      }
      for (let i = 0; i < EVENTS; i += EMIT_BATCH) {
        const batch = Array.from({ length: Math.min(EMIT_BATCH, EVENTS - i) }, (_, j) => ({
          type: 'survey.created' as const,
          surveyId: null,
          data: () => ({ n: i + j }),
        }));
        await db.kysely.transaction().execute((trx) => m.webhookOutbox.emit(trx, org.id, batch));
      }
      const before = rx.received.length;
      const dispatcher = new m.webhookDispatcher.WebhookDispatcher(services);
      const t = performance.now();
      dispatcher.start(1000);
      await dispatcher.tick();
      await waitFor(rx, before + EVENTS * subscriptions);
      const seconds = (performance.now() - t) / 1000;
      await dispatcher.stop();
      report.figure(
        `throughput, ${fmt(EVENTS)} events x ${subscriptions} subscription(s)`,
        `${fmt(EVENTS * subscriptions)} deliveries in ${fmt(seconds, 2)} s = ${fmt((EVENTS * subscriptions) / seconds)} deliveries/s`,
      );
    }
  } finally {
    await service.close();
    await rx.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report.save();
}

run(main);
