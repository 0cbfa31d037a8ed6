// The respondent surface (docs/design/responses.md): the respondent view of a survey, starting a session, answering with server-side
// logic (docs/design/questions-and-logic.md), completing. Every change to a session runs in a transaction that writes the row first, which takes
// its lock on both databases, so two requests for one session cannot interleave.
import type { Db } from '../database';
import type { ArmRow, CollectorRow, SessionRow, SurveyRow } from '../db/schema';
import { admit } from '../collectors/service';
import { assignArm, respondentArm } from '../calibration/assign';
import { findArm } from '../calibration/repository';
import { fromJson, nowIso, toJson } from '../db/values';
import { ApiError, invalid, notFound, type FieldError } from '../errors';
import { newId } from '../ids';
import type { Schemas } from '../contract';
import { listQuestionRows } from '../questions/repository';
import { answerProblem } from '../questions/answers';
import { withSession } from '../questionnaire/logic';
import type { Device, Geography } from './device';
import { Questionnaire, type FlowQuestion, type Step } from '../questionnaire/questionnaire';
import { BLANK_SESSION, findSession } from './repository';
import type { StoredAnswer } from '../answers';
import { hashToken, newSessionToken } from './tokens';
import { saveSessions, startSessions, writeSession } from './session-writer';
import type { Trx } from '../journal/journal';
import { withReward } from '../rewards/respondent';
import { openedHidden, withHidden, type StoredHidden } from '../hidden-fields/values';
import { meetsFullQuota } from '../quotas/gate';
import { offeredLanguages, storedLocalization } from '../localization/stored';
import { localizedTexts, type Localized } from '../localization/respondent';
import type { QuestionTexts } from '../localization/texts';
import { negotiate } from '../localization/negotiate';
import { direction, languageName } from '../localization/languages';

/** Longest path a session may take (loops included) and most events it may record. */
export const MAX_PATH_LENGTH = 1000;
export const MAX_EVENTS_PER_SESSION = 1000;

/** Config keys a respondent must not see: the logic is evaluated by the server, the answer key is for quality checks. */
const HIDDEN_CONFIG_KEYS = ['logic', 'expectedOptionId'];
export const visibleConfig = (config: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(config).filter(([k]) => !HIDDEN_CONFIG_KEYS.includes(k)));

/** The respondent view in `language` (one of the survey's, chosen by `negotiate`): each text translated or the default's. */
export async function respondentView(db: Db, survey: SurveyRow, language: string): Promise<Schemas['RespondentSurvey']> {
  const localized = await localizedTexts(db.kysely, survey, language);
  const questions = new Questionnaire(localized.questions(await listQuestionRows(db.kysely, survey.id))).questions;
  const texts = localized.survey(survey);
  return {
    id: survey.id,
    title: texts.title,
    description: texts.description,
    messages: fromJson(texts.messages, {}),
    questionnaireVersion: survey.questionnaire_version,
    acceptingResponses: survey.status === 'live',
    language: localized.tag,
    direction: direction(localized.tag),
    languages: offeredLanguages(storedLocalization(survey)).map((tag) => ({ tag, name: languageName(tag), direction: direction(tag) })),
    questions: questions.map(
      (q) =>
        ({
          id: q.id,
          type: q.type,
          title: q.title,
          description: q.description,
          required: q.required,
          position: q.position,
          config: visibleConfig(q.config),
          // The stored config was checked against the type's schema when saved (the same narrowing as toQuestion).
        }) as Schemas['RespondentQuestion'],
    ),
  };
}

export function assertAccepting(survey: Pick<SurveyRow, 'status'>): void {
  if (survey.status !== 'live') {
    throw new ApiError('survey_not_accepting', `This survey is ${survey.status} and is not accepting responses.`);
  }
}

const canComplete = (row: Pick<SessionRow, 'status' | 'next_question_id'>, questionnaire: Questionnaire): boolean =>
  row.status === 'in_progress' && (row.next_question_id === null || questionnaire.get(row.next_question_id)?.type === 'thank_you_screen');

