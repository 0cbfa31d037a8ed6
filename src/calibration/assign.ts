// Assigning a new session to a wording arm (docs/design/calibration.md): Thompson sampling on the objective's Beta posteriors with the
// exploration floor, in the starting session's transaction (the counters it reads are the survey's, under its lock).
// And the arm's wording as the respondent surface serves it.
import type { Kysely } from 'kysely';
import type { ArmRow, Database, QuestionRow } from '../db/schema';
import type { Schemas } from '../contract';
import { fromJson, toJson } from '../db/values';
import type { FlowQuestion } from '../questionnaire/questionnaire';
import { activeArms, armCounters, settingsOf } from './repository';
import { mergeConfig, type Override } from './overrides';
import { random, thompson, type Random } from './stats';
import { calibrationOf, posteriorOf, tallyArms } from './trials';

type Arm = Pick<ArmRow, 'id' | 'overrides'>;

/** One generator per process, seeded from entropy: assignments are random, the status's Monte Carlo is seeded. */
let rng: Random | undefined;

/**
 * The arm a new session of the survey is assigned to, or null when the survey has no active arm. `offered` keeps the
 * arms the session can read (a session in German is offered only the arms whose rewording is translated to German).
 */
export async function assignArm(db: Kysely<Database>, surveyId: string, offered: (arm: Arm) => boolean | Promise<boolean> = () => true): Promise<Arm | null> {
  const all = await activeArms(db, surveyId);
  const arms: Arm[] = [];
  for (const arm of all) if (wordingOf(arm).size === 0 || (await offered(arm))) arms.push(arm);
  if (arms.length <= 1) return arms[0] ?? null;
  const calibration = calibrationOf(await settingsOf(db, surveyId));
  const tallies = tallyArms(await armCounters(db, surveyId), calibration.objective.metric);
  const posteriors = arms.map((a) => posteriorOf(calibration, tallies.get(a.id)));
  return arms[thompson(posteriors, (rng ??= random()))];
}

/** The arm's overrides by question (the hosted page words its questions with them). */
export const wordingOf = (arm: Pick<ArmRow, 'overrides'> | undefined): Map<string, Override> =>
  new Map(fromJson<Override[]>(arm?.overrides ?? '[]', []).map((o) => [o.questionId, o]));

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

/** A question row as an override words it (the arm's texts over the row's). */
export function wordedRow<R extends Pick<QuestionRow, 'title' | 'description' | 'config'>>(r: R, o: Override | undefined): R {
  if (!o) return r;
  return {
    ...r,
    title: o.title ?? r.title,
    description: o.description === undefined ? r.description : o.description,
    config: o.config ? toJson(mergeConfig(fromJson<Record<string, unknown>>(r.config, {}), o.config)) : r.config,
  };
}

/** An arm's rewording of the survey's rows: the rows it rewords, as it words them (a translation's keys come from these). */
export function armWording<R extends Pick<QuestionRow, 'id' | 'title' | 'description' | 'config'>>(
  arm: Pick<ArmRow, 'id' | 'overrides'>,
  rows: readonly R[],
): { id: string; worded: R[] } {
  const wording = wordingOf(arm);
  return { id: arm.id, worded: rows.filter((r) => wording.has(r.id)).map((r) => wordedRow(r, wording.get(r.id))) };
}
