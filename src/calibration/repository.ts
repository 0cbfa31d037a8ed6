// Calibration queries: the settings row, the arms, and the arms' counters (analytics group `a`).
import type { Kysely } from 'kysely';
import type { ArmRow, CalibrationSettingsRow, Database } from '../db/schema';
import type { PageWindow } from '../paginate';
import { G } from '../analytics/facts';
import { readGroup } from '../analytics/store';

type Q = Kysely<Database>;

export async function settingsOf(db: Q, surveyId: string): Promise<CalibrationSettingsRow | undefined> {
  return db.selectFrom('calibration_settings').selectAll().where('survey_id', '=', surveyId).executeTakeFirst();
}

export async function saveSettings(db: Q, row: CalibrationSettingsRow): Promise<void> {
  const { survey_id: _key, ...set } = row;
  await db
    .insertInto('calibration_settings')
    .values(row)
    .onConflict((oc) => oc.column('survey_id').doUpdateSet(set))
    .execute();
}

/** Arms `calibration.converged` again: the arms or the objective changed, so the trial is a new one. */
export async function rearm(db: Q, surveyId: string): Promise<void> {
  await db.updateTable('calibration_settings').set({ converged_arm_id: null }).where('survey_id', '=', surveyId).execute();
}

export async function insertArm(db: Q, row: ArmRow): Promise<void> {
  await db.insertInto('calibration_arms').values(row).execute();
}

export async function updateArmRow(db: Q, row: ArmRow): Promise<void> {
  const { id, ...set } = row;
  await db.updateTable('calibration_arms').set(set).where('id', '=', id).execute();
}

export async function deleteArmRow(db: Q, id: string): Promise<void> {
  await db.deleteFrom('calibration_arms').where('id', '=', id).execute();
}

export async function findArm(db: Q, surveyId: string, id: string): Promise<ArmRow | undefined> {
  return db.selectFrom('calibration_arms').selectAll().where('id', '=', id).where('survey_id', '=', surveyId).executeTakeFirst();
}

/** Every arm of a survey, oldest first (a survey has at most CALIBRATION.maxArms). */
export async function armsOf(db: Q, surveyId: string): Promise<ArmRow[]> {
  return db.selectFrom('calibration_arms').selectAll().where('survey_id', '=', surveyId).orderBy('created_at').orderBy('id').execute();
}

/** The survey's active arms, oldest first: what a new session is assigned among. */
export async function activeArms(db: Q, surveyId: string): Promise<Pick<ArmRow, 'id' | 'overrides'>[]> {
  return db
    .selectFrom('calibration_arms')
    .select(['id', 'overrides'])
    .where('survey_id', '=', surveyId)
    .where('status', '=', 'active')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function listArmRows(db: Q, surveyId: string, page: PageWindow): Promise<ArmRow[]> {
  let q = db.selectFrom('calibration_arms').selectAll().where('survey_id', '=', surveyId);
  if (page.after) q = q.where('id', '>', page.after.id);
  return q.orderBy('id').limit(page.limit).offset(page.offset).execute();
}

export async function countArms(db: Q, surveyId: string): Promise<number> {
  const row = await db
    .selectFrom('calibration_arms')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('survey_id', '=', surveyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sessions per arm, outcome and high risk, as the analytics count them. */
export async function armCounters(db: Q, surveyId: string): Promise<{ armId: string; outcome: string; highRisk: boolean; n: number }[]> {
  return (await readGroup(db, surveyId, G.arms)).map((r) => {
    const [armId, outcome, highRisk] = JSON.parse(r.key) as [string, string, number];
    return { armId, outcome, highRisk: highRisk === 1, n: r.n };
  });
}
