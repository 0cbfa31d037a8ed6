#!/usr/bin/env node
// `npm run chaos`: what production does to the service, measured by hand (issue 25; not a timed test).
//   1. kill -9 under load, on SQLite and PostgreSQL: workers import batches and walk respondents through a survey
//      (start, answers, complete) while the server is killed with SIGKILL at CHAOS_KILLS random moments and
//      restarted. Afterwards every request answered 2xx is found stored exactly once, no session is half-written,
//      the analytics counters equal a recount, and every webhook event in the outbox reached the receiver (by
//      `webhook-id`). Prints acknowledged against found.
//   2. Two processes on one PostgreSQL, CHAOS_TWO_SECONDS of mixed load (reads, answers, imports, exports,
//      analytics): 5xx count, the shared rate limit (LIMIT requests a minute across both, within
//      LIMIT + 2 x (batch - 1): each process counts in memory and flushes in batches, D5), and the
//      abandonment sweep (running in both) ending each stale session once.
//   3. A soak of CHAOS_SOAK_SECONDS (600) at steady load on SQLite: RSS and heap after warm-up, start and end.
// CHAOS_DATABASES (sqlite,postgres) and CHAOS_PARTS (kill,two,soak) narrow the run.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const net = require('node:net');
const { fork } = require('node:child_process');
const { sql } = require('kysely');
const { startPostgres } = require('./postgres');
const { receiver } = require('./https-receiver');

const root = path.resolve(__dirname, '..');
const dist = (p) => require(path.join(root, 'dist/src', p));
const DATABASES = (process.env.CHAOS_DATABASES ?? 'sqlite,postgres').split(',');
const PARTS = (process.env.CHAOS_PARTS ?? 'kill,two,soak').split(',');
const KILLS = Number(process.env.CHAOS_KILLS ?? 5);
const TWO_SECONDS = Number(process.env.CHAOS_TWO_SECONDS ?? 60);
const SOAK_SECONDS = Number(process.env.CHAOS_SOAK_SECONDS ?? 600);
const WORKERS = 6;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** A database with an organisation, a full-scope key, a live three-question survey and (optionally) a subscription. */
async function prepare(database, dataDir, hook) {
  const pg = database === 'postgres' ? await startPostgres() : null;
  const url = pg ? pg.url : `sqlite://${path.join(dataDir, 'chaos.db')}`;
  const env = {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SECRET_KEY: 'chaos',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_CA_FILE: hook?.caFile ?? '',
  };
  const services = await dist('server').createServices(dist('config').loadConfig(env), dist('log').createLogger('silent'));
  const db = services.db;
  await dist('compose').migrateToLatest(db);
  const org = await dist('auth/organizations').createOrganization(db, 'Chaos', 'business');
  const { key } = await dist('auth/keys').createKey(db, org.id, [...dist('auth/scopes').SCOPES]);
  // The rate-limit check's key, in an organisation of its own: its minute window starts empty whatever else ran.
  const other = await dist('auth/organizations').createOrganization(db, 'Chaos limited', 'business');
  const limited = (await dist('auth/keys').createKey(db, other.id, [...dist('auth/scopes').SCOPES])).key;
  const survey = await dist('surveys/service').createSurvey(db, org.id, { title: 'Chaos' });
  const questions = [];
  for (const q of [
    {
      type: 'single_choice',
      title: 'Which?',
      config: {
        options: [
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B' },
        ],
      },
    },
    { type: 'nps', title: 'How likely?', config: {} },
    { type: 'short_text', title: 'Why?', config: {} },
  ]) {
    questions.push((await dist('questions/service').createQuestion(db, survey.id, { ...q, required: true })).id);
  }
  const row = await dist('surveys/repository').findSurvey(db.kysely, org.id, survey.id);
  await dist('surveys/service').updateSurvey(db, row, { status: 'live' });
  if (hook) {
    await dist('webhooks/service').createWebhook(db, services.config, org.id, {
      url: hook.url('/hooks'),
      events: ['response.completed', 'response.abandoned'],
    });
  }
  await db.close();
  return { pg, url, orgId: org.id, key, limited, surveyId: survey.id, questions };
}

