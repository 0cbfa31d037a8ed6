// Tag queries, scoped to an organisation, and which surveys carry which tags.
import type { Kysely } from 'kysely';
import type { Database, TagRow } from '../../db/schema';
import { namedQueries, type WithCount } from '../named-repository';
import { prepared } from '../../db/prepared';
import { replaceLinks } from '../../db/rows';

type Q = Kysely<Database>;

export type TagWithCount = WithCount<TagRow, 'tags'>;

export const tagQueries = namedQueries<TagRow, 'tags'>('tags');
export const { find: findTag, named: tagNamed, existing: existingTagIds } = tagQueries;

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

export const replaceSurveyTags = (db: Q, surveyId: string, tagIds: readonly string[]) =>
  replaceLinks(
    db,
    'survey_tags',
    'survey_id',
    surveyId,
    tagIds.map((tag_id) => ({ survey_id: surveyId, tag_id })),
  );
