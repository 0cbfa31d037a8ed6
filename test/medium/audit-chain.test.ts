// The audit trail's chain (docs/design/audit.md), on each database: appended by two processes at once it stays
// one unbroken chain; an entry changed or deleted by SQL breaks `verify` at that entry; on PostgreSQL a trigger refuses
// to change or delete an entry, the retention's own delete excepted; the retention records what it removed, and the
// chain it leaves still verifies.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { appendAudit, SYSTEM } from '../../src/audit/record';
import { verifyAudit } from '../../src/audit/verify';
import { sweepAudit } from '../../src/audit/retention';
import { isPostgres } from '../../src/db/locks';
import { newId } from '../../src/ids';
import { useMediumDatabase } from '../helpers/medium';

const medium = useMediumDatabase();
const TSX = require.resolve('tsx/cli');
const entry = (organizationId: string, n: number) => ({
  organizationId,
  actor: { kind: 'key' as const, id: 'key-1', label: 'CRM' },
  action: 'updateSurvey',
  resource: { type: 'survey', id: `s-${n}` },
  fields: ['title'],
  status: 200,
});

it('keeps one unbroken chain while another process appends to it at the same time', async () => {
  const org = newId();
  const other = new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, path.join(__dirname, '../helpers/append-audit.ts'), medium.url, org, '60'], {
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
  // This process appends while the other does: from its first entry on (each appends 60, pausing 20 ms between).
  const begun = () => medium.db.kysely.selectFrom('audit_events').select('id').where('organization_id', '=', org).executeTakeFirst();
  for (let waited = 0; !(await begun()) && waited < 15_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  // Three at a time, as concurrent requests of one process ask: they may share a transaction (group commit).
  for (let i = 0; i < 60; i += 3) {
    await Promise.all([0, 1, 2].map((k) => appendAudit(medium.db.kysely, entry(org, i + k))));
    await new Promise((r) => setTimeout(r, 40));
  }
  expect(await other).toBe(0);
  const rows = await medium.db.kysely
    .selectFrom('audit_events')
    .select(['seq', 'actor_id'])
    .where('organization_id', '=', org)
    .orderBy('seq')
    .execute();
  expect(rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
  // Interleaved: the two writers took turns, they did not write one after the other.
  const switches = rows.filter((r, i) => i > 0 && r.actor_id !== rows[i - 1].actor_id).length;
  expect(switches).toBeGreaterThan(1);
  expect(await verifyAudit(medium.db.kysely, org)).toEqual({ organizations: 1, entries: 120, broken: null });
});

/** Runs `change` on the raw table (on PostgreSQL past the trigger, as a superuser who turns it off would). */
async function tamper(change: string): Promise<void> {
  const db = medium.db.kysely;
  const pg = isPostgres(db);
  if (pg) await sql`alter table audit_events disable trigger audit_events_append_only`.execute(db);
  try {
    await sql.raw(change).execute(db);
  } finally {
    if (pg) await sql`alter table audit_events enable trigger audit_events_append_only`.execute(db);
  }
}

it('names the entry an edit by SQL changed, and the one after an entry deleted by SQL', async () => {
  const org = newId();
  for (let i = 0; i < 5; i++) await appendAudit(medium.db.kysely, entry(org, i));
  await tamper(`update audit_events set fields = '["status"]' where organization_id = '${org}' and seq = 3`);
  expect((await verifyAudit(medium.db.kysely, org)).broken).toMatchObject({
    organizationId: org,
    sequence: 3,
    reason: expect.stringContaining('changed'),
  });

  const second = newId();
  for (let i = 0; i < 5; i++) await appendAudit(medium.db.kysely, entry(second, i));
  await tamper(`delete from audit_events where organization_id = '${second}' and seq = 2`);
  expect((await verifyAudit(medium.db.kysely, second)).broken).toMatchObject({ sequence: 2, reason: expect.stringContaining('missing') });

  const third = newId();
  for (let i = 0; i < 3; i++) await appendAudit(medium.db.kysely, entry(third, i));
  await tamper(`delete from audit_events where organization_id = '${third}' and seq = 3`); // the newest
  expect((await verifyAudit(medium.db.kysely, third)).broken).toMatchObject({ sequence: 3, reason: expect.stringContaining('missing') });
  // Every organisation at once stops at the first break.
  expect((await verifyAudit(medium.db.kysely)).broken).not.toBeNull();
});

it('on PostgreSQL, refuses to update or delete an entry', async () => {
  const db = medium.db.kysely;
  if (!isPostgres(db)) return; // SQLite has no such trigger: verify is its guard
  const org = newId();
  await appendAudit(db, entry(org, 1));
  await expect(sql`update audit_events set action = 'x' where organization_id = ${org}`.execute(db)).rejects.toThrow(/append-only/);
  await expect(sql`delete from audit_events where organization_id = ${org}`.execute(db)).rejects.toThrow(/append-only/);
  expect((await verifyAudit(db, org)).broken).toBeNull();
});

it('removes entries past the retention, records that it did, and leaves a chain that verifies', async () => {
  const db = medium.db.kysely;
  const org = newId();
  for (let i = 0; i < 4; i++) await appendAudit(db, entry(org, i));
  const cutoff = new Date(Date.now() + 1000).toISOString(); // every entry so far is older
  await new Promise((r) => setTimeout(r, 1100));
  for (let i = 4; i < 6; i++) await appendAudit(db, entry(org, i));
  await sweepAudit(db, cutoff);
  const left = await db
    .selectFrom('audit_events')
    .select(['seq', 'action', 'resource_id'])
    .where('organization_id', '=', org)
    .orderBy('seq')
    .execute();
  expect(left.map((r) => [Number(r.seq), r.action])).toEqual([
    [5, 'updateSurvey'],
    [6, 'updateSurvey'],
    [7, 'audit.retention'],
  ]);
  expect(left[2].resource_id).toBe('4');
  expect(await verifyAudit(db, org)).toMatchObject({ broken: null, entries: 3 });
  // The retention's entry is the system's.
  const recorded = await db
    .selectFrom('audit_events')
    .selectAll()
    .where('organization_id', '=', org)
    .where('seq', '=', 7)
    .executeTakeFirstOrThrow();
  expect(recorded).toMatchObject({ actor_kind: SYSTEM.kind, actor_id: SYSTEM.id });
});
