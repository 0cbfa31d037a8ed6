// A survey's instances of catalogue instruments (docs/design/instruments.md); the questions they inserted carry the instance's id.

export interface SurveyInstrumentsTable {
  id: string;
  survey_id: string;
  organization_id: string;
  instrument_id: string;
  /** JSON string[]: the questions it inserted, in item order (scoring reads them in this order). */
  question_ids: string;
  created_at: string;
}
