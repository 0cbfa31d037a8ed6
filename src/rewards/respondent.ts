// What a respondent sees of the reward their session earned: the code in clear (only here, to the holder of the
// session's token) with the survey's message, or null and the reason. A completion answers with the decision its
// rewards reactor just made (the journal's receipt); a later read of the session reads the stored decision.
import type { Db } from '../database';
import type { Schemas } from '../contract';
import type { RewardReceipt } from '../journal/changes';
import { unseal } from '../auth/seal';
import * as rewards from './repository';
import { toSettings } from './service';

type RewardFields = Pick<Schemas['SessionState'], 'reward' | 'rewardReason'>;

/** The respondent's view of a decision: the code unsealed, or null and why. */
export function rewardView(secretKey: string, decision: RewardReceipt): RewardFields {
  if (decision.outcome !== 'assigned' || !decision.codeSealed) {
    return { reward: null, rewardReason: decision.outcome === 'assigned' ? 'no_codes_left' : decision.outcome };
  }
  return { reward: { code: unseal(secretKey, 'reward-code', decision.codeSealed), message: decision.message } };
}

/** The stored decision of a session, as a receipt (undefined before one is made). */
async function storedDecision(db: Db['kysely'], sessionId: string): Promise<RewardReceipt | undefined> {
  const decision = await rewards.decisionOf(db, sessionId);
  if (!decision) return undefined;
  const { message } = toSettings(await rewards.settingsOf(db, decision.survey_id));
  return { outcome: decision.outcome as RewardReceipt['outcome'], codeSealed: decision.code_sealed ?? null, message };
}

/** The reward a completed session earned, in clear with the survey's message, or null (none, or not decided). */
export async function rewardOf(db: Db, secretKey: string, sessionId: string): Promise<{ code: string; message: string } | null> {
  const decision = await storedDecision(db.kysely, sessionId);
  return decision ? (rewardView(secretKey, decision).reward ?? null) : null;
}

/**
 * `state` with the reward its session earned: `earned` when the write that completed it just decided it (null: the
 * survey gives none), else (undefined) the stored decision, for a later read or a completion retried.
 */
export async function withReward(
  db: Db['kysely'],
  secretKey: string,
  state: Schemas['SessionState'],
  earned?: RewardReceipt | null,
): Promise<Schemas['SessionState']> {
  if (state.status !== 'completed') return state;
  const decision = earned === undefined ? await storedDecision(db, state.sessionId) : earned;
  return decision ? { ...state, ...rewardView(secretKey, decision) } : state;
}
