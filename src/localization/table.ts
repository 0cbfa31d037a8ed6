// Translations of a survey's texts (docs/design/localization.md, "Translations").

export interface SurveyTranslationsTable {
  survey_id: string;
  /** A canonical language tag of the survey other than its default. */
  tag: string;
  /** A text's key (src/localization/texts.ts). */
  key: string;
  text: string;
  /** The survey's own text when this was saved: the translation is stale once that differs. */
  source: string;
  updated_at: string;
}
