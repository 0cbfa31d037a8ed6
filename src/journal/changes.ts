// The changes writers publish on the change journal (its map: change type to payload; "event" is kept for the
// integration log the feed serves, docs/architecture.md "Names"). Each names what changed, as stored after the change,
// and what an enricher or reactor needs so that it reads nothing the writer already holds.
import type { QuotaRow, SessionRow, SurveyRow } from '../db/schema';
import type { Questionnaire } from '../questionnaire/questionnaire';
import type { Enricher, Journal, Reactor } from './journal';
import type { Schemas } from '../contract';

/** The survey whose sessions changed. */
export interface SurveyRef {
  id: string;
  organization_id: string;
}

/** One session as it was (null when new) and as it is stored now. */
export interface SessionChange {
  before: SessionRow | null;
  after: SessionRow;
}

/** The survey's median completion time (what speeding is judged by) before a change and after it. */
export interface MedianMove {
  before: number | null;
  after: number | null;
}

/** What the writer's judgement settles on a sessions event besides each change's columns (the quality enricher's). */
export interface Settled {
  /**
   * Stored sessions outside the event that the change judged again (the median moved past their completion time, or a
   * text they share appeared or went): stored once by the writer, in their final state, and sent on as
   * `response.updated`. Never one of the event's own sessions.
   */
  rejudged: SessionChange[];
  /** The median before and after the change, when the change held a completion; null otherwise. */
  median: MedianMove | null;
}

/** Sessions of one survey written in one transaction, with the questionnaire read under the survey's shared lock. */
export interface SessionsChanged extends Settled {
  survey: SurveyRef;
  questionnaire: Questionnaire;
  changes: SessionChange[];
}

/** Sessions of one survey deleted in one transaction, as they were stored. */
export interface SessionsDeleted extends Settled {
  survey: SurveyRef;
  questionnaire: Questionnaire;
  sessions: SessionRow[];
}

/** What a writer hands the session writer: the event before the judgement settled it. */
export type SessionBatch = Omit<SessionsChanged, keyof Settled>;
export type SessionsDeleting = Omit<SessionsDeleted, keyof Settled>;

export interface JournalChanges {
  /** A respondent started a session. */
  'session.started': SessionsChanged;
  /** A respondent answered; the session is still in progress. */
  'session.answered': SessionsChanged;
  /** A session ended: completed by the respondent, or ended by a rule (screened out, quota full, end of survey). */
  'session.completed': SessionsChanged;
  /** In-progress sessions idle too long became abandoned. */
  'session.abandoned': SessionsChanged;
  /** Sessions collected elsewhere were stored (import, demo seed). */
  'session.imported': SessionsChanged;
  /** A session's answers were corrected by the survey's owner (PATCH /responses/{id}). */
  'session.corrected': SessionsChanged;
  /** Stored sessions' calculated variables were computed again after the survey's variables changed. */
  'session.recomputed': SessionsChanged;
  /** Sessions are about to be deleted (published before their rows go, so reactors can still read them). */
  'sessions.deleted': SessionsDeleted;
  'survey.created': { survey: SurveyRow };
  'survey.status_changed': { before: SurveyRow; after: SurveyRow; questionCount: number };
  /** Published before the survey's rows go, so reactors can still read them. */
  'survey.deleted': { survey: SurveyRow; questionCount: number };
  /**
   * Questions were added, changed, moved or removed (the survey row as locked by the change, before its version moved),
   * with the sessions whose quality the new questionnaire changes, judged again and stored by the writer.
   */
  'questionnaire.changed': { survey: SurveyRow } & Pick<Settled, 'rejudged'>;
  /** A contact opted out (their `unsubscribed` turned true). */
  'contact.unsubscribed': { organizationId: string; contactId: string; at: string };
  /** An email send has no message left to send (or could send none). */
  'email.send_finished': {
    survey: SurveyRef;
    sendId: string;
    collectorId: string;
    status: Schemas['EmailSendStatus'];
    counts: Schemas['EmailSendCounts'];
  };
  /** A collector stopped taking responses: closed by its owner, or its response limit was reached. */
  'collector.closed': { survey: SurveyRef; collectorId: string; reason: 'closed' | 'response_limit'; responseCount: number };
  /** A password-protected link took too many wrong passwords: it refuses every password until `lockedUntil`. */
  'collector.locked': { survey: SurveyRef; collectorId: string; lockedUntil: string; wrongPasswords: number };
  /** A debrief run stopped taking participants: closed by its owner, or its participant target was reached. */
  'debrief.closed': {
    survey: SurveyRef;
    debriefId: string;
    reason: 'closed' | 'participant_target';
    participants: number;
    closedAt: string;
  };
  /** A survey's wording trial met its stop rule (published once per objective and set of arms by the calibration reactor). */
  'calibration.converged': { survey: SurveyRef; data: Schemas['CalibrationConvergedEvent']['data'] };
  /** A quota's counted completions reached its limit (published once per change, by the quotas reactor or a quota's change). */
  'quota.filled': { survey: SurveyRef; quota: QuotaRow };
  /** A full quota has a free place again (a counted completion stopped counting, or its limit or condition changed). */
  'quota.reopened': { survey: SurveyRef; quota: QuotaRow };
  /** A survey's available voucher codes fell to its threshold (published once by the rewards reactor). */
  'rewards.low_stock': { survey: SurveyRef; available: number; threshold: number };
}

/** The reward decided for a completed session, as the rewards reactor made it (the code still sealed). */
export interface RewardReceipt {
  outcome: 'assigned' | 'no_codes_left' | 'screened_out' | 'high_risk';
  codeSealed: string | null;
  /** The survey's reward message, shown with the code. */
  message: string;
}

/** What reactors tell the writer's caller of their work on an event. */
export interface Receipt {
  /** The reward each completed session of the event earned (by session id). */
  rewards: Map<string, RewardReceipt>;
}

export type DomainJournal = Journal<JournalChanges, SessionRow, Receipt, Settled>;
export type DomainReactor = Reactor<JournalChanges, Partial<Receipt>>;
/** Settles a sessions event before the writer stores it: columns of the changed sessions, and what it declares of Settled. */
export type SessionEnricher = Enricher<JournalChanges, SessionRow, Settled>;
export type SessionChangeType =
  | 'session.started'
  | 'session.answered'
  | 'session.completed'
  | 'session.abandoned'
  | 'session.imported'
  | 'session.corrected'
  | 'session.recomputed';
