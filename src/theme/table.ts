// Themes (docs/design/theme.md): a survey's own (`survey_id` set) or its organisation's default (`survey_id` null),
// keyed by the survey's or the organisation's id.
export interface ThemesTable {
  owner_id: string;
  organization_id: string;
  survey_id: string | null;
  theme: string; // JSON Theme, the logo's data left out (`logo.data` is '')
  logo: string | null; // the logo's data (base64)
  updated_at: string;
}
