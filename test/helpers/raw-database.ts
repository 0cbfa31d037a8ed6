// Every text of every row of every table, lower-cased: for looking for personal data in the raw database.
import type { Db } from '../../src/database';

export async function everything(db: Db): Promise<string> {
  const tables = await db.kysely.introspection.getTables();
  const dumps = await Promise.all(
    tables.map(async (t) =>
      JSON.stringify(
        await db.kysely
          .selectFrom(t.name as 'contacts')
          .selectAll()
          .execute(),
      ),
    ),
  );
  return dumps.join('\n').toLowerCase();
}
