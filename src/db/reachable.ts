// Whether the database answers a trivial query (for /readyz).
import { sql } from 'kysely';
import type { Connection as Db } from './connect';

export async function databaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db.kysely);
    return true;
  } catch {
    return false;
  }
}
