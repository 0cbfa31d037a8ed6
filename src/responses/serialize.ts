// Session rows as the contract's Response.
import type { SessionRow } from '../db/schema';
import { fromFlag, fromJson } from '../db/values';
import type { Schemas } from '../contract';
import type { StoredAnswer } from '../answers';
import { maskedHidden, openedHidden, type HiddenValues } from '../hidden-fields/values';

/** A session as the contract's Response; its hidden field values as `hidden` gives them (opened for the record, masked
 * for a webhook payload: src/hidden-fields/values.ts). */
export function toResponse(row: SessionRow, hidden: (row: SessionRow) => HiddenValues = maskedHidden): Schemas['Response'] {
  return {
    id: row.id,
    surveyId: row.survey_id,
    externalId: row.external_id,
    status: row.status as Schemas['ResponseStatus'],
    startedAt: row.started_at,
    completedAt: row.completed_at,
    lastActivityAt: row.last_activity_at,
    durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    questionnaireVersion: row.questionnaire_version,
    language: row.language,
    collectorId: row.collector_id,
    armId: row.arm_id,
    contactId: row.contact_id,
    endReason: row.end_reason as Schemas['EndReason'],
    device: row.device_type ? { type: row.device_type as Schemas['Device']['type'], browser: row.browser, os: row.os } : null,
    geography: { country: row.country, region: row.region },
    path: fromJson<string[]>(row.path, []),
    answers: fromJson<StoredAnswer[]>(row.answers, []),
    events: fromJson<Schemas['InteractionEvent'][]>(row.interactions, []),
    honeypot: row.honeypot,
    captchaScore: row.captcha_score === null ? null : Number(row.captcha_score),
    variables: fromJson(row.variables, {}),
    quality: { flags: fromJson<string[]>(row.quality_flags, []), riskScore: row.risk_score, excluded: fromFlag(row.excluded) },
    metadata: fromJson(row.metadata, {}),
    hiddenFields: hidden(row),
    editedAt: row.edited_at ?? null,
  };
}

/** A session as the response record shows it to the survey's owner: its hidden field values opened. */
export const responseRecord = (secretKey: string, row: SessionRow): Schemas['Response'] =>
  toResponse(row, (r) => openedHidden(secretKey, r));

/** The latest answer to each question of a session (a loop's later answer wins). */
export function latestAnswers(row: Pick<SessionRow, 'answers'>): Map<string, unknown> {
  const latest = new Map<string, unknown>();
  for (const a of fromJson<StoredAnswer[]>(row.answers, [])) latest.set(a.questionId, a.value);
  return latest;
}
