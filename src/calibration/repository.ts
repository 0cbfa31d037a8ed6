// Calibration queries: the settings row, the arms, and the arms' counters (analytics group `a`).
import type { Kysely } from 'kysely';
import type { ArmRow, Database } from '../db/schema';
import { ownedQueries, settingsQueries } from '../db/rows';
import { G } from '../analytics/facts';
import { readGroup } from '../analytics/store';

type Q = Kysely<Database>;

export const { of: settingsOf, save: saveSettings } = settingsQueries('calibration_settings');

/** Arms `calibration.converged` again: the arms or the objective changed, so the trial is a new one. */
export async function rearm(db: Q, surveyId: string): Promise<void> {
  await db.updateTable('calibration_settings').set({ converged_arm_id: null }).where('survey_id', '=', surveyId).execute();
}

export const {
  insert: insertArm,
  save: updateArmRow,
  remove: deleteArmRow,
  find: findArm,
  page: listArmRows,
  count: countArms,
  /** Every arm of a survey, oldest first (a survey has at most CALIBRATION.maxArms). */
  all: armsOf,
} = ownedQueries('calibration_arms', 'survey_id');

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

/** Sessions per arm, outcome and high risk, as the analytics count them. */
export async function armCounters(db: Q, surveyId: string): Promise<{ armId: string; outcome: string; highRisk: boolean; n: number }[]> {
  return (await readGroup(db, surveyId, G.arms)).map((r) => {
    const [armId, outcome, highRisk] = JSON.parse(r.key) as [string, string, number];
    return { armId, outcome, highRisk: highRisk === 1, n: r.n };
  });
}