function stateOf(row: SessionRow, questionnaire: Questionnaire): Schemas['SessionState'] {
  return {
    sessionId: row.id,
    status: row.status as Schemas['ResponseStatus'],
    endReason: row.end_reason as Schemas['EndReason'],
    nextQuestionId: row.next_question_id,
    canComplete: canComplete(row, questionnaire),
    path: fromJson<string[]>(row.path, []),
    startedAt: row.started_at,
    completedAt: row.completed_at,
    armId: row.arm_id,
    language: row.language,
  };
}

/** The session's state as a respondent's page reads it to resume (the questionnaire decides `canComplete`), with
 * its wording arm's wording when it has one (an arm deleted since is left out). */
export async function sessionState(db: Db, survey: SurveyRow, sessionId: string): Promise<Schemas['SessionState']> {
  const session = await findSession(db.kysely, sessionId);
  if (!session) throw notFound('Session', sessionId);
  const questionnaire = new Questionnaire(await listQuestionRows(db.kysely, survey.id));
  const arm = session.arm_id ? await findArm(db.kysely, survey.id, session.arm_id) : undefined;
  if (!arm) return stateOf(session, questionnaire);
  const localized = await localizedTexts(db.kysely, survey, session.language);
  return { ...stateOf(session, questionnaire), arm: armAsRead(localized, arm, questionnaire.questions) };
}

/** A question as its texts (an arm rewords title, description and config only). */
const asTexts = (q: FlowQuestion): QuestionTexts => ({
  id: q.id,
  title: q.title,
  description: q.description,
  config: JSON.stringify(q.config),
  probes: '[]',
});

/** The arm's wording as the session reads it, in the session's language. */
function armAsRead(
  localized: Localized,
  arm: Pick<ArmRow, 'id' | 'overrides'>,
  questions: readonly FlowQuestion[],
): Schemas['RespondentArm'] {
  const read = localized.questions(questions.map(asTexts), arm);
  const worded = questions.map((q, i) => ({
    ...q,
    title: read[i].title,
    description: read[i].description,
    config: fromJson<Record<string, unknown>>(read[i].config, {}),
  }));
  return respondentArm(arm, worded, visibleConfig);
}

export interface Respondent {
  userAgent: string | null;
  device: Device | null;
  geography: Geography;
  fingerprint: string | null;
  /** The keyed hash of the hosted page's device cookie (null on the JSON API). */
  deviceKey: string | null;
  /** The `Accept-Language` header, which chooses the session's language when the caller names none. */
  acceptLanguage: string | null;
}

/** Where a session comes in: the collector (its rules already passed `assertOpenTo`) and the contact a personal
 * link's token named (verified by the caller), or null. */
export interface Entry {
  collector: CollectorRow;
  contactId: string | null;
  /** The hidden field values the session arrives with, as stored (docs/design/hidden-fields.md). */
  hidden?: StoredHidden;
}

/**
 * What two starts must not decide at once (src/responses/session-writer.ts): a link's response limit or its one
 * response per device (admission counts what is stored), and the contact and browser whose earlier session makes a
 * later one a duplicate (the analytics look for it).
 */
function startKeys(surveyId: string, who: Respondent, { collector, contactId }: Entry): string[] {
  const keys: string[] = [];
  if (collector.response_limit !== null) keys.push(`collector:${collector.id}`);
  const device = who.deviceKey ?? who.fingerprint; // what admission matches a device by
  if (collector.allow_multiple_per_device === 0 && device) keys.push(`device:${collector.id}:${device}`);
  if (contactId) keys.push(`contact:${surveyId}:${contactId}`);
  if (who.fingerprint) keys.push(`fingerprint:${surveyId}:${who.fingerprint}`);
  return keys;
}

/** A write's answer to the respondent, with the session as the write stored it (for what the answer adds, as piping). */
export interface Stored<T> {
  state: T;
  session: SessionRow;
}

