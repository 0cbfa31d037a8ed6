// The quotas' lock (docs/design/quotas.md): a survey's quota rows, locked in id order and kept per transaction, so the
// completion's check (./gate.ts) and the count (./reactor.ts) read the same rows under one lock. The journal takes it
// with every reactor's survey locks (after the analytics state), for a bulk writer and for a completion that meets a
// quota alike, so both take the same locks in the same order.
import type { QuotaRow } from '../db/schema';
import type { Reader } from '../db/reader';
import { lockQuotas } from './repository';

/** The quota rows each transaction locked, per survey, kept current as its counts change. */
const held = new WeakMap<Reader, Map<string, Map<string, QuotaRow>>>();

/** Locks the survey's quotas (once per transaction) and answers them by id. */
export async function lockedQuotas(trx: Reader, surveyId: string): Promise<Map<string, QuotaRow>> {
  let surveys = held.get(trx);
  if (!surveys) held.set(trx, (surveys = new Map()));
  let rows = surveys.get(surveyId);
  if (!rows) surveys.set(surveyId, (rows = new Map((await lockQuotas(trx, surveyId)).map((r) => [r.id, { ...r }]))));
  return rows;
}

/** The survey's quotas if this transaction locked them already, else undefined. */
export const heldQuotas = (trx: Reader, surveyId: string): Map<string, QuotaRow> | undefined => held.get(trx)?.get(surveyId);
