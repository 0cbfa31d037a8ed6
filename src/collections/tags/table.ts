// Tags and which surveys carry them (docs/design/organisation.md).
import type { NamedRow } from '../named-table';

export interface TagsTable extends NamedRow {
  color: string;
}

export interface SurveyTagsTable {
  survey_id: string;
  tag_id: string;
}
