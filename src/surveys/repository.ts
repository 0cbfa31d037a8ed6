// Survey queries. Every read is scoped to an organisation: another organisation's surveys do not exist.
import type { Kysely } from 'kysely';
import type { Database, NewSurvey, SurveyRow, SurveyUpdate } from '../db/schema';
import type { SurveyStatus } from './table';
import { prepared } from '../db/prepared';

type Q = Kysely<Database>;

const surveyById = prepared<{ id: string; organizationId: string }, SurveyRow>((db, arg) =>
  db.selectFrom('surveys').selectAll().where('id', '=', arg('id')).where('organization_id', '=', arg('organizationId')),
);

const surveyOfAnyOrganization = prepared<{ id: string }, SurveyRow>((db, arg) =>
  db.selectFrom('surveys').selectAll().where('id', '=', arg('id')),
);

/** A survey by id whatever its organisation (the respondent surface, which reaches surveys by id alone). */
export async function findAnySurvey(db: Q, id: string): Promise<SurveyRow | undefined> {
  return surveyOfAnyOrganization.first(db, { id });
}

export async function findSurvey(db: Q, organizationId: string, id: string): Promise<SurveyRow | undefined> {
  return surveyById.first(db, { id, organizationId });
}

export interface SurveyFilter {
  organizationId: string;
  status?: SurveyStatus;
  /** Surveys directly in this folder. */
  folderId?: string;
  /** Surveys that carry this tag. */
  tagId?: string;
}

const filtered = (db: Q, f: SurveyFilter) => {
  let q = db.selectFrom('surveys').where('organization_id', '=', f.organizationId);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.folderId) q = q.where('folder_id', '=', f.folderId);
  const tagId = f.tagId;
  if (tagId) q = q.where('id', 'in', (eb) => eb.selectFrom('survey_tags').select('survey_id').where('tag_id', '=', tagId));
  return q;
};

/** Surveys oldest first (ids are UUID v7), with how many questions each has. */
export async function listSurveys(
  db: Q,
  f: SurveyFilter,
  page: { afterId: string | null; offset: number; limit: number },
): Promise<(SurveyRow & { question_count: number })[]> {
  let q = filtered(db, f)
    .selectAll('surveys')
    .select((eb) =>
      eb
        .selectFrom('questions')
        .whereRef('questions.survey_id', '=', 'surveys.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('question_count'),
    );
  if (page.afterId) q = q.where('id', '>', page.afterId);
  const rows = await q.orderBy('id').limit(page.limit).offset(page.offset).execute();
  return rows.map((r) => ({ ...r, question_count: Number(r.question_count) }));
}

export async function countSurveys(db: Q, f: SurveyFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSurvey(db: Q, row: NewSurvey): Promise<void> {
  await db.insertInto('surveys').values(row).execute();
}

export async function updateSurveyRow(db: Q, id: string, set: SurveyUpdate): Promise<void> {
  await db.updateTable('surveys').set(set).where('id', '=', id).execute();
}

export async function deleteSurveyRow(db: Q, id: string): Promise<void> {
  await db.deleteFrom('surveys').where('id', '=', id).execute();
}
