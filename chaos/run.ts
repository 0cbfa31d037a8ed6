// `npm run chaos`: what production does to the service, measured by hand (not a timed test).
//   1. kill -9 under load, on SQLite and PostgreSQL (chaos/kill.ts): every request answered 2xx is found stored
//      exactly once, no session is half-written, the analytics counters equal a recount, and every webhook event in
//      the outbox reached the receiver (by `webhook-id`). Prints acknowledged against found.
//   2. Two processes on one PostgreSQL, CHAOS_TWO_SECONDS of mixed load (chaos/two-processes.ts).
//   3. A soak of CHAOS_SOAK_SECONDS (600) at steady load on SQLite (chaos/soak.ts).
// CHAOS_DATABASES (sqlite,postgres), CHAOS_PARTS (kill,two,soak) and CHAOS_KILLS (5) narrow the run. The results are
// saved as bench/results/chaos.json beside the benchmarks'.
import { fmt } from '../harness/stats';
import { Report, run } from '../harness/report';
import { killPart } from './kill';
import { twoProcesses } from './two-processes';
import { soak } from './soak';

const DATABASES = (process.env.CHAOS_DATABASES ?? 'sqlite,postgres').split(',');
const PARTS = (process.env.CHAOS_PARTS ?? 'kill,two,soak').split(',');
const KILLS = Number(process.env.CHAOS_KILLS ?? 5);
const TWO_SECONDS = Number(process.env.CHAOS_TWO_SECONDS ?? 60);
const SOAK_SECONDS = Number(process.env.CHAOS_SOAK_SECONDS ?? 600);

async function main() {
  const report = new Report({
    name: 'chaos',
    title: 'Chaos: kill -9 under load, two processes on one database, a soak',
    command: 'npm run chaos',
    settings: { databases: DATABASES.join(','), parts: PARTS.join(','), kills: KILLS, twoSeconds: TWO_SECONDS, soakSeconds: SOAK_SECONDS },
  });
  if (PARTS.includes('kill')) {
    const row = report.table(`kill -9 under load (${KILLS} kills each): acknowledged / found exactly once`, [
      'database',
      'imports',
      'sessions',
      'answers',
      'completions',
      'half-written',
      'counters = recount',
      'response.completed events',
      'webhook deliveries: delivered (at the receiver), waiting for a retry',
    ]);
    for (const database of DATABASES) {
      const r = await killPart(database, KILLS);
      const pair = ([a, b]: [number, number]) => `${fmt(a)} / ${fmt(b)}`;
      const w = r.webhook;
      row([
        r.database,
        pair(r.imports),
        pair(r.started),
        pair(r.answers),
        pair(r.completed),
        r.halfWritten,
        String(r.counters),
        fmt(w.completedEvents),
        `${fmt(w.deliveries)}: ${fmt(w.delivered)} (${fmt(w.atReceiver)}), ${fmt(w.waiting)}`,
      ]);
    }
  }
  if (PARTS.includes('two')) await twoProcesses(report, TWO_SECONDS);
  if (PARTS.includes('soak')) await soak(report, SOAK_SECONDS);
  report.save();
}

run(main);
