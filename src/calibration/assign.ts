// Assigning a new session to a wording arm (docs/design/calibration.md): Thompson sampling on the objective's Beta posteriors with the
// exploration floor, in the starting session's transaction (the counters it reads are the survey's, under its lock).
// And the arm's wording as the respondent surface serves it.
import type { Kysely } from 'kysely';
import type { ArmRow, Database, QuestionRow } from '../db/schema';
import type { Schemas } from '../contract';
import { fromJson, toJson } from '../db/values';
import type { FlowQuestion } from '../questionnaire/questionnaire';
import { activeArms, armCounters, findArm, settingsOf } from './repository';
import { mergeConfig, worded, type Override } from './overrides';
import { random, thompson, type Random } from './stats';
import { calibrationOf, posteriorOf, tallyArms } from './trials';

type Arm = Pick<ArmRow, 'id' | 'overrides'>;

/** One generator per process, seeded from entropy: assignments are random, the status's Monte Carlo is seeded. */
let rng: Random | undefined;

/** The arm a new session of the survey is assigned to, or null when the survey has no active arm. */
export async function assignArm(db: Kysely<Database>, surveyId: string): Promise<Arm | null> {
  const arms = await activeArms(db, surveyId);
  if (arms.length <= 1) return arms[0] ?? null;
  const calibration = calibrationOf(await settingsOf(db, surveyId));
  const tallies = tallyArms(await armCounters(db, surveyId), calibration.objective.metric);
  const posteriors = arms.map((a) => posteriorOf(calibration, tallies.get(a.id)));
  return arms[thompson(posteriors, (rng ??= random()))];
}

/** The arm's overrides by question (the hosted page words its questions with them). */
export const wordingOf = (arm: Pick<ArmRow, 'overrides'> | undefined): Map<string, Override> =>
  new Map(fromJson<Override[]>(arm?.overrides ?? '[]', []).map((o) => [o.questionId, o]));

/** The arm as the respondent API shows it: each question it words differently, whole (config without hidden keys). */
export function respondentArm(
  arm: Arm,
  questions: readonly FlowQuestion[],
  visible: (config: Record<string, unknown>) => Record<string, unknown>,
): Schemas['RespondentArm'] {
  const wording = wordingOf(arm);
  return {
    id: arm.id,
    wording: questions
      .filter((q) => wording.has(q.id))
      .map((q) => {
        const w = worded(q, wording.get(q.id));
        return { questionId: q.id, title: w.title, description: w.description, config: visible(w.config) };
      }),
  };
}

/** The survey's question rows as the session's arm words them (the hosted page renders from rows). */
export async function wordedRows(
  db: Kysely<Database>,
  surveyId: string,
  armId: string | null | undefined,
  rows: QuestionRow[],
): Promise<QuestionRow[]> {
  const arm = armId ? await findArm(db, surveyId, armId) : undefined;
  const wording = wordingOf(arm);
  if (!wording.size) return rows;
  return rows.map((r) => {
    const o = wording.get(r.id);
    if (!o) return r;
    return {
      ...r,
      title: o.title ?? r.title,
      description: o.description === undefined ? r.description : o.description,
      config: o.config ? toJson(mergeConfig(fromJson<Record<string, unknown>>(r.config, {}), o.config)) : r.config,
    };
  });
}