/** The environment of a forked server on `port` (limits out of the way; `extra` on top). */
function serverEnv(setup, dataDir, port, extra = {}) {
  return {
    DATABASE_URL: setup.url,
    DATA_DIR: dataDir,
    SECRET_KEY: 'chaos',
    PORT: String(port),
    HOST: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '100000000',
    COLLECT_RATE_LIMIT_PER_MINUTE: '100000000',
    WEBHOOK_POLL_MS: '200',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    ...extra,
  };
}

function startServer(env) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'chaos-server.js'), [], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.memory = [];
    child.on('message', (m) => {
      if (m.ready) resolve(child);
      if (m.memory) child.memory.push({ at: Date.now(), ...m.memory });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before it was ready`)));
  });
}

const killed = (child) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });

/** One HTTP call; null when the connection failed (the server was being killed). */
async function call(base, method, p, { key, token, body, headers = {} } = {}) {
  try {
    const res = await fetch(base() + p, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(token ? { 'x-session-token': token } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        'user-agent': IPHONE,
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    return { status: res.status, body: text && /json/.test(res.headers.get('content-type') ?? '') ? JSON.parse(text) : text };
  } catch {
    return null;
  }
}

/** The load of part 1: imports with external ids and respondents walking the survey, recording what was acknowledged. */
function load(base, setup, ack, stop) {
  let n = 0;
  const importer = async () => {
    while (!stop.now) {
      const batch = Array.from({ length: 20 }, () => `x-${process.pid}-${++n}`);
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
      const { sessionId, token } = started.body;
      ack.started.add(sessionId);
      const values = [['a', 'b'][n % 2], n % 11, 'Because it is quick.'];
      let answered = 0;
      for (let i = 0; i < 3; i++) {
        const res = await call(base, 'POST', `/api/collect/v1/sessions/${sessionId}/answers`, {
          token,
          body: { answers: [{ questionId: setup.questions[i], value: values[i], timeMs: 4000 }] },
        });
        if (!res || res.status !== 200) break;
        answered++;
      }
      ack.answers.set(sessionId, answered);
      if (answered < 3) continue;
      const done = await call(base, 'POST', `/api/collect/v1/sessions/${sessionId}/complete`, { token });
      if (done && done.status === 200) ack.completed.add(sessionId);
    }
  };
  return Promise.all([importer(), importer(), ...Array.from({ length: WORKERS - 2 }, respondent)]);
}

/** Counters as stored, then as a rebuild from the sessions makes them (rolled back): equal or not. */
async function countersMatchRecount(db, surveyId) {
  const read = (q) =>
    q
      .selectFrom('analytics_counters')
      .select(['grp', 'key', sql`sum(n)`.as('n')]) // a counter is the sum of its stripes
      .where('survey_id', '=', surveyId)
      .groupBy(['grp', 'key'])
      .having(sql`sum(n)`, '!=', 0)
      .orderBy('grp')
      .orderBy('key')
      .execute();
  const norm = (rows) => JSON.stringify(rows.map((r) => [r.grp, r.key, Number(r.n)]));
  const stored = norm(await read(db.kysely));
  let rebuilt = '';
  await db.kysely
    .transaction()
    .execute(async (trx) => {
      await dist('analytics/recount').rebuild(trx, surveyId);
      rebuilt = norm(await read(trx));
      throw new Error('rollback');
    })
    .catch((e) => {
      if (e.message !== 'rollback') throw e;
    });
  return stored === rebuilt;
}

async function killPart(database) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-chaos-'));
  const rx = await receiver(dataDir);
  const setup = await prepare(database, dataDir, rx);
  const port = await freePort();
  const env = serverEnv(setup, dataDir, port, { WEBHOOK_CA_FILE: rx.caFile, ABANDON_SWEEP_SECONDS: '0' });
  let server = await startServer(env);
  const base = () => `http://127.0.0.1:${port}`;
  const ack = { imports: new Set(), started: new Set(), answers: new Map(), completed: new Set() };
  const stop = { now: false };
  const running = load(base, setup, ack, stop);
  for (let k = 0; k < KILLS; k++) {
    await sleep(2000 + Math.random() * 4000);
    await killed(server);
    process.stderr.write(`  ${database}: killed (${k + 1}/${KILLS})\n`);
    server = await startServer(env);
  }
  await sleep(3000);
  stop.now = true;
  await running;
  // Let the outbox drain to the receiver.
  const services = await dist('server').createServices(
    dist('config').loadConfig({ DATABASE_URL: setup.url, DATA_DIR: dataDir, SECRET_KEY: 'chaos' }),
    dist('log').createLogger('silent'),
  );
  const q = services.db.kysely;
  for (let i = 0; i < 300; i++) {
    const pending = await q
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '!=', 'delivered')
      .executeTakeFirst();
    if (Number(pending.n) === 0) break;
    await sleep(200);
  }
  await killed(server);
  const sessions = await q
    .selectFrom('sessions')
    .select(['id', 'external_id', 'status', 'completed_at', 'answers'])
    .where('survey_id', '=', setup.surveyId)
    .execute();
  const byExternal = new Map();
  for (const s of sessions) if (s.external_id) byExternal.set(s.external_id, (byExternal.get(s.external_id) ?? 0) + 1);
  const byId = new Map(sessions.map((s) => [s.id, s]));
  const importsOnce = [...ack.imports].filter((id) => byExternal.get(id) === 1).length;
  const startedFound = [...ack.started].filter((id) => byId.has(id)).length;
  let answersAck = 0;
  let answersFound = 0;
  for (const [id, n] of ack.answers) {
    answersAck += n;
    answersFound += Math.min(n, JSON.parse(byId.get(id)?.answers ?? '[]').length);
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
  const counters = await countersMatchRecount(services.db, setup.surveyId);
  const deliveries = await q.selectFrom('webhook_deliveries').select(['event_id', 'status']).execute();
  const received = new Set(rx.arrivals.map((a) => a.headers?.['webhook-id']).filter(Boolean));
  const delivered = deliveries.filter((d) => d.status === 'delivered');
  const completedEvents = await q.selectFrom('webhook_events').select('id').where('type', '=', 'response.completed').execute();
  const result = {
    database,
    kills: KILLS,
    imports: [ack.imports.size, importsOnce],
    started: [ack.started.size, startedFound],
    answers: [answersAck, answersFound],
    completed: [ack.completed.size, completedFound],
    halfWritten: halfWritten + brokenJson,
    counters,
    // Outbox deliveries; delivered ones that reached the receiver; those still waiting for a retry (an attempt a
    // kill cut short backs off: 5 s, then 5 min); response.completed events written.
    webhook: [
      deliveries.length,
      delivered.length,
      delivered.filter((d) => received.has(d.event_id)).length,
      deliveries.length - delivered.length,
      completedEvents.length,
    ],
  };
  await services.db.close();
  rx.server.close();
  await setup.pg?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result;
}

module.exports = { prepare, serverEnv, startServer, killed, call, freePort, sleep, fmt };

async function main() {
  const out = [];
  if (PARTS.includes('kill')) for (const d of DATABASES) out.push(await killPart(d));
  if (out.length) {
    console.log(`\nkill -9 under load (${KILLS} kills each): acknowledged / found exactly once`);
    for (const r of out) {
      console.log(
        `${r.database.padEnd(9)} imports ${fmt(r.imports[0])} / ${fmt(r.imports[1])}; sessions ${fmt(r.started[0])} / ${fmt(r.started[1])}; ` +
          `answers ${fmt(r.answers[0])} / ${fmt(r.answers[1])}; completions ${fmt(r.completed[0])} / ${fmt(r.completed[1])}; ` +
          `half-written ${r.halfWritten}; counters = recount: ${r.counters}; response.completed events ${fmt(r.webhook[4])}; ` +
          `webhook deliveries ${fmt(r.webhook[0])}: delivered ${fmt(r.webhook[1])} (at the receiver ${fmt(r.webhook[2])}), waiting for a retry ${fmt(r.webhook[3])}`,
      );
    }
  }
  if (PARTS.includes('two')) await require('./chaos-scale').twoProcesses(TWO_SECONDS);
  if (PARTS.includes('soak')) await require('./chaos-scale').soak(SOAK_SECONDS);
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
