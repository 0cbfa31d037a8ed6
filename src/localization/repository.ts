// The queries of a survey's translations (docs/design/localization.md, "Translations").
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SavedTranslation {
  text: string;
  /** The survey's text it was made from: the translation is stale once that differs. */
  source: string;
}

/** One language's saved translations of a survey, by key. */
export async function savedTranslations(db: Kysely<Database>, surveyId: string, tag: string): Promise<Map<string, SavedTranslation>> {
  const rows = await db
    .selectFrom('survey_translations')
    .select(['key', 'text', 'source'])
    .where('survey_id', '=', surveyId)
    .where('tag', '=', tag)
    .execute();
  return new Map(rows.map((r) => [r.key, { text: r.text, source: r.source }]));
}
