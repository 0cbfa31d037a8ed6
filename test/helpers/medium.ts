// What the medium tests share: a fresh database of the run's dialect, migrated and opened with the service's own
// journal (its enrichers and reactors), dropped after the file; and a live survey of two questions on it.
import { choiceQuestion } from '../../harness/questions';
import type { Db } from '../../src/database';
import { migrateToLatest, openServiceDb } from '../../src/compose';
import { createSurvey, updateSurvey } from '../../src/surveys/service';
import { createQuestion } from '../../src/questions/service';
import { findSurvey } from '../../src/surveys/repository';
import { freshDatabase } from './service';

/** The file's database, opened once every test of it; `db` and `url` are read inside tests and hooks. */
export function useMediumDatabase(): { readonly db: Db; readonly url: string } {
  let database: { url: string; drop: () => Promise<void> };
  let db: Db;
  beforeAll(async () => {
    database = await freshDatabase();
    db = openServiceDb(database.url);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });
  return {
    get db() {
      return db;
    },
    get url() {
      return database.url;
    },
  };
}

/** A live survey of the organisation: a single choice (`a`: x or y), then an optional long text (`b`). */
export async function liveTwoQuestionSurvey(db: Db, orgId: string, title = 'Medium') {
  const created = await createSurvey(db, orgId, { title });
  const a = await createQuestion(
    db,
    created.id,
    choiceQuestion('single_choice', 'Pick', [
      ['x', 'X'],
      ['y', 'Y'],
    ]) as never,
  );
  const b = await createQuestion(db, created.id, { type: 'long_text', title: 'Why', required: false } as never);
  await updateSurvey(db, (await findSurvey(db.kysely, orgId, created.id))!, { status: 'live' });
  return { survey: (await findSurvey(db.kysely, orgId, created.id))!, a: a.id, b: b.id };
}
