// Tags and which surveys carry them (D15).
import type { NamedRow } from '../named-table';

export interface TagsTable extends NamedRow {
  color: string;
}

export interface SurveyTagsTable {
  survey_id: string;
  tag_id: string;
}
