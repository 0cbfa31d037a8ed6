// Identifiers are lowercase UUID v7 (docs/design/naming.md), so they sort by creation time.
import { v7 } from 'uuid';

export const newId = (): string => v7();

/** The identity of a new row a survey owns: its own id, the survey's, and the survey's organisation. */
export const newSurveyChild = (survey: { id: string; organization_id: string }) => ({
  id: newId(),
  survey_id: survey.id,
  organization_id: survey.organization_id,
});
