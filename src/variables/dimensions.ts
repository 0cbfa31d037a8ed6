// Which named dimensions of values a survey has, for the cross-tabulation (`variable:<name>`, `hidden:<name>`,
// `language`): the survey's variables and its declared, non-personal hidden fields.
import type { Db } from '../database';
import type { SurveyRow } from '../db/schema';
import { hiddenDimensionProblem } from '../hidden-fields/declared';
import { variableNamed } from './repository';

/** Why the dimension is not the survey's (a 400's message), or null when it is; a language always is. */
export async function dimensionProblem(
  db: Db,
  survey: SurveyRow,
  kind: 'variable' | 'hidden' | 'language',
  name: string,
): Promise<string | null> {
  if (kind === 'language') return null;
  if (kind === 'hidden') return hiddenDimensionProblem(survey, name);
  return (await variableNamed(db.kysely, survey.id, name)) ? null : `the survey has no variable ${name}`;
}
