// Tags and which surveys carry them (D15).
export interface TagsTable {
  id: string;
  organization_id: string;
  name: string;
  name_key: string;
  color: string;
  created_at: string;
  updated_at: string;
}

export interface SurveyTagsTable {
  survey_id: string;
  tag_id: string;
}
