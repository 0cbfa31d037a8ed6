// Debrief runs (docs/design/debriefs.md): open, list, read and close (feature debriefs, checked by the pipeline), and the findings.
// Closing, by its owner or by the participant that reaches the target, publishes `debrief.closed` (docs/design/events.md) in the
// transaction that closes, once: the run's row is locked first, and a closed run stays closed.
import type { Db } from '../database';
import type { DebriefRow, SurveyRow } from '../db/schema';
import type { Schemas } from '../contract';
import type { Config } from '../config';
import type { Trx } from '../journal/journal';
import { ApiError, invalidField } from '../errors';
import { nowIso } from '../db/values';
import { newSurveyChild } from '../ids';
import { byId, ownedPage, type PageRequest } from '../paginate';
import { listQuestionRows } from '../questions/repository';
import { isScreen } from '../questions/registry';
import { Questionnaire } from '../questionnaire/questionnaire';
import { listContactNames } from '../contacts/names';
import { computeFindings } from './findings';
import * as debriefs from './repository';
import { probesOf, questionIdsOf, stepsOf } from './steps';
import { redactor } from './text';
import { DEBRIEFS } from './thresholds';

/** What the debrief operations use of the running services: the database, and the site the runs' pages are on. */
type Uses = { db: Db; config: Pick<Config, 'siteUrl'> };

export const debriefPageUrl = (siteUrl: string, id: string): string => `${siteUrl}/s/debrief/${id}`;

function toDebrief(row: DebriefRow, counts: { started: number; completed: number }, siteUrl: string): Schemas['Debrief'] {
  return {
    id: row.id,
    surveyId: row.survey_id,
    questionIds: questionIdsOf(row),
    probes: probesOf(row),
    participantTarget: row.participant_target,
    anonymityFloor: row.anonymity_floor,
    status: row.status,
    closedReason: row.closed_reason,
    participants: counts,
    url: debriefPageUrl(siteUrl, row.id),
    createdAt: row.created_at,
    closedAt: row.closed_at,
  };
}

export async function debrief({ db, config }: Uses, row: DebriefRow): Promise<Schemas['Debrief']> {
  const counts = await debriefs.participantCounts(db.kysely, [row.id]);
  return toDebrief(row, counts.get(row.id) ?? { started: 0, completed: 0 }, config.siteUrl);
}

export async function listDebriefPage({ db, config }: Uses, survey: SurveyRow, request: PageRequest) {
  const page = await ownedPage(
    db.kysely,
    { name: 'debriefs', ownerId: survey.id, ...request },
    { fetch: debriefs.listDebriefRows, count: debriefs.countDebriefs, keyOf: byId },
  );
  const counts = await debriefs.participantCounts(
    db.kysely,
    page.data.map((r) => r.id),
  );
  return {
    data: page.data.map((r) => toDebrief(r, counts.get(r.id) ?? { started: 0, completed: 0 }, config.siteUrl)),
    pagination: page.pagination,
  };
}

export async function openDebrief({ db, config }: Uses, survey: SurveyRow, body: Schemas['CreateDebriefRequest']) {
  const questions = new Map(new Questionnaire(await listQuestionRows(db.kysely, survey.id)).questions.map((q) => [q.id, q]));
  body.questionIds.forEach((id, i) => {
    const q = questions.get(id);
    if (!q) throw invalidField('body', `questionIds[${i}]`, 'no question of this survey has this id');
    if (isScreen(q.type)) throw invalidField('body', `questionIds[${i}]`, `a ${q.type} collects no answer to debrief`);
    if (body.questionIds.indexOf(id) !== i) throw invalidField('body', `questionIds[${i}]`, 'is named twice');
  });
  const floor = body.anonymityFloor ?? DEBRIEFS.defaultAnonymityFloor;
  if (floor < DEBRIEFS.minAnonymityFloor) throw invalidField('body', 'anonymityFloor', `must be at least ${DEBRIEFS.minAnonymityFloor}`);
  const row: DebriefRow = {
    ...newSurveyChild(survey),
    question_ids: JSON.stringify(body.questionIds),
    probes: JSON.stringify(body.probes.map((p) => ({ kind: p.kind, text: p.text.trim() }))),
    participant_target: body.participantTarget,
    anonymity_floor: floor,
    status: 'open',
    closed_reason: null,
    created_at: nowIso(),
    closed_at: null,
  };
  body.probes.forEach((p, i) => {
    if (!p.text.trim()) throw invalidField('body', `probes[${i}].text`, 'must not be blank');
  });
  await debriefs.insertDebrief(db.kysely, row);
  return toDebrief(row, { started: 0, completed: 0 }, config.siteUrl);
}

/** Closes a run the transaction has locked, once, and publishes `debrief.closed`. */
export async function closeLocked(db: Db, trx: Trx, row: DebriefRow, reason: 'closed' | 'participant_target'): Promise<DebriefRow> {
  if (row.status === 'closed') return row;
  const closed: DebriefRow = { ...row, status: 'closed', closed_reason: reason, closed_at: nowIso() };
  await debriefs.closeDebriefRow(trx, row.id, reason, closed.closed_at as string);
  const participants = (await debriefs.participantCounts(trx, [row.id])).get(row.id)?.completed ?? 0;
  await db.journal.publish(trx, 'debrief.closed', {
    survey: { id: row.survey_id, organization_id: row.organization_id },
    debriefId: row.id,
    reason,
    participants,
    closedAt: closed.closed_at as string,
  });
  return closed;
}

/** Closes the run (closing a closed run answers it as it is). */
export async function closeDebrief(uses: Uses, row: DebriefRow): Promise<Schemas['Debrief']> {
  const { db } = uses;
  const closed = await db.kysely.transaction().execute(async (trx) => {
    const locked = await debriefs.lockDebrief(trx, row.id);
    if (!locked) throw new ApiError('not_found', `Debrief ${row.id} was not found.`);
    return closeLocked(db, trx, locked, 'closed');
  });
  return debrief(uses, closed);
}

export async function debriefFindings(db: Db, secretKey: string, row: DebriefRow): Promise<Schemas['DebriefFindings']> {
  const questions = new Questionnaire(await listQuestionRows(db.kysely, row.survey_id)).questions;
  const sessions = await debriefs.completedSessions(db.kysely, row.id);
  const names = await listContactNames(db.kysely, secretKey, row.organization_id, DEBRIEFS.maxContactNames);
  return computeFindings({
    debriefId: row.id,
    surveyId: row.survey_id,
    status: row.status,
    anonymityFloor: row.anonymity_floor,
    steps: stepsOf(row, questions),
    participants: sessions.map((s) => JSON.parse(s.answers) as Record<string, unknown>),
    redact: redactor(names),
  });
}
