// The texts a respondent reads, in their language (docs/design/localization.md, "Respondents"): each text is its
// translation when one was made from the survey's text as it is now, else the default language's text. A stale
// translation is not served: the source changed after it was made (a reworded question could ask something else),
// so the respondent reads the current text until the translation is saved again. Logic, answers and ids are the
// same in every language: only texts change.
import type { Kysely } from 'kysely';
import type { Database, SurveyRow } from '../db/schema';
import { storedLocalization } from './stored';
import { savedTranslations } from './repository';
import { translatedQuestion, translatedSurvey, type QuestionTexts, type SurveyTexts, type Translate } from './texts';

/** The texts of `survey` in `tag`: identity for its default language (and for one it is not offered in). */
export interface Localized {
  tag: string;
  survey<S extends SurveyTexts>(survey: S): S;
  questions<Q extends QuestionTexts>(rows: readonly Q[]): Q[];
}

const identity: Omit<Localized, 'tag'> = { survey: (s) => s, questions: (rows) => [...rows] };

export async function localizedTexts(db: Kysely<Database>, survey: SurveyRow, tag: string): Promise<Localized> {
  const stored = storedLocalization(survey);
  if (tag === stored.defaultLanguage || !stored.languages.includes(tag)) return { tag: stored.defaultLanguage, ...identity };
  const saved = await savedTranslations(db, survey.id, tag);
  if (saved.size === 0) return { tag, ...identity };
  const tr: Translate = (key, text) => {
    const t = saved.get(key);
    return t !== undefined && t.source === text ? t.text : text;
  };
  return { tag, survey: (s) => translatedSurvey(s, tr), questions: (qs) => qs.map((q) => translatedQuestion(q, tr)) };
}
