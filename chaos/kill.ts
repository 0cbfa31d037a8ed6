// Part 1 of `npm run chaos`: kill -9 under load. Workers import batches and walk respondents through the survey while
// the server is killed with SIGKILL at random moments and restarted; afterwards every request answered 2xx is found
// stored exactly once, no session is half-written, the counters equal a recount, and the outbox reached the receiver.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../harness/free-port';
import { startReceiver } from '../harness/receiver';
import { sleep } from '../harness/stats';
import { call, countersMatchRecount, inspect, killed, prepare, serverEnv, startServer, valuesFor, type Setup } from './cluster';

/** Concurrent clients: two importers, the rest respondents. */
const WORKERS = 6;
const IMPORT_BATCH = 20;
/** Time between kills: at least MIN, at most MIN + SPREAD. */
const KILL_MIN_MS = 2000;
const KILL_SPREAD_MS = 4000;
/** How long the outbox may take to drain after the load. */
const DRAIN_POLLS = 300;
const DRAIN_POLL_MS = 200;

interface Acknowledged {
  imports: Set<string>;
  started: Set<string>;
  answers: Map<string, number>;
  completed: Set<string>;
}

export interface KillResult {
  database: string;
  kills: number;
  /** [acknowledged, found exactly once] */
  imports: [number, number];
  started: [number, number];
  answers: [number, number];
  completed: [number, number];
  halfWritten: number;
  counters: boolean;
  webhook: { deliveries: number; delivered: number; atReceiver: number; waiting: number; completedEvents: number };
}

/** The load: imports with external ids and respondents walking the survey, recording what was acknowledged. */
function load(base: () => string, setup: Setup, ack: Acknowledged, stop: { now: boolean }): Promise<void[]> {
  let n = 0;
  const importer = async () => {
    while (!stop.now) {
      const batch = Array.from({ length: IMPORT_BATCH }, () => `x-${process.pid}-${++n}`);
      const res = await call(base, 'POST', `/api/v1/surveys/${setup.surveyId}/responses`, {
        key: setup.key,
        body: {
          responses: batch.map((externalId, i) => ({
            externalId,
            status: 'completed',
            startedAt: new Date(Date.now() - 600_000).toISOString(),
            completedAt: new Date().toISOString(),
            answers: [{ questionId: setup.questions[1], value: i % 11 }],
          })),
        },
      });
      if (res && res.status < 300) batch.forEach((id) => ack.imports.add(id));
      else await sleep(50);
    }
  };
  const respondent = async () => {
    while (!stop.now) {
      const started = await call(base, 'POST', `/api/collect/v1/surveys/${setup.surveyId}/sessions`, { body: {} });
      if (!started || started.status !== 201) {
        await sleep(50);
        continue;
      }
      const { sessionId, token } = started.body as { sessionId: string; token: string };
      ack.started.add(sessionId);
      const values = valuesFor(n);
      let answered = 0;
      for (let i = 0; i < setup.questions.length; i++) {
        const res = await call(base, 'POST', `/api/collect/v1/sessions/${sessionId}/answers`, {
          token,
          body: { answers: [{ questionId: setup.questions[i], value: values[i], timeMs: 4000 }] },
        });
        if (!res || res.status !== 200) break;
        answered++;
      }
      ack.answers.set(sessionId, answered);
      if (answered < setup.questions.length) continue;
      const done = await call(base, 'POST', `/api/collect/v1/sessions/${sessionId}/complete`, { token });
      if (done && done.status === 200) ack.completed.add(sessionId);
    }
  };
  return Promise.all([importer(), importer(), ...Array.from({ length: WORKERS - 2 }, respondent)]);
}

export async function killPart(database: string, kills: number): Promise<KillResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-chaos-'));
  const rx = await startReceiver();
  const setup = await prepare(database, dataDir, rx);
  const port = await freePort();
  const env = serverEnv(setup, dataDir, port, { WEBHOOK_CA_FILE: rx.caFile, ABANDON_SWEEP_SECONDS: '0' });
  let server = await startServer(env);
  const base = () => `http://127.0.0.1:${port}`;
  const ack: Acknowledged = { imports: new Set(), started: new Set(), answers: new Map(), completed: new Set() };
  const stop = { now: false };
  const running = load(base, setup, ack, stop);
  for (let k = 0; k < kills; k++) {
    await sleep(KILL_MIN_MS + Math.random() * KILL_SPREAD_MS);
    await killed(server);
    process.stderr.write(`  ${database}: killed (${k + 1}/${kills})\n`);
    server = await startServer(env);
  }
  await sleep(3000);
  stop.now = true;
  await running;
  // Let the outbox drain to the receiver.
  const reader = await inspect(setup, dataDir);
  const q = reader.services.db.kysely;
  for (let i = 0; i < DRAIN_POLLS; i++) {
    const pending = await q
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '!=', 'delivered')
      .executeTakeFirstOrThrow();
    if (Number(pending.n) === 0) break;
    await sleep(DRAIN_POLL_MS);
  }
  await killed(server);
  const sessions = await q
    .selectFrom('sessions')
    .select(['id', 'external_id', 'status', 'completed_at', 'answers'])
    .where('survey_id', '=', setup.surveyId)
    .execute();
  const byExternal = new Map<string, number>();
  for (const s of sessions) if (s.external_id) byExternal.set(s.external_id, (byExternal.get(s.external_id) ?? 0) + 1);
  const byId = new Map(sessions.map((s) => [s.id, s]));
  const importsOnce = [...ack.imports].filter((id) => byExternal.get(id) === 1).length;
  const startedFound = [...ack.started].filter((id) => byId.has(id)).length;
  let answersAck = 0;
  let answersFound = 0;
  for (const [id, n] of ack.answers) {
    answersAck += n;
    answersFound += Math.min(n, (JSON.parse(byId.get(id)?.answers ?? '[]') as unknown[]).length);
  }
  const completedFound = [...ack.completed].filter((id) => byId.get(id)?.status === 'completed').length;
  const halfWritten = sessions.filter((s) => (s.status === 'completed') !== (s.completed_at !== null) && s.status !== 'completed').length;
  const brokenJson = sessions.filter((s) => {
    try {
      JSON.parse(s.answers);
      return false;
    } catch {
      return true;
    }
  }).length;
  const counters = await countersMatchRecount(reader.services.db, setup.surveyId);
  const deliveries = await q.selectFrom('webhook_deliveries').select(['event_id', 'status']).execute();
  const received = new Set(rx.received.map((a) => a.headers['webhook-id']).filter(Boolean));
  const delivered = deliveries.filter((d) => d.status === 'delivered');
  const completedEvents = await q.selectFrom('events').select('id').where('type', '=', 'response.completed').execute();
  await reader.close();
  await rx.close();
  await setup.postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    database,
    kills,
    imports: [ack.imports.size, importsOnce],
    started: [ack.started.size, startedFound],
    answers: [answersAck, answersFound],
    completed: [ack.completed.size, completedFound],
    halfWritten: halfWritten + brokenJson,
    counters,
    // Outbox deliveries; delivered ones that reached the receiver; those still waiting for a retry (an attempt a
    // kill cut short backs off: 5 s, then 5 min); response.completed events written.
    webhook: {
      deliveries: deliveries.length,
      delivered: delivered.length,
      atReceiver: delivered.filter((d) => received.has(d.event_id)).length,
      waiting: deliveries.length - delivered.length,
      completedEvents: completedEvents.length,
    },
  };
}
