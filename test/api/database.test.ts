// The database connection: PostgreSQL may drop idle connections (restart, failover); the service carries on.
import { sql } from 'kysely';
import { useService } from '../helpers/service';

const file = useService();
const onPostgres = process.env.FW_TEST_DB === 'postgres' ? it : it.skip;

onPostgres('keeps serving after PostgreSQL terminates its idle connections', async () => {
  const db = file.svc.running.services.db.kysely;
  await Promise.all(Array.from({ length: 5 }, () => file.api.get('/api/v1/surveys'))); // the pool holds idle connections now
  const killed = await sql<{
    n: number;
  }>`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(
    db,
  );
  expect(killed.rows[0].n).toBeGreaterThan(0);
  await new Promise((r) => setTimeout(r, 200));
  const res = await file.api.get('/api/v1/surveys');
  expect(res.status).toBe(200);
});
