// Import (docs/design/responses.md): batches of sessions collected elsewhere. Every record is checked before anything is stored (one bad
// answer refuses the batch, naming it); an externalId already in the survey is reported, not stored again.
import type { Db } from '../database';
import type { SessionRow, SurveyRow } from '../db/schema';
import { toJson } from '../db/values';
import { invalid, type FieldError } from '../errors';
import { newId } from '../ids';
import type { Schemas } from '../contract';
import { answerProblem } from '../questions/answers';
import { isScreen } from '../questions/registry';
import { parseDevice } from './device';
import type { Questionnaire } from '../questionnaire/questionnaire';
import { BLANK_SESSION, findByExternalIds } from './repository';
import { saveSessions, writeSurveySessions } from './session-writer';
import { MAX_PATH_LENGTH } from './collect';
import type { StoredAnswer } from '../answers';
import { collectorIdsOf } from '../collectors/repository';
import { existingContactIds } from '../contacts/repository';
import type { Trx } from '../journal/journal';
import { declaredFields, type HiddenField } from '../hidden-fields/declared';
import { acceptedValues, storeHidden, withHidden, type HiddenValues } from '../hidden-fields/values';
import { storedLocalization } from '../localization/stored';
import { lookup } from '../localization/negotiate';

/** Field errors reported at most, so a batch of 500 bad records still gets a readable problem. */
const MAX_REPORTED_ERRORS = 50;

type Imported = Schemas['ImportedResponse'];

function checkRecord(
  r: Imported,
  i: number,
  questionnaire: Questionnaire,
  declared: readonly HiddenField[],
  survey: SurveyRow,
): FieldError[] {
  const errors: FieldError[] = [];
  acceptedValues(declared, r.hiddenFields, { field: `responses[${i}].hiddenFields`, errors });
  const at = (name: string, message: string) => errors.push({ in: 'body', name: `responses[${i}].${name}`, message });
  if (r.status === 'completed' && !r.completedAt) at('completedAt', 'is required when status is completed');
  if (r.status !== 'completed' && r.completedAt) at('completedAt', 'is only allowed when status is completed');
  if (r.status !== 'completed' && r.endReason) at('endReason', 'is only allowed when status is completed');
  if (r.completedAt && r.completedAt < r.startedAt) at('completedAt', 'must not be before startedAt');
  if (r.language && !lookup(storedLocalization(survey), [r.language]))
    at('language', `is not one of the survey's languages (${storedLocalization(survey).languages.join(', ')})`);
  r.answers.forEach((a, j) => {
    const question = questionnaire.get(a.questionId);
    if (!question) return at(`answers[${j}].questionId`, 'is not a question of this survey');
    const problem = answerProblem({ ...question, required: true }, a.value); // an answer a record gives must hold a value
    if (problem) errors.push({ in: 'body', name: `responses[${i}].answers[${j}].value`, message: problem, questionId: question.id });
  });
  (r.events ?? []).forEach((e, j) => {
    if (e.questionId && !questionnaire.get(e.questionId)) at(`events[${j}].questionId`, 'is not a question of this survey');
  });
  (r.path ?? []).forEach((id, j) => {
    if (!questionnaire.get(id)) at(`path[${j}]`, 'is not a question of this survey');
  });
  return errors;
}

/** The ids records name must be the survey's links and its organisation's contacts: a link of another survey (or
 * organisation) would count this import against it, and a contact of another organisation would leak into its data. */
async function checkReferences(trx: Trx, survey: SurveyRow, records: Imported[]): Promise<FieldError[]> {
  const named = (key: 'collectorId' | 'contactId') => [...new Set(records.map((r) => r[key]).filter((x): x is string => Boolean(x)))];
  const collectors = await collectorIdsOf(trx, survey.id, named('collectorId'));
  const contacts = await existingContactIds(trx, survey.organization_id, named('contactId'));
  const errors: FieldError[] = [];
  records.forEach((r, i) => {
    if (r.collectorId && !collectors.has(r.collectorId))
      errors.push({ in: 'body', name: `responses[${i}].collectorId`, message: 'is not a collector of this survey' });
    if (r.contactId && !contacts.has(r.contactId))
      errors.push({ in: 'body', name: `responses[${i}].contactId`, message: "is not a contact of this survey's organization" });
  });
  return errors;
}

/** The path a respondent with these answers took: the survey's logic replayed from the first question (docs/design/responses.md). */
export function replayPath(
  questionnaire: Questionnaire,
  answers: readonly { questionId: string; value: unknown }[],
  finished: boolean,
  hidden: HiddenValues = {},
): string[] {
  const queue = new Map<string, unknown[]>();
  for (const a of answers) queue.set(a.questionId, [...(queue.get(a.questionId) ?? []), a.value]);
  const latest = withHidden(new Map<string, unknown>(), hidden);
  const path: string[] = [];
  let current = questionnaire.first();
  while (current && path.length < MAX_PATH_LENGTH) {
    path.push(current);
    const pending = queue.get(current);
    const question = questionnaire.get(current);
    if (pending?.length) latest.set(current, pending.shift());
    else if (!finished && question && !isScreen(question.type)) break; // where an unfinished respondent stopped
    const step = questionnaire.after(current, latest);
    current = 'next' in step ? step.next : null;
  }
  return path;
}

