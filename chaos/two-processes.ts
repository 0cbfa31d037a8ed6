// Part 2 of `npm run chaos`: two processes on one PostgreSQL under mixed load (reads, respondents, imports, exports,
// analytics): the 5xx count, the shared rate limit (LIMIT requests a minute across both, within
// LIMIT + 2 x (batch - 1): each process counts in memory and flushes in batches), and the abandonment sweep (running in
// both) ending each stale session once, with one event.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../harness/free-port';
import { startReceiver } from '../harness/receiver';
import { fmt, sleep } from '../harness/stats';
import type { Report } from '../harness/report';
import { call, inspect, killed, modules, prepare, serverEnv, startServer } from './cluster';
import { respond } from './walk';

/** Requests a minute the rate-limit check allows, across both processes. */
const LIMIT = 300;
/** Stale sessions the abandonment sweep of both processes races for. */
const STALE = 200;
const WORKERS = 6;
const DAY_MS = 86_400_000;

export async function twoProcesses(report: Report, seconds: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-chaos-two-'));
  const rx = await startReceiver();
  const setup = await prepare('postgres', dataDir, rx);
  const ports = [await freePort(), await freePort()];
  const bases = ports.map((p) => () => `http://127.0.0.1:${p}`);
  // Stale sessions the abandonment sweep of both processes races for: each must end once, with one event.
  const old = new Date(Date.now() - 3 * DAY_MS).toISOString();
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
  if (!imported || imported.status >= 300) throw new Error(`stale import: ${imported?.status}`);
  await Promise.all(servers.map(killed));
  const running = await Promise.all(ports.map((p) => startServer(serverEnv(setup, dataDir, p, sweep))));
  const statuses = new Map<number, number>();
  const count = (s: number) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
  const until = Date.now() + seconds * 1000;
  const survey = `/api/v1/surveys/${setup.surveyId}`;
  let n = 0;
  const worker = async (w: number) => {
    while (Date.now() < until) {
      const base = bases[(n++ + w) % 2];
      const key = setup.key;
      switch (n % 5) {
        case 0:
          for (const s of await respond(base, setup, n)) count(s);
          break;
        case 1:
          count((await call(base, 'GET', survey, { key }))?.status ?? 0);
          break;
        case 2: {
          const body = {
            responses: [
              { externalId: `two-${w}-${n}`, status: 'completed', startedAt: old, completedAt: new Date().toISOString(), answers: [] },
            ],
          };
          count((await call(base, 'POST', `${survey}/responses`, { key, body }))?.status ?? 0);
          break;
        }
        case 3:
          count((await call(base, 'GET', `${survey}/responses/export?format=csv&status=all`, { key }))?.status ?? 0);
          break;
        default:
          count((await call(base, 'GET', `${survey}/analytics?include=devices,quality`, { key }))?.status ?? 0);
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
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
  const reader = await inspect(setup, dataDir);
  const q = reader.services.db.kysely;
  const abandoned = await q
    .selectFrom('sessions')
    .select('id')
    .where('survey_id', '=', setup.surveyId)
    .where('status', '=', 'abandoned')
    .execute();
  const events = await q.selectFrom('events').select('payload').where('type', '=', 'response.abandoned').execute();
  const eventSessions = events.map((e) => (JSON.parse(e.payload) as { data: { response: { id: string } } }).data.response.id);
  await reader.close();
  await rx.close();
  await setup.postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  report.note(`Two processes on one PostgreSQL, ${seconds} s of mixed load (reads, respondents, imports, exports, analytics)`);
  report.figure(
    'requests',
    `${fmt(total)} (${fmt(total / seconds)}/s), 5xx or failed ${fiveXx}; by status ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    '0 5xx',
  );
  const most = LIMIT + 2 * (modules.rateLimit.batchFor(LIMIT) - 1);
  report.figure(
    `shared rate limit ${LIMIT}/min across both`,
    `${allowed} allowed, ${refused} refused of ${answers.length}`,
    `${LIMIT} to ${most} allowed (the bound for two processes)`,
  );
  report.figure(
    'abandonment sweep in both processes',
    `${STALE} stale sessions, ${abandoned.length} abandoned, ${events.length} response.abandoned events (${new Set(eventSessions).size} distinct sessions)`,
    'each once',
  );
}
