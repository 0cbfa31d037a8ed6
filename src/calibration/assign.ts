// Assigning a new session to a wording arm (docs/design/calibration.md): Thompson sampling on the objective's Beta posteriors with the
// exploration floor, in the starting session's transaction (the counters it reads are the survey's, under its lock).
// And the arm's wording as the respondent surface serves it.
import type { Kysely } from 'kysely';
import type { ArmRow, Database } from '../db/schema';
import type { Schemas } from '../contract';
import type { FlowQuestion } from '../questionnaire/questionnaire';
import { activeArms, armCounters, settingsOf } from './repository';
import { wordingOf } from '../questionnaire/wording';
import { random, thompson, type Random } from './stats';
import { calibrationOf, posteriorOf, tallyArms } from './trials';

type Arm = Pick<ArmRow, 'id' | 'overrides'>;

/** One generator per process, seeded from entropy: assignments are random, the status's Monte Carlo is seeded. */
let rng: Random | undefined;

/**
 * The arm a new session of the survey is assigned to, or null when the survey has no active arm. `offered` keeps the
 * arms the session can read (a session in German is offered only the arms whose rewording is translated to German).
 */
export async function assignArm(
  db: Kysely<Database>,
  surveyId: string,
  offered: (arm: Arm) => boolean | Promise<boolean> = () => true,
): Promise<Arm | null> {
  const all = await activeArms(db, surveyId);
  const arms: Arm[] = [];
  for (const arm of all) if (wordingOf(arm).size === 0 || (await offered(arm))) arms.push(arm);
  if (arms.length <= 1) return arms[0] ?? null;
  const calibration = calibrationOf(await settingsOf(db, surveyId));
  const tallies = tallyArms(await armCounters(db, surveyId), calibration.objective.metric);
  const posteriors = arms.map((a) => posteriorOf(calibration, tallies.get(a.id)));
  return arms[thompson(posteriors, (rng ??= random()))];
}

/**
 * The arm as the respondent API shows it: each question it words differently, whole (config without hidden keys),
 * from the questions as the session reads them (`worded`: the arm's wording in the session's language).
 */
export function respondentArm(
  arm: Arm,
  worded: readonly FlowQuestion[],
  visible: (config: Record<string, unknown>) => Record<string, unknown>,
): Schemas['RespondentArm'] {
  const wording = wordingOf(arm);
  return {
    id: arm.id,
    wording: worded
      .filter((q) => wording.has(q.id))
      .map((q) => ({ questionId: q.id, title: q.title, description: q.description, config: visible(q.config) })),
  };
}