/** How a record becomes a session: the survey, its questionnaire, and its hidden fields sealed under the key. */
interface Into {
  survey: SurveyRow;
  questionnaire: Questionnaire;
  declared: readonly HiddenField[];
  secretKey: string;
}

function toRow(r: Imported, { survey, questionnaire, declared, secretKey }: Into): SessionRow {
  const hidden = acceptedValues(declared, r.hiddenFields);
  const answers: StoredAnswer[] = r.answers.map((a) => ({
    questionId: a.questionId,
    value: a.value,
    answeredAt: a.answeredAt ?? null,
    timeMs: a.timeMs ?? null,
  }));
  const device = r.device ?? parseDevice(r.userAgent);
  const activity = [r.startedAt, r.completedAt, ...answers.map((a) => a.answeredAt)].filter((x): x is string => Boolean(x)).sort();
  return {
    ...BLANK_SESSION,
    id: newId(),
    survey_id: survey.id,
    external_id: r.externalId ?? null,
    status: r.status,
    started_at: r.startedAt,
    completed_at: r.completedAt ?? null,
    last_activity_at: activity[activity.length - 1],
    duration_seconds: r.completedAt ? (Date.parse(r.completedAt) - Date.parse(r.startedAt)) / 1000 : null,
    questionnaire_version: survey.questionnaire_version,
    language: (r.language ? lookup(storedLocalization(survey), [r.language]) : null) ?? storedLocalization(survey).defaultLanguage,
    collector_id: r.collectorId ?? null,
    contact_id: r.contactId ?? null,
    end_reason: r.endReason ?? null,
    device_type: device?.type ?? null,
    browser: device?.browser ?? null,
    os: device?.os ?? null,
    country: r.geography?.country ?? null,
    region: r.geography?.region ?? null,
    path: toJson(r.path ?? replayPath(questionnaire, r.answers, r.status === 'completed', hidden)),
    answers: toJson(answers),
    interactions: toJson((r.events ?? []).map((e) => ({ ...e, at: e.at ?? r.startedAt }))),
    honeypot: r.honeypot || null,
    captcha_score: r.captchaScore ?? null,
    user_agent: r.userAgent ?? null,
    metadata: toJson(r.metadata ?? {}),
    ...storeHidden(secretKey, declared, hidden),
  };
}

/** Checks every record, then stores the new ones, all under the survey's locks (the questionnaire read once). */
function store(db: Db, survey: SurveyRow, records: Imported[], secretKey: string): Promise<Schemas['ImportResponsesResult']> {
  return writeSurveySessions(db, survey.id, async ({ trx, questionnaire }) => {
    const declared = declaredFields(survey);
    const errors = [
      ...records.flatMap((r, i) => checkRecord(r, i, questionnaire, declared, survey)),
      ...(await checkReferences(trx, survey, records)),
    ];
    if (errors.length)
      throw invalid(
        errors.slice(0, MAX_REPORTED_ERRORS),
        `${errors.length} problem${errors.length === 1 ? '' : 's'} in the batch; nothing was stored.`,
      );
    const externalIds = [...new Set(records.map((r) => r.externalId).filter((x): x is string => Boolean(x)))];
    const known = new Map((await findByExternalIds(trx, survey.id, externalIds)).map((r) => [r.external_id as string, r.id]));
    const rows: SessionRow[] = [];
    const data = records.map((r) => {
      const existing = r.externalId ? known.get(r.externalId) : undefined;
      if (existing) return { id: existing, externalId: r.externalId ?? null, created: false };
      const row = toRow(r, { survey, questionnaire, declared, secretKey });
      rows.push(row);
      if (r.externalId) known.set(r.externalId, row.id); // a repeat within the batch is a replay too
      return { id: row.id, externalId: r.externalId ?? null, created: true };
    });
    if (rows.length) {
      await saveSessions(db, trx, 'session.imported', { survey, questionnaire, changes: rows.map((after) => ({ before: null, after })) });
    }
    return { data };
  });
}

export async function importResponses(
  db: Db,
  survey: SurveyRow,
  body: Schemas['ImportResponsesRequest'],
  secretKey: string,
): Promise<Schemas['ImportResponsesResult']> {
  try {
    return await store(db, survey, body.responses, secretKey);
  } catch (error) {
    // Another import stored one of these externalIds between our read and our insert: read again and replay.
    if (!/unique|duplicate key/i.test(String((error as Error).message))) throw error;
    return store(db, survey, body.responses, secretKey);
  }
}
