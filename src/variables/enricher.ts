// Variables as a journal enricher: a session that completes, or is imported completed, gets its variables' values
// (docs/design/variables.md) computed before its writer stores it, so the row is written once with them, and the analytics (the
// cross-tabulation's `variable:<name>` dimension) and the webhook payloads read them from the stored row.
import type { SessionEnricher, SessionsChanged } from '../journal/changes';
import type { Reader } from '../journal/journal';
import { programOf, storedValues } from './compute';

async function compute(db: Reader, { survey, questionnaire, changes }: SessionsChanged) {
  if (!changes.some((c) => c.after.status === 'completed')) return {};
  const program = await programOf(db, survey.id, questionnaire);
  return { columns: changes.map((c) => ({ variables: storedValues(program, c.after) })) };
}

export const variablesEnricher: SessionEnricher = {
  name: 'variables',
  columns: ['variables'],
  on: {
    'session.completed': compute,
    'session.imported': compute,
    'session.corrected': compute,
    'session.recomputed': compute,
  },
};
