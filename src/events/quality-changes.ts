// Sessions whose stored quality a reactor changed after their writer stored them (README: the write path): the analytics
// reactor judges a completion again when the median completion time moves, or when a text it shares appears or goes
// in an earlier session. Those rows are not in the event; the reactors that run after analytics and count by quality
// (the quotas) read them here, once, in the same transaction.
import type { SessionRow } from '../db/schema';
import type { Reader } from '../db/reader';

/** What the reactors that count by quality read of such a session. */
export type QualityChanged = Pick<
  SessionRow,
  'id' | 'survey_id' | 'status' | 'end_reason' | 'excluded' | 'quality_flags' | 'answers' | 'hidden' | 'device_type' | 'language'
>;

const changed = new WeakMap<Reader, Map<string, QualityChanged>>();

/** Notes a session whose quality columns changed (`row` holds the new ones). */
export function noteQualityChange(trx: Reader, row: QualityChanged): void {
  let rows = changed.get(trx);
  if (!rows) changed.set(trx, (rows = new Map()));
  rows.set(row.id, row);
}

/** The sessions of `surveyId` noted in this transaction since the last call, each once. */
export function takeQualityChanges(trx: Reader, surveyId: string): QualityChanged[] {
  const rows = changed.get(trx);
  if (!rows) return [];
  const mine = [...rows.values()].filter((r) => r.survey_id === surveyId);
  for (const r of mine) rows.delete(r.id);
  return mine;
}
