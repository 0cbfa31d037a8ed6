// Every text of every row of every table, lower-cased: for looking for personal data in the raw database.
import type { Db } from '../../src/database';

/** `except`: tables left out (their own tests say what they may hold). */
export async function everything(db: Db, except: readonly string[] = []): Promise<string> {
  const tables = (await db.kysely.introspection.getTables()).filter((t) => !except.includes(t.name));
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
