// Medium test: replacing a session's quality flags finds that session's rows by an index on the session, on each
// database. The analytics replace them whenever a session's quality changes (a completion, a neighbour's copied text);
// served by the survey alone, the delete read every flag row of the survey (6.7 ms a completion at 100,000 sessions,
// `BENCH_SESSIONS=100000 npm run bench:collect`). The planner is asked about the query the product runs, captured on
// its way to the database.
import { sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import type { Db } from '../../src/database';
import { deleteFlagRows } from '../../src/analytics/store';
import { useMigratedDb } from '../helpers/service';

let db: Db;

useMigratedDb((opened) => (db = opened));

/** The statements `work` sends, compiled as the database receives them (they still run). */
async function captured(work: (db: Db['kysely']) => Promise<void>): Promise<{ sql: string; parameters: readonly unknown[] }[]> {
  const nodes: RootOperationNode[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => (nodes.push(node), node),
    transformResult: async ({ result }) => result,
  };
  await work(db.kysely.withPlugin(plugin));
  return nodes.map((node) => db.kysely.getExecutor().compileQuery(node, { queryId: 'captured' }));
}

it('deletes a session’s flag rows through an index that holds the session', async () => {
  const [query] = await captured((k) => deleteFlagRows(k, 'a-survey', ['a-session']));
  expect(query.sql).toMatch(/^delete from "session_flags"/);
  if (db.dialect === 'sqlite') {
    const plan = await db.kysely.executeQuery<{ detail: string }>({
      ...query,
      sql: `explain query plan ${query.sql}`,
      query: query as never,
      queryId: { queryId: 'plan' },
    } as never);
    expect(plan.rows.map((r) => r.detail).join('\n')).toMatch(/USING (COVERING )?INDEX \w+ \(survey_id=\? AND session_id=\?\)/);
  } else {
    // On a near-empty table PostgreSQL would scan it whole; with scans by table turned off it names its best index.
    const plan = await db.kysely.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return trx.executeQuery<{ 'QUERY PLAN': string }>({
        ...query,
        sql: `explain ${query.sql}`,
        query: query as never,
        queryId: { queryId: 'plan' },
      } as never);
    });
    // PostgreSQL checks session_id inside any index on the survey, so ask which index: its columns after survey_id
    // decide whether the scan reads the session's rows or all the survey's.
    const index = plan.rows
      .map((r) => r['QUERY PLAN'])
      .join('\n')
      .match(/using (\w+) on session_flags/i)?.[1];
    const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where indexname = ${index ?? ''}`.execute(db.kysely);
    expect(rows[0]?.indexdef).toMatch(/\(survey_id, session_id\b/);
  }
});
