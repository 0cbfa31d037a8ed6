// Medium test: what keeps an export line from predating its session, on a real database of each dialect, with two
// connections as two processes would have. The export reads a session and keeps its line in one transaction
// (src/exports/lines.ts); a session changing in between either waits for it (PostgreSQL: the read share-locks the
// row) or makes its keeping fail (SQLite: a write after another connection's commit is refused).
import type { Db } from '../../src/database';
import { migrateToLatest, openServiceDb } from '../../src/compose';
import { createOrganization } from '../../src/auth/organizations';
import { createSurvey } from '../../src/surveys/service';
import { BLANK_SESSION, exportRowsByIds, insertSessions, type ExportRow } from '../../src/responses/repository';
import { lineBatches } from '../../src/exports/lines';
import SQLite from 'better-sqlite3';
import { newId } from '../../src/ids';
import { freshDatabase } from '../helpers/service';

let database: { url: string; drop: () => Promise<void> };
let db: Db;
let other: Db;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const AT = '2026-11-22T10:00:00.000Z';

beforeAll(async () => {
  database = await freshDatabase();
  db = openServiceDb(database.url);
  await migrateToLatest(db);
  other = openServiceDb(database.url);
});
afterAll(async () => {
  await other.close();
  await db.close();
  await database.drop();
});

async function session(): Promise<{ id: string; surveyId: string }> {
  const org = await createOrganization(db, 'Lines', 'business');
  const survey = await createSurvey(db, org.id, { title: 'Lines' });
  const id = newId();
  await insertSessions(db.kysely, [
    {
      ...BLANK_SESSION,
      id,
      survey_id: survey.id,
      status: 'completed',
      started_at: AT,
      completed_at: AT,
      last_activity_at: AT,
      language: 'en',
      questionnaire_version: 1,
    },
  ]);
  return { id, surveyId: survey.id };
}

const lineOf = async (id: string) =>
  (await db.kysely.selectFrom('export_lines').select('line').where('session_id', '=', id).executeTakeFirst())?.line;

it('never keeps a line of a session that changed after it was read', async () => {
  const { id } = await session();
  let change: Promise<string> | undefined;
  const keeping = db.kysely.transaction().execute(async (trx) => {
    const [row] = await exportRowsByIds(trx, [id]);
    // Another process changes the session after the export read it, before the line is kept.
    change = other.kysely
      .updateTable('sessions')
      .set({ country: 'FR' })
      .where('id', '=', id)
      .execute()
      .then(() => 'changed');
    const first = await Promise.race([change, sleep(300).then(() => 'waiting')]);
    await trx
      .insertInto('export_lines')
      .values({ session_id: id, format: 'csv', export_key: 'k', line: `${row.id},${row.country ?? ''}` })
      .execute();
    return first;
  });
  if (db.dialect === 'postgres') {
    // The change waits for the export's transaction, then forgets the line kept from the older row.
    expect(await keeping).toBe('waiting');
    expect(await change).toBe('changed');
  } else {
    // The change goes first; keeping a line from the older read is refused, and the export's transaction rolls back.
    // Asserted by code: better-sqlite3 makes its errors with the class of the first test file to load it in this
    // jest worker, another realm's Error, so `rejects.toThrow` would not see an error at all.
    const refused = await keeping.then(
      () => null,
      (error: unknown) => error,
    );
    expect(String((refused as { code?: unknown } | null)?.code)).toMatch(/^SQLITE_BUSY/);
    expect(await change).toBe('changed');
  }
  expect(await lineOf(id)).toBeUndefined();
  expect((await db.kysely.selectFrom('sessions').select('country').where('id', '=', id).executeTakeFirstOrThrow()).country).toBe('FR');
});

it('keeps the line when nothing changed the session meanwhile', async () => {
  const { id } = await session();
  await db.kysely.transaction().execute(async (trx) => {
    const [row] = await exportRowsByIds(trx, [id]);
    await trx
      .insertInto('export_lines')
      .values({ session_id: id, format: 'csv', export_key: 'k', line: `${row.id},` })
      .execute();
  });
  expect(await lineOf(id)).toBe(`${id},`);
});

it('sends the line as read, and keeps none, when the session changes while the export writes it', async () => {
  const { id, surveyId } = await session();
  // Another process's change, between the export's read and its keeping: on SQLite it commits at once (a second
  // connection, synchronous); on PostgreSQL it waits for the export's transaction.
  const sqlite = db.dialect === 'sqlite' ? new SQLite(database.url.replace(/^sqlite:/, '')) : null;
  let change: Promise<unknown> = Promise.resolve();
  const render = (row: ExportRow) => {
    if (sqlite) sqlite.prepare('UPDATE sessions SET country = ? WHERE id = ?').run('FR', id);
    else change = other.kysely.updateTable('sessions').set({ country: 'FR' }).where('id', '=', id).execute();
    return { line: `${row.id},${row.country ?? ''}\r\n`, widths: null };
  };
  const chunks: string[] = [];
  for await (const { lines } of lineBatches(db, { surveyId, sort: 'started_at' }, { format: 'csv', key: 'k', render }))
    chunks.push(...lines);
  await change;
  sqlite?.close();
  expect(chunks.join('')).toBe(`${id},\r\n`);
  expect(await lineOf(id)).toBeUndefined();
});
