// The words a reader sees for each quality flag (the report, the insights, ask), never the contract's name: a client
// reads "Failed the attention check", not `low_attention`.
import type { Schemas } from '../contract';

export const FLAG_WORDS: Record<Schemas['QualityFlag'], string> = {
  speeding: 'Answered too fast',
  straightlining: 'Same answer down a grid',
  low_attention: 'Failed the attention check',
  bot_suspected: 'Looks automated',
  duplicate: 'Repeat of another session',
  honeypot: 'Filled the hidden trap field',
  behavior_anomaly: 'Unusual behaviour (pastes, focus)',
  excluded: 'Excluded from results',
  high_risk: 'High risk',
};
