// Translations of a survey's texts (docs/design/localization.md, "Translations"): per language other than the
// default, a text for any of the survey's keys (src/localization/texts.ts). Read as `{ key, source, text, stale }` in
// the survey's reading order; a PATCH merges (a null removes). A translation keeps the source it was made from, so
// it turns stale when the survey's own text changes and fresh again when saved. Translations of keys the survey no
// longer has (a deleted question) are neither shown nor counted.
import { sql, type Kysely } from 'kysely';
import type { Database, SurveyRow } from '../db/schema';
import type { Db } from '../database';
import type { Schemas } from '../contract';
import { ApiError, invalid, type FieldError } from '../errors';
import { nowIso } from '../db/values';
import { canonicalTag } from './languages';
import { storedLocalization } from './stored';
import { currentTexts } from './survey-texts';
import { fromXliff, toXliff } from './xliff';
import { scan } from '../piping/placeholders';
import { savedTranslations } from './repository';
import { sourceLimit } from './limits';

/** The placeholders of a text, as a sorted list of `kind:ref` (a fallback may be translated). */
const placeholdersOf = (text: string): string[] =>
  scan(text)
    .found.map((p) => `${p.kind}:${p.ref}`)
    .sort();

/**
 * Why a translation cannot stand for its source (docs/design/piping.md): it must hold the same placeholders, each
 * well formed, so every language pipes the same answers and facts. Null when it can.
 */
function placeholderProblem(source: string, text: string): string | null {
  if (!source.includes('{{') && !text.includes('{{')) return null;
  const bad = scan(text).bad[0];
  if (bad) return `${bad.message} (at ${bad.position})`;
  const want = placeholdersOf(source);
  const got = placeholdersOf(text);
  return want.join(' ') === got.join(' ')
    ? null
    : `must hold the placeholders of its source (${want.map((p) => `{{${p}}}`).join(', ') || 'none'}), each once as there`;
}

type Q = Kysely<Database>;

/** The survey's languages other than the default, checked: 404 for one it is not offered in, 400 for the default. */
function translatedLanguage(survey: SurveyRow, raw: string): string {
  const tag = canonicalTag(raw);
  const stored = storedLocalization(survey);
  if (tag && tag === stored.defaultLanguage)
    throw invalid([{ in: 'path', name: 'tag', message: `${tag} is the survey's default language: its texts are the survey's own` }]);
  if (!tag || !stored.languages.includes(tag))
    throw new ApiError('not_found', `The survey is not offered in '${raw}' (putSurveyLocalization adds a language).`);
  return tag;
}

async function current(db: Q, survey: SurveyRow) {
  return (await currentTexts(db, survey)).texts;
}

/** Per language: how many of the survey's texts it has, and how many of those were made from another source. */
export async function translatedCounts(db: Q, survey: SurveyRow, texts: Map<string, string>) {
  const rows = await db.selectFrom('survey_translations').select(['tag', 'key', 'source']).where('survey_id', '=', survey.id).execute();
  const counts = new Map<string, { translated: number; stale: number }>();
  for (const r of rows) {
    const source = texts.get(r.key);
    if (source === undefined) continue;
    const c = counts.get(r.tag) ?? { translated: 0, stale: 0 };
    c.translated++;
    if (r.source !== source) c.stale++;
    counts.set(r.tag, c);
  }
  return counts;
}

export async function surveyTranslations(db: Db, survey: SurveyRow, rawTag: string): Promise<Schemas['SurveyTranslations']> {
  const tag = translatedLanguage(survey, rawTag);
  const texts = await current(db.kysely, survey);
  const saved = await savedTranslations(db.kysely, survey.id, tag);
  return {
    tag,
    texts: [...texts].map(([key, source]) => {
      const t = saved.get(key);
      return { key, source, text: t?.text ?? null, stale: t !== undefined && t.source !== source };
    }),
  };
}

