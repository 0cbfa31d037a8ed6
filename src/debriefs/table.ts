// Cognitive debriefing runs (docs/design/debriefs.md) and their participants' sessions, kept apart from the survey's sessions so that
// nothing a participant says reaches the survey's analytics or exports.
export type DebriefStatus = 'open' | 'closed';
export type ProbeKind = 'comprehension' | 'paraphrase' | 'confidence' | 'recall';

export interface DebriefsTable {
  id: string;
  survey_id: string;
  organization_id: string;
  question_ids: string; // JSON array, in the order participants see them
  probes: string; // JSON array of { kind, text }
  participant_target: number;
  anonymity_floor: number;
  status: DebriefStatus;
  /** Why it closed: its owner closed it, or the participant target was reached. */
  closed_reason: 'closed' | 'participant_target' | null;
  created_at: string;
  closed_at: string | null;
}

export interface DebriefSessionsTable {
  id: string;
  debrief_id: string;
  token_hash: string;
  status: 'in_progress' | 'completed';
  answers: string; // JSON object: step id -> value
  started_at: string;
  completed_at: string | null;
}
