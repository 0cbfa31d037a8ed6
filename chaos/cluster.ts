// What the chaos parts share: a prepared database (an organisation, keys, a live three-question survey, optionally a
// webhook subscription), servers forked from chaos/server.ts that can be killed with SIGKILL, one HTTP call that
// reports a failed connection as null, and a respondent's walk.
import { choiceQuestion } from '../harness/questions';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import { sql, type Kysely } from 'kysely';
import { buildAt } from '../harness/build';
import { startPostgres, type Postgres } from '../harness/postgres';
import { UNLIMITED } from '../harness/server-process';
import { startService } from '../harness/service';
import type { Receiver } from '../harness/receiver';
import type { Db } from '../src/database';

export const modules = buildAt().modules;

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** How long one call may take before it counts as failed. */
const CALL_TIMEOUT_MS = 20_000;

export interface Setup {
  postgres: Postgres | null;
  url: string;
  orgId: string;
  key: string;
  /** A key of an organisation of its own, for the rate-limit check: its minute window starts empty whatever else ran. */
  limited: string;
  surveyId: string;
  questions: string[];
}

/** A database with an organisation, a full-scope key, a live three-question survey and (optionally) a subscription. */
export async function prepare(database: string, dataDir: string, hook: Receiver | null): Promise<Setup> {
  const m = modules;
  const postgres = database === 'postgres' ? await startPostgres() : null;
  const url = postgres ? postgres.url : `sqlite://${path.join(dataDir, 'chaos.db')}`;
  const service = await startService(m, {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    SECRET_KEY: 'chaos',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_CA_FILE: hook?.caFile ?? '',
  });
  const { db, config } = service.services;
  const org = await service.organization({ name: 'Chaos' });
  const limited = await service.organization({ name: 'Chaos limited' });
  const survey = await m.surveys.createSurvey(db, org.id, { title: 'Chaos' });
  const questions: string[] = [];
  const bodies: Parameters<typeof m.questions.createQuestion>[2][] = [
    choiceQuestion('single_choice', 'Which?', [
      ['a', 'A'],
      ['b', 'B'],
    ]),
    { type: 'nps', title: 'How likely?', config: {} },
    { type: 'short_text', title: 'Why?', config: {} },
  ];
  for (const q of bodies) questions.push((await m.questions.createQuestion(db, survey.id, { ...q, required: true })).id);
  const row = (await m.surveyRows.findSurvey(db.kysely, org.id, survey.id))!;
  await m.surveys.updateSurvey(db, row, { status: 'live' });
  if (hook) {
    await m.webhooks.createWebhook(db, config, org.id, { url: hook.url('/hooks'), events: ['response.completed', 'response.abandoned'] });
  }
  await service.close();
  return { postgres, url, orgId: org.id, key: org.key, limited: limited.key, surveyId: survey.id, questions };
}

/** The environment of a forked server on `port` (limits out of the way; `extra` on top). */
export function serverEnv(setup: Setup, dataDir: string, port: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: setup.url,
    DATA_DIR: dataDir,
    SECRET_KEY: 'chaos',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...UNLIMITED,
    WEBHOOK_POLL_MS: '200',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    ...extra,
  };
}

export interface Forked {
  child: ChildProcess;
  /** What the server reported of its memory, every 5 s. */
  memory: (NodeJS.MemoryUsage & { at: number })[];
}

export function startServer(env: Record<string, string>): Promise<Forked> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'server.ts'), [], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const forked: Forked = { child, memory: [] };
    child.on('message', (m: { ready?: boolean; memory?: NodeJS.MemoryUsage }) => {
      if (m.ready) resolve(forked);
      if (m.memory) forked.memory.push({ at: Date.now(), ...m.memory });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before it was ready`)));
  });
}

export const killed = ({ child }: Forked): Promise<void> =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read field by field, as a client would
  body: any;
}

/** One HTTP call; null when the connection failed (the server was being killed). */
export async function call(
  base: () => string,
  method: string,
  p: string,
  { key, token, body, headers = {} }: { key?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer | null> {
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
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await res.text();
    return { status: res.status, body: text && /json/.test(res.headers.get('content-type') ?? '') ? JSON.parse(text) : text };
  } catch (e) {
    // CHAOS_VERBOSE=1: why a call failed (a refused connection while a server restarts, a response cut short).
    if (process.env.CHAOS_VERBOSE === '1') process.stderr.write(`  ${method} ${p}: ${String(e)} ${String((e as Error).cause ?? '')}\n`);
    return null;
  }
}

/** The three answers respondent `n` gives (the survey `prepare` made). */
export const valuesFor = (n: number): unknown[] => [['a', 'b'][n % 2], n % 11, 'Because it is quick.'];

/** Counters as stored, then as a rebuild from the sessions makes them (rolled back): equal or not. */
export async function countersMatchRecount(db: Db, surveyId: string): Promise<boolean> {
  const read = (q: Kysely<Db['kysely'] extends Kysely<infer T> ? T : never>) =>
    q
      .selectFrom('analytics_counters')
      .select(['grp', 'key', sql<number>`sum(n)`.as('n')]) // a counter is the sum of its stripes
      .where('survey_id', '=', surveyId)
      .groupBy(['grp', 'key'])
      .having(sql`sum(n)`, '!=', 0)
      .orderBy('grp')
      .orderBy('key')
      .execute();
  const norm = (rows: { grp: string; key: string; n: number }[]) => JSON.stringify(rows.map((r) => [r.grp, r.key, Number(r.n)]));
  const stored = norm(await read(db.kysely));
  let rebuilt = '';
  await db.kysely
    .transaction()
    .execute(async (trx) => {
      await modules.recount.rebuild(trx, surveyId);
      rebuilt = norm(await read(trx));
      throw new Error('rollback');
    })
    .catch((e: Error) => {
      if (e.message !== 'rollback') throw e;
    });
  return stored === rebuilt;
}

/** A database connection of the build, for reading what a part left behind. */
export async function inspect(setup: Setup, dataDir: string) {
  return startService(modules, { DATABASE_URL: setup.url, DATA_DIR: dataDir, SECRET_KEY: 'chaos' });
}
