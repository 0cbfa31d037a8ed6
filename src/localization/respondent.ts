// The texts a respondent reads, in their language (docs/design/localization.md, "Respondents"): each text is its
// translation when one was made from the survey's text as it is now, else the default language's text. A stale
// translation is not served: the source changed after it was made (a reworded question could ask something else),
// so the respondent reads the current text until the translation is saved again. Logic, answers and ids are the
// same in every language: only texts change. A wording trial arm's texts are translated under their own keys; an arm
// whose rewording has no translation here is not offered to a session in this language, and a session of one whose
// translation went missing later reads the question's own wording in its language, never English in a German page.
import type { Kysely } from 'kysely';
import type { ArmRow, Database, SurveyRow } from '../db/schema';
import { wordedRow, wordingOf } from '../questionnaire/wording';
import { storedLocalization } from './stored';
import { savedTranslations } from './repository';
import { armTextsOf, translatedQuestion, translatedSurvey, type QuestionTexts, type SurveyTexts, type Translate } from './texts';

type Arm = Pick<ArmRow, 'id' | 'overrides'>;

/** The texts of `survey` in `tag` (for its default language, and one it is not offered in, its own). */
export interface Localized {
  tag: string;
  survey<S extends SurveyTexts>(survey: S): S;
  /** The rows in this language, as `arm` words them where its wording is translated here, else as the rows word them. */
  questions<Q extends QuestionTexts>(rows: readonly Q[], arm?: Arm): Q[];
  /** Whether every text `arm` rewords among `rows` has a translation here. */
  covers(arm: Arm, rows: readonly QuestionTexts[]): boolean;
}

export async function localizedTexts(db: Kysely<Database>, survey: SurveyRow, tag: string): Promise<Localized> {
  const stored = storedLocalization(survey);
  const own = tag === stored.defaultLanguage || !stored.languages.includes(tag);
  const saved = own ? new Map<string, { text: string; source: string }>() : await savedTranslations(db, survey.id, tag);
  const fresh = (key: string, text: string): string | undefined => {
    const t = saved.get(key);
    return t !== undefined && t.source === text ? t.text : undefined;
  };
  const tr: Translate = (key, text) => fresh(key, text) ?? text;
  const translate = <Q extends QuestionTexts>(q: Q): Q => (own ? q : translatedQuestion(q, tr));
  /** The row as the arm words it here, or undefined when one of the texts it rewords is not translated here. */
  const armed = <Q extends QuestionTexts>(row: Q, armId: string, override: Parameters<typeof wordedRow>[1]): Q | undefined => {
    const worded = wordedRow(row, override);
    if (own) return worded;
    const texts = new Map(armTextsOf(armId, worded, row).map((t) => [t.key, t]));
    let missing = false;
    const out = translatedQuestion(
      worded,
      (key, text) => {
        const t = texts.get(key);
        if (!t || t.kept) return tr(t?.base ?? key, text);
        const translated = fresh(key, text);
        if (translated === undefined) missing = true;
        return translated ?? text;
      },
      `arm.${armId}.question.${row.id}`,
    );
    return missing ? undefined : out;
  };
  return {
    tag: own ? stored.defaultLanguage : tag,
    survey: (s) => (own ? s : translatedSurvey(s, tr)),
    questions: (rows, arm) => {
      const wording = wordingOf(arm);
      return rows.map((r) => {
        const o = arm ? wording.get(r.id) : undefined;
        return (o && armed(r, (arm as Arm).id, o)) || translate(r);
      });
    },
    covers: (arm, rows) => {
      const wording = wordingOf(arm);
      return rows.every((r) => !wording.has(r.id) || armed(r, arm.id, wording.get(r.id)) !== undefined);
    },
  };
}