export async function patchTranslations(
  db: Db,
  survey: SurveyRow,
  rawTag: string,
  body: Schemas['PatchTranslationsRequest'],
): Promise<Schemas['SurveyTranslations']> {
  const tag = translatedLanguage(survey, rawTag);
  const { texts, questions } = await currentTexts(db.kysely, survey);
  const types = new Map(questions.map((q) => [q.id, q.type]));
  const errors: FieldError[] = [];
  for (const [key, text] of Object.entries(body.texts)) {
    const limit = sourceLimit(key, (id) => types.get(id));
    if (!texts.has(key))
      errors.push({ in: 'body', name: `texts.${key}`, message: 'is not a text of this survey (see getSurveyTranslations)' });
    else if (text !== null && text.trim() === '')
      errors.push({ in: 'body', name: `texts.${key}`, message: 'is empty (null removes a translation)' });
    else if (text !== null && limit !== undefined && [...text].length > limit)
      errors.push({ in: 'body', name: `texts.${key}`, message: `is longer than its source field allows (${limit} characters)` });
    else if (text !== null) {
      const problem = placeholderProblem(texts.get(key)!, text);
      if (problem) errors.push({ in: 'body', name: `texts.${key}`, message: problem });
    }
  }
  if (errors.length) throw invalid(errors);
  const now = nowIso();
  await db.kysely.transaction().execute(async (trx) => {
    const saved = await savedTranslations(trx, survey.id, tag);
    // What a respondent in this language reads changes when a text is new, different, removed or made fresh.
    const changed = Object.entries(body.texts).some(([key, text]) => {
      const was = saved.get(key);
      return text === null ? was !== undefined : was?.text !== text || was.source !== texts.get(key);
    });
    if (changed) await wordingChanged(trx, survey);
    for (const [key, text] of Object.entries(body.texts)) {
      const where = trx.deleteFrom('survey_translations').where('survey_id', '=', survey.id).where('tag', '=', tag).where('key', '=', key);
      await where.execute();
      if (text !== null)
        await trx
          .insertInto('survey_translations')
          .values({ survey_id: survey.id, tag, key, text, source: texts.get(key)!, updated_at: now })
          .execute();
    }
  });
  return surveyTranslations(db, survey, tag);
}

/**
 * A live survey's wording changed in a language (docs/design/localization.md, "Live surveys"): no consent is needed
 * (the questions, options and logic are the same), but the survey starts a new questionnaire version, so the
 * sessions started from now on record which wording they read.
 */
export async function wordingChanged(trx: Q, survey: Pick<SurveyRow, 'id' | 'status'>): Promise<void> {
  if (survey.status !== 'live') return;
  await trx
    .updateTable('surveys')
    .set({ questionnaire_version: sql`questionnaire_version + 1` })
    .where('id', '=', survey.id)
    .execute();
}

/** Removes the translations of languages the survey is no longer offered in (a new wording version when live). */
export async function dropLanguages(db: Q, survey: Pick<SurveyRow, 'id' | 'status'>, kept: readonly string[]): Promise<void> {
  const dropped = await db
    .deleteFrom('survey_translations')
    .where('survey_id', '=', survey.id)
    .where('tag', 'not in', kept)
    .executeTakeFirst();
  if (Number(dropped.numDeletedRows) > 0) await wordingChanged(db, survey);
}

/** The language's translations as an XLIFF 2.0 document. */
export async function translationsXliff(db: Db, survey: SurveyRow, rawTag: string): Promise<string> {
  return toXliff(survey.id, storedLocalization(survey).defaultLanguage, await surveyTranslations(db, survey, rawTag));
}

/** Merges the targets an XLIFF 2.0 document fills (a translation tool's return), as a PATCH of those texts. */
export async function importXliff(db: Db, survey: SurveyRow, rawTag: string, xml: string): Promise<Schemas['SurveyTranslations']> {
  const tag = translatedLanguage(survey, rawTag);
  return patchTranslations(db, survey, tag, { texts: await fromXliff(xml, tag, canonicalTag) });
}
