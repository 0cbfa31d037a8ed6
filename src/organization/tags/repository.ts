// Tag queries, scoped to an organisation, and which surveys carry which tags.
import type { Kysely } from 'kysely';
import type { Database, TagRow } from '../../db/schema';
import type { PageWindow } from '../../paginate';
import { afterName } from '../../db/keyset';
import { prepared } from '../../db/prepared';

type Q = Kysely<Database>;

export type TagWithCount = TagRow & { survey_count: number };

export async function findTag(db: Q, organizationId: string, id: string): Promise<TagRow | undefined> {
  return db.selectFrom('tags').selectAll().where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst();
}

export async function tagNamed(db: Q, organizationId: string, key: string): Promise<TagRow | undefined> {
  return db.selectFrom('tags').selectAll().where('organization_id', '=', organizationId).where('name_key', '=', key).executeTakeFirst();
}

const withCount = (db: Q, organizationId: string) =>
  db
    .selectFrom('tags')
    .selectAll('tags')
    .select((eb) =>
      eb
        .selectFrom('survey_tags')
        .whereRef('survey_tags.tag_id', '=', 'tags.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('survey_count'),
    )
    .where('organization_id', '=', organizationId);

/** Tags by name, then id; a cursor resumes after the last one seen. */
export async function listTags(db: Q, organizationId: string, page: PageWindow): Promise<TagWithCount[]> {
  let q = withCount(db, organizationId);
  const after = page.after;
  if (after) q = q.where(afterName(after));
  const rows = await q.orderBy('name_key').orderBy('id').limit(page.limit).offset(page.offset).execute();
  return rows.map((r) => ({ ...r, survey_count: Number(r.survey_count) }));
}

export async function tagWithCount(db: Q, organizationId: string, id: string): Promise<TagWithCount | undefined> {
  const row = await withCount(db, organizationId).where('id', '=', id).executeTakeFirst();
  return row && { ...row, survey_count: Number(row.survey_count) };
}

export async function countTags(db: Q, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom('tags')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Which of `ids` are tags of the organisation. */
export async function existingTagIds(db: Q, organizationId: string, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('tags').select('id').where('organization_id', '=', organizationId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Which tags surveys carry, by tag name. */
const surveyTags = (db: Q) =>
  db
    .selectFrom('survey_tags')
    .innerJoin('tags', 'tags.id', 'survey_tags.tag_id')
    .select(['survey_tags.survey_id', 'survey_tags.tag_id'])
    .orderBy('tags.name_key')
    .orderBy('tags.id');

/** One survey's tags (a survey's detail, on the request path). */
const tagsOfSurvey = prepared<{ surveyId: string }, { survey_id: string; tag_id: string }>((db, arg) =>
  surveyTags(db).where('survey_tags.survey_id', '=', arg('surveyId')),
);

/** The tag ids of each survey, by tag name. */
export async function tagIdsOf(db: Q, surveyIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(surveyIds.map((id) => [id, []]));
  if (!surveyIds.length) return out;
  const rows =
    surveyIds.length === 1
      ? await tagsOfSurvey.all(db, { surveyId: surveyIds[0] })
      : await surveyTags(db).where('survey_tags.survey_id', 'in', surveyIds).execute();
  for (const r of rows) out.get(r.survey_id)?.push(r.tag_id);
  return out;
}

export async function insertTag(db: Q, row: TagRow): Promise<void> {
  await db.insertInto('tags').values(row).execute();
}

export async function updateTagRow(db: Q, id: string, set: Partial<TagRow>): Promise<void> {
  await db.updateTable('tags').set(set).where('id', '=', id).execute();
}

export async function deleteTagRow(db: Q, id: string): Promise<void> {
  await db.deleteFrom('tags').where('id', '=', id).execute();
}

export async function replaceSurveyTags(db: Q, surveyId: string, tagIds: readonly string[]): Promise<void> {
  await db.deleteFrom('survey_tags').where('survey_id', '=', surveyId).execute();
  if (tagIds.length)
    await db
      .insertInto('survey_tags')
      .values(tagIds.map((tag_id) => ({ survey_id: surveyId, tag_id })))
      .execute();
}
