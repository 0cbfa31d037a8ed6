// What a respondent sees of the reward their session earned: the code in clear (only here, to the holder of the
// session's token) with the survey's message, or null and the reason. Nothing until the session has a decision.
import type { Db } from '../db/connect';
import type { Schemas } from '../contract';
import { unseal } from '../auth/seal';
import * as rewards from './repository';
import { toSettings } from './service';

/** The reward a completed session earned, in clear with the survey's message, or null (none, or not decided). */
export async function rewardOf(db: Db, secretKey: string, sessionId: string): Promise<{ code: string; message: string } | null> {
  const decision = await rewards.decisionOf(db.kysely, sessionId);
  if (!decision || decision.outcome !== 'assigned' || !decision.code_sealed) return null;
  const { message } = toSettings(await rewards.settingsOf(db.kysely, decision.survey_id));
  return { code: unseal(secretKey, 'reward-code', decision.code_sealed), message };
}

export async function withReward(db: Db, secretKey: string, state: Schemas['SessionState']): Promise<Schemas['SessionState']> {
  if (state.status !== 'completed') return state;
  const decision = await rewards.decisionOf(db.kysely, state.sessionId);
  if (!decision) return state;
  if (decision.outcome !== 'assigned' || !decision.code_sealed) {
    return { ...state, reward: null, rewardReason: decision.outcome === 'assigned' ? 'no_codes_left' : decision.outcome };
  }
  const { message } = toSettings(await rewards.settingsOf(db.kysely, decision.survey_id));
  return { ...state, reward: { code: unseal(secretKey, 'reward-code', decision.code_sealed), message } };
}
