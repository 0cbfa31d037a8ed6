// `npm run bench:audit`: `fieldwork audit verify` over a chain of BENCH_AUDIT_ENTRIES entries (1,000,000), on SQLite
// and on PostgreSQL (target: under 30 s). The entries are written straight into the table with their real hashes
// (writing a million through the API would measure the API); then the command runs as an operator runs it, in its
// own process, start-up included, and must find every chain whole. A second run after one entry in the middle is
// changed by SQL must name that entry.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { sql } from 'kysely';
import { comparisonReport, run } from '../harness/report';
import { startPostgres } from '../harness/postgres';
import { fmt } from '../harness/stats';
import type { Build } from '../harness/build';

const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const CHUNK = 1000;
const TARGET_SECONDS = 30;

/** Writes one organisation's chain of ENTRIES entries, as appending them one by one would have. */
async function fill(build: Build, url: string): Promise<string> {
  const { openServiceDb, migrateToLatest } = build.modules.compose;
  const { hashOf, GENESIS } = build.modules.auditChain;
  const db = openServiceDb(url);
  await migrateToLatest(db);
  const org = '01a20000-0000-7000-8000-000000000001';
  let previous = GENESIS;
  const start = Date.parse('2026-11-01T00:00:00Z');
  for (let from = 1; from <= ENTRIES; from += CHUNK) {
    const rows = [];
    for (let seq = from; seq < Math.min(from + CHUNK, ENTRIES + 1); seq++) {
      const entry = {
        id: `01a20000-0000-7000-8000-${String(seq).padStart(12, '0')}`,
        organization_id: org,
        seq,
        at: new Date(start + seq * 1000).toISOString(),
        actor_kind: 'key' as const,
        actor_id: '9a75b22d801a42d8b0d672d553bdde99',
        actor_label: 'CRM sync',
        action: seq % 3 ? 'updateSurvey' : 'exportResponsesCsv',
        resource_type: 'survey',
        resource_id: '01a22437-7d77-7458-9bd5-854c403508f3',
        survey_id: '01a22437-7d77-7458-9bd5-854c403508f3',
        address: '203.0.113.7',
        request_id: `req-${seq}`,
        status: 200,
        fields: '["title"]',
        prev_hash: previous,
      };
      previous = hashOf(entry);
      rows.push({ ...entry, hash: previous });
    }
    await db.kysely.insertInto('audit_events').values(rows).execute();
  }
  await db.kysely.insertInto('audit_heads').values({ organization_id: org, seq: ENTRIES, hash: previous }).execute();
  // A trail of a million entries grew over months, and autovacuum has visited it: so has this one, before it is read.
  if (url.startsWith('postgres')) await sql`vacuum analyze audit_events`.execute(db.kysely);
  await db.close();
  return org;
}

/** `fieldwork audit verify --json` in its own process: its answer and its wall time. */
function verify(build: Build, env: Record<string, string>): { seconds: number; result: { entries: number; broken: unknown } } {
  const t0 = performance.now();
  // Exit 1 when a chain is broken: the answer is read either way.
  const done = spawnSync(process.execPath, [build.bin, 'audit', 'verify', '--json'], {
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (!done.stdout) throw new Error(`audit verify printed nothing: ${done.stderr}`);
  return { seconds: (performance.now() - t0) / 1000, result: JSON.parse(done.stdout) };
}

async function main() {
  const { after, report } = comparisonReport({
    name: 'audit',
    title: '`fieldwork audit verify` over a million entries',
    command: 'npm run bench:audit',
    settings: { entries: ENTRIES },
  });
  const row = report.table(`verify ${fmt(ENTRIES)} entries of one chain, the command in its own process`, [
    'database',
    'write the chain (s)',
    'verify (s)',
    'entries/s',
    'after one entry is changed',
  ]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldwork-audit-'));
  const pg = await startPostgres();
  try {
    const targets = [
      { name: 'SQLite', url: `sqlite:${path.join(dataDir, 'audit.db')}` },
      { name: 'PostgreSQL', url: await pg.database('audit_bench') },
    ];
    const times: number[] = [];
    for (const t of targets) {
      const t0 = performance.now();
      await fill(after, t.url);
      const written = (performance.now() - t0) / 1000;
      const env = { DATABASE_URL: t.url, DATA_DIR: dataDir, SECRET_KEY: 'bench' };
      const whole = verify(after, env);
      if (whole.result.broken !== null || whole.result.entries !== ENTRIES) throw new Error(`${t.name}: ${JSON.stringify(whole.result)}`);
      times.push(whole.seconds);
      // Tamper with the middle entry (past PostgreSQL's trigger, as its owner could) and verify again.
      const { openServiceDb } = after.modules.compose;
      const db = openServiceDb(t.url);
      const middle = Math.floor(ENTRIES / 2);
      const pgTarget = t.name === 'PostgreSQL';
      if (pgTarget) await sql`alter table audit_events disable trigger audit_events_append_only`.execute(db.kysely);
      await sql`update audit_events set status = 204 where seq = ${middle}`.execute(db.kysely);
      await db.close();
      const broken = verify(after, env);
      const named = (broken.result.broken as { sequence: number } | null)?.sequence;
      if (named !== middle) throw new Error(`${t.name}: the change at ${middle} was reported as ${JSON.stringify(broken.result.broken)}`);
      row([
        t.name,
        written.toFixed(1),
        whole.seconds.toFixed(1),
        fmt(ENTRIES / whole.seconds),
        `entry ${named} named in ${broken.seconds.toFixed(1)} s`,
      ]);
    }
    report.figure('verify, the slower database', `${Math.max(...times).toFixed(1)} s for ${fmt(ENTRIES)} entries`, `< ${TARGET_SECONDS} s`);
  } finally {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report.save();
}

run(main);
