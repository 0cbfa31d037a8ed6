// An answer as a session stores it (the sessions table's `answers`, JSON): written by the session write path
// (src/responses), read by everything that reports on sessions (analytics, exports, instruments, variables).
import type { Schemas } from './contract';

export interface StoredAnswer {
  questionId: string;
  value: Schemas['AnswerValue'];
  answeredAt: string | null;
  timeMs: number | null;
}
