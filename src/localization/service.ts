// A survey's languages (docs/design/localization.md): the `localization` block the survey detail shows, and setting
// which languages the survey is offered in. Stored on the survey as `{ defaultLanguage, languages: [tag] }`; the
// block adds each language's name, direction and completeness, computed when read.
import type { Kysely } from 'kysely';
import type { Database, SurveyRow } from '../db/schema';
import type { Db } from '../database';
import type { Schemas } from '../contract';
import type { FieldError } from '../errors';
import { invalid } from '../errors';
import { nowIso, toJson } from '../db/values';
import { canonicalTag, direction, languageName } from './languages';
import { currentTexts } from './survey-texts';
import { storedLocalization, type StoredLocalization } from './stored';
import { dropLanguages, translatedCounts } from './translations';

/** The survey's `localization` block. */
export async function localizationBlock(db: Kysely<Database>, survey: SurveyRow): Promise<Schemas['SurveyLocalization']> {
  const stored = storedLocalization(survey);
  const { texts } = await currentTexts(db, survey);
  const total = texts.size;
  const counts = await translatedCounts(db, survey, texts);
  return {
    defaultLanguage: stored.defaultLanguage,
    languages: stored.languages.map((tag) => ({
      tag,
      name: languageName(tag),
      direction: direction(tag),
      // The default language's texts are the survey's own.
      completeness:
        tag === stored.defaultLanguage ? { translated: total, total, stale: 0 } : { translated: 0, stale: 0, ...counts.get(tag), total },
    })),
  };
}

/** The request's tags, canonicalised, or a 400 naming each that is malformed, repeated, or a default not offered. */
function checked(body: Schemas['PutLocalizationRequest']): StoredLocalization {
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  const languages: string[] = [];
  body.languages.forEach((raw, i) => {
    const tag = canonicalTag(raw);
    if (!tag) return errors.push({ in: 'body', name: `languages[${i}]`, message: `'${raw}' is not a BCP 47 language tag` });
    const first = seen.get(tag);
    if (first !== undefined)
      return errors.push({ in: 'body', name: `languages[${i}]`, message: `is ${tag}, as languages[${first}] already is` });
    seen.set(tag, i);
    languages.push(tag);
  });
  const defaultLanguage = canonicalTag(body.defaultLanguage);
  if (!defaultLanguage)
    errors.push({ in: 'body', name: 'defaultLanguage', message: `'${body.defaultLanguage}' is not a BCP 47 language tag` });
  else if (!seen.has(defaultLanguage))
    errors.push({
      in: 'body',
      name: 'defaultLanguage',
      message: `${defaultLanguage} must be one of languages (the default cannot be left out)`,
    });
  if (errors.length) throw invalid(errors);
  return { defaultLanguage: defaultLanguage!, languages };
}

/** Sets the survey's languages; answers the new block. */
export async function putLocalization(
  db: Db,
  survey: SurveyRow,
  body: Schemas['PutLocalizationRequest'],
): Promise<Schemas['SurveyLocalization']> {
  const next = checked(body);
  const localization = toJson(next);
  await db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('surveys').set({ localization, updated_at: nowIso() }).where('id', '=', survey.id).execute();
    await dropLanguages(
      trx,
      survey,
      next.languages.filter((t) => t !== next.defaultLanguage),
    ); // a removed language's texts go
  });
  return localizationBlock(db.kysely, { ...survey, localization });
}