export async function startSession(
  db: Db,
  survey: SurveyRow,
  body: Schemas['StartSessionRequest'] | undefined,
  who: Respondent,
  entry: Entry,
): Promise<Schemas['StartedSession']> {
  return (await startSessionStored(db, survey, body, who, entry)).state;
}

/** startSession(), answering the session as stored too. */
export async function startSessionStored(
  db: Db,
  survey: SurveyRow,
  body: Schemas['StartSessionRequest'] | undefined,
  who: Respondent,
  entry: Entry,
): Promise<Stored<Schemas['StartedSession']>> {
  assertAccepting(survey);
  const language = negotiate(storedLocalization(survey), {
    ...(body?.language ? { language: { tag: body.language, in: 'body', name: 'language' } } : {}),
    ...(who.acceptLanguage ? { acceptLanguage: who.acceptLanguage } : {}),
  });
  return startSessions(db, survey.id, startKeys(survey.id, who, entry), async ({ trx, questionnaire }) => {
    await admit(trx, entry.collector, who);
    // Read only when the survey has an arm that rewords (a translation lookup in another language than the default).
    let localized: Promise<Localized> | undefined;
    const texts = () => (localized ??= localizedTexts(trx, survey, language));
    const arm = await assignArm(trx, survey.id, async (a) => (await texts()).covers(a, questionnaire.questions.map(asTexts)));
    const first = questionnaire.first();
    const now = nowIso();
    const token = newSessionToken();
    const row: SessionRow = {
      ...BLANK_SESSION,
      id: newId(),
      survey_id: survey.id,
      status: 'in_progress',
      started_at: now,
      last_activity_at: now,
      questionnaire_version: survey.questionnaire_version,
      collector_id: entry.collector.id,
      contact_id: entry.contactId,
      device_type: who.device?.type ?? null,
      browser: who.device?.browser ?? null,
      os: who.device?.os ?? null,
      country: who.geography.country,
      region: who.geography.region,
      path: toJson(first ? [first] : []),
      honeypot: body?.honeypot || null,
      captcha_score: body?.captchaScore ?? null,
      user_agent: who.userAgent,
      fingerprint: who.fingerprint,
      device_key: who.deviceKey,
      token_hash: hashToken(token),
      next_question_id: first,
      metadata: toJson(body?.metadata ?? {}),
      arm_id: arm?.id ?? null,
      language,
      ...entry.hidden,
    };
    await saveSessions(db, trx, 'session.started', { survey, questionnaire, changes: [{ before: null, after: row }] });
    // A full quota the session meets already (by its hidden fields or device) ends it before its first question.
    const state = (await meetsFullQuota(db, trx, survey.id, questionnaire, row, false))
      ? await endByQuota(db, trx, survey, questionnaire, row)
      : row;
    return {
      state: {
        ...stateOf(state, questionnaire),
        ...(arm ? { arm: armAsRead(await texts(), arm, questionnaire.questions) } : {}),
        token,
      },
      session: state,
    };
  });
}

const durationSeconds = (startedAt: string, completedAt: string): number =>
  Math.max(0, (Date.parse(completedAt) - Date.parse(startedAt)) / 1000);

/** Applies `step` to the session being built: the next question joins the path, or the session ends. */
function advance(row: SessionRow, path: string[], step: Step, now: string): void {
  if ('next' in step) {
    path.push(step.next);
    row.next_question_id = step.next;
    return;
  }
  row.next_question_id = null;
  if (step.logic) {
    // A rule ended the survey: the session is over (a screener or quota ending is not a completion; docs/design/responses.md).
    row.status = 'completed';
    row.completed_at = now;
    row.end_reason = step.endReason;
    row.duration_seconds = durationSeconds(row.started_at, now);
  }
}

/** The session ended because it meets a full quota (docs/design/quotas.md), as of `now`. */
function quotaEnded(row: SessionRow, now: string): SessionRow {
  return {
    ...row,
    status: 'completed',
    end_reason: 'quota_full',
    completed_at: now,
    last_activity_at: now,
    next_question_id: null,
    duration_seconds: durationSeconds(row.started_at, now),
  };
}

/** Ends a session just stored as started: a second write, so the journal sees the start and then the ending. */
async function endByQuota(db: Db, trx: Trx, survey: SurveyRow, questionnaire: Questionnaire, row: SessionRow): Promise<SessionRow> {
  const ended = quotaEnded(row, nowIso());
  await saveSessions(db, trx, 'session.completed', { survey, questionnaire, changes: [{ before: row, after: ended }] });
  return ended;
}

function assertInProgress(row: SessionRow): void {
  if (row.status !== 'in_progress') throw new ApiError('session_finished', `This session is ${row.status} and takes no more answers.`);
}

/** Stores answers; when a rule ends the session, the answer carries the reward it earned (unsealed with `secretKey`). */
export async function submitAnswers(
  db: Db,
  survey: SurveyRow,
  sessionId: string,
  body: Schemas['SubmitAnswersRequest'],
  secretKey: string,
): Promise<Schemas['SessionState']> {
  return (await submitAnswersStored(db, survey, sessionId, body, secretKey)).state;
}

/** submitAnswers(), answering the session as stored too. */
export async function submitAnswersStored(
  db: Db,
  survey: SurveyRow,
  sessionId: string,
  body: Schemas['SubmitAnswersRequest'],
  secretKey: string,
): Promise<Stored<Schemas['SessionState']>> {
  return writeSession(db, survey.id, sessionId, async ({ trx, questionnaire, session: current }) => {
    assertInProgress(current);
    assertAccepting(survey);
    const now = nowIso();
    const row: SessionRow = { ...current, last_activity_at: now };
    const path = fromJson<string[]>(row.path, []);
    const answers = fromJson<StoredAnswer[]>(row.answers, []);
    const latest = withSession(
      withHidden(new Map(answers.map((a) => [a.questionId, a.value as unknown])), openedHidden(secretKey, current)),
      current,
    );
    const errors: FieldError[] = [];
    (body.answers ?? []).forEach((a, i) => {
      if (errors.length) return;
      const expected = row.status === 'in_progress' ? row.next_question_id : null;
      if (a.questionId !== expected) {
        const message = expected ? `is not the current question (expected ${expected})` : 'the session has no question left to answer';
        errors.push({ in: 'body', name: `answers[${i}].questionId`, message });
        return;
      }
      const question = questionnaire.get(a.questionId);
      if (!question) {
        errors.push({ in: 'body', name: `answers[${i}].questionId`, message: 'is no longer a question of this survey' });
        return;
      }
      const problem = answerProblem(question, a.value);
      if (problem) {
        errors.push({ in: 'body', name: `answers[${i}].value`, message: problem, questionId: question.id });
        return;
      }
      if (a.value !== undefined) {
        answers.push({ questionId: a.questionId, value: a.value, answeredAt: now, timeMs: a.timeMs ?? null });
        latest.set(a.questionId, a.value);
      }
      if (path.length >= MAX_PATH_LENGTH) {
        errors.push({ in: 'body', name: `answers[${i}]`, message: `the session's path may not exceed ${MAX_PATH_LENGTH} questions` });
        return;
      }
      advance(row, path, questionnaire.after(a.questionId, latest), now);
    });
    const events = fromJson<Schemas['InteractionEvent'][]>(row.interactions, []);
    (body.events ?? []).forEach((e, i) => {
      if (e.questionId && !questionnaire.get(e.questionId))
        errors.push({ in: 'body', name: `events[${i}].questionId`, message: 'is not a question of this survey' });
      events.push({ ...e, at: e.at ?? now });
    });
    if (events.length > MAX_EVENTS_PER_SESSION) {
      errors.push({ in: 'body', name: 'events', message: `a session records at most ${MAX_EVENTS_PER_SESSION} events` });
    }
    if (errors.length) throw invalid(errors);
    if (body.honeypot && !row.honeypot) row.honeypot = body.honeypot;
    row.path = toJson(path);
    row.answers = toJson(answers);
    row.interactions = toJson(events);
    // An answer that makes the session meet a full quota ends it at once (docs/design/quotas.md).
    if (row.status === 'in_progress' && (await meetsFullQuota(db, trx, survey.id, questionnaire, row, false)))
      Object.assign(row, quotaEnded(row, now));
    const event = row.status === 'completed' ? 'session.completed' : 'session.answered'; // a rule may end the session
    const receipt = await saveSessions(db, trx, event, { survey, questionnaire, changes: [{ before: current, after: row }] });
    return { state: await withReward(trx, secretKey, stateOf(row, questionnaire), receipt.rewards?.get(row.id) ?? null), session: row };
  });
}

/** Completes a session; the answer carries the reward it earned (unsealed with `secretKey`), the same on a retry. */
export async function completeSession(db: Db, survey: SurveyRow, sessionId: string, secretKey: string): Promise<Schemas['SessionState']> {
  return writeSession(db, survey.id, sessionId, async ({ trx, questionnaire, session: current }) => {
    if (current.status === 'completed') return withReward(trx, secretKey, stateOf(current, questionnaire)); // safe to retry
    assertInProgress(current);
    if (!canComplete(current, questionnaire)) {
      throw new ApiError('session_incomplete', `Question ${current.next_question_id} is still to be answered.`);
    }
    const now = nowIso();
    const finished: SessionRow = {
      ...current,
      status: 'completed',
      completed_at: now,
      last_activity_at: now,
      next_question_id: null,
      duration_seconds: durationSeconds(current.started_at, now),
    };
    // A quota it meets may have filled while it answered: checked under the quotas' lock (docs/design/quotas.md).
    const row = (await meetsFullQuota(db, trx, survey.id, questionnaire, finished, true)) ? quotaEnded(current, now) : finished;
    const receipt = await saveSessions(db, trx, 'session.completed', { survey, questionnaire, changes: [{ before: current, after: row }] });
    return withReward(trx, secretKey, stateOf(row, questionnaire), receipt.rewards?.get(row.id) ?? null);
  });
}

/**
 * Goes back one question (the hosted page's Back): the previous question on the path is the current one again and
 * its answer is taken back, so the logic decides afresh from the new answer. Never before the first question.
 */
export async function stepBack(db: Db, survey: SurveyRow, sessionId: string): Promise<Schemas['SessionState']> {
  return writeSession(db, survey.id, sessionId, async ({ trx, questionnaire, session: current }) => {
    assertInProgress(current);
    const path = fromJson<string[]>(current.path, []);
    if (path.length < 2 || current.next_question_id !== path[path.length - 1]) return stateOf(current, questionnaire);
    path.pop();
    const previous = path[path.length - 1];
    const answers = fromJson<StoredAnswer[]>(current.answers, []).filter((a) => a.questionId !== previous);
    const row: SessionRow = {
      ...current,
      path: toJson(path),
      answers: toJson(answers),
      next_question_id: previous,
      last_activity_at: nowIso(),
    };
    await saveSessions(db, trx, 'session.answered', { survey, questionnaire, changes: [{ before: current, after: row }] });
    return stateOf(row, questionnaire);
  });
}

/**
 * The respondent switched languages on the hosted page (one of the survey's, chosen by the caller): the session
 * records the language it now reads, as a step of the respondent's (the analytics count it under the new one).
 */
export async function switchLanguage(db: Db, survey: SurveyRow, sessionId: string, language: string): Promise<void> {
  await writeSession(db, survey.id, sessionId, async ({ trx, questionnaire, session: current }) => {
    if (current.status !== 'in_progress' || current.language === language) return;
    const row: SessionRow = { ...current, language, last_activity_at: nowIso() };
    await saveSessions(db, trx, 'session.answered', { survey, questionnaire, changes: [{ before: current, after: row }] });
  });
}
