// Calibration (docs/design/calibration.md): priors and objective, wording arms, the trial's status and the insignificance prediction.
import type { Db } from '../database';
import type { ArmRow, SurveyRow } from '../db/schema';
import type { Schemas } from '../contract';
import { ApiError, invalid } from '../errors';
import { fromJson, nowIso, toJson } from '../db/values';
import { newSurveyChild } from '../ids';
import { byId, ownedPage, type ListQuery } from '../paginate';
import { listQuestionRows } from '../questions/repository';
import { Questionnaire } from '../questionnaire/questionnaire';
import * as repo from './repository';
import { overrideProblems } from './overrides';
import type { Override } from '../questionnaire/wording';
import { credibleInterval, mean } from './stats';
import { decide } from './decide';
import { CALIBRATION, DEFAULT_OBJECTIVE } from './thresholds';
import { calibrationOf, posteriorOf, tallyArms, type Calibration, type Objective, type Priors } from './trials';

type Survey = Pick<SurveyRow, 'id' | 'organization_id'>;

async function saveCalibration(db: Db, survey: Survey, c: Calibration): Promise<void> {
  await repo.saveSettings(db.kysely, {
    survey_id: survey.id,
    organization_id: survey.organization_id,
    priors: toJson(c.priors),
    objective: toJson(c.objective),
    converged_arm_id: null, // a new objective may converge again
    updated_at: nowIso(),
  });
}

const current = async (db: Db, surveyId: string): Promise<Calibration> => calibrationOf(await repo.settingsOf(db.kysely, surveyId));

export const getPriors = async (db: Db, survey: Survey): Promise<Priors> => (await current(db, survey.id)).priors;

export async function putPriors(db: Db, survey: Survey, priors: Priors): Promise<Priors> {
  await saveCalibration(db, survey, { ...(await current(db, survey.id)), priors });
  return priors;
}

export const getObjective = async (db: Db, survey: Survey): Promise<Objective> => (await current(db, survey.id)).objective;

export async function putObjective(db: Db, survey: Survey, body: Schemas['CalibrationObjectiveRequest']): Promise<Objective> {
  const objective: Objective = { metric: body.metric, stopRule: { ...DEFAULT_OBJECTIVE.stopRule, ...body.stopRule } };
  await saveCalibration(db, survey, { ...(await current(db, survey.id)), objective });
  return objective;
}

// ---------- arms

export const toArm = (row: ArmRow): Schemas['Arm'] => ({
  id: row.id,
  surveyId: row.survey_id,
  name: row.name,
  status: row.status,
  overrides: fromJson<Override[]>(row.overrides, []),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

async function checkOverrides(db: Db, surveyId: string, overrides: readonly Override[]): Promise<void> {
  const errors = overrideProblems(overrides, new Questionnaire(await listQuestionRows(db.kysely, surveyId)).questions);
  if (errors.length) throw invalid(errors, `The overrides are not valid: ${errors[0].name} ${errors[0].message}.`);
}

async function checkName(db: Db, surveyId: string, name: string, self: string | null): Promise<void> {
  const other = (await repo.armsOf(db.kysely, surveyId)).find((a) => a.name === name && a.id !== self);
  if (other) throw new ApiError('name_taken', `An arm named '${name}' already exists in this survey.`);
}

export async function createArm(db: Db, survey: Survey, body: Schemas['CreateArmRequest']): Promise<Schemas['Arm']> {
  if ((await repo.countArms(db.kysely, survey.id)) >= CALIBRATION.maxArms) {
    throw new ApiError('arm_limit_reached', `A survey has at most ${CALIBRATION.maxArms} arms: delete one it no longer needs.`);
  }
  await checkName(db, survey.id, body.name, null);
  await checkOverrides(db, survey.id, body.overrides ?? []);
  const now = nowIso();
  const row: ArmRow = {
    ...newSurveyChild(survey),
    name: body.name,
    status: body.status ?? 'active',
    overrides: toJson(body.overrides ?? []),
    created_at: now,
    updated_at: now,
  };
  await repo.insertArm(db.kysely, row);
  await repo.rearm(db.kysely, survey.id);
  return toArm(row);
}

export async function updateArm(db: Db, current: ArmRow, body: Schemas['UpdateArmRequest']): Promise<Schemas['Arm']> {
  if (body.name !== undefined) await checkName(db, current.survey_id, body.name, current.id);
  if (body.overrides) await checkOverrides(db, current.survey_id, body.overrides);
  const row: ArmRow = {
    ...current,
    name: body.name ?? current.name,
    status: body.status ?? current.status,
    overrides: body.overrides ? toJson(body.overrides) : current.overrides,
    updated_at: nowIso(),
  };
  await repo.updateArmRow(db.kysely, row);
  await repo.rearm(db.kysely, row.survey_id);
  return toArm(row);
}

export async function deleteArm(db: Db, row: ArmRow): Promise<void> {
  await repo.deleteArmRow(db.kysely, row.id);
  await repo.rearm(db.kysely, row.survey_id);
}

export async function listArmPage(db: Db, survey: Survey, query: ListQuery, given: ReadonlySet<string>, secret: string) {
  const page = await ownedPage(
    db.kysely,
    { name: 'arms', ownerId: survey.id, query, given, secret },
    { fetch: repo.listArmRows, count: repo.countArms, keyOf: byId },
  );
  return { data: page.data.map(toArm), pagination: page.pagination };
}

// ---------- status

const round = (x: number, digits = 4): number => Number(x.toFixed(digits));

export async function calibrationStatus(db: Db, survey: Survey): Promise<Schemas['CalibrationStatus']> {
  const [calibration, arms, counters] = await Promise.all([
    current(db, survey.id),
    repo.armsOf(db.kysely, survey.id),
    repo.armCounters(db.kysely, survey.id),
  ]);
  const { metric, stopRule } = calibration.objective;
  const tallies = tallyArms(counters, metric);
  const active = arms.filter((a) => a.status === 'active');
  const decision = decide(
    active.map((a) => ({ trials: tallies.get(a.id)?.trials ?? 0, posterior: posteriorOf(calibration, tallies.get(a.id)) })),
    stopRule,
  );
  const leader = decision.leader >= 0 ? active[decision.leader].id : null;
  return {
    surveyId: survey.id,
    metric,
    stopRule,
    state: decision.converged ? 'converged' : 'exploring',
    leaderArmId: leader,
    recommendedArmId: decision.converged ? leader : null,
    draws: CALIBRATION.monteCarloDraws,
    arms: arms.map((a) => {
      const t = tallies.get(a.id) ?? { assigned: 0, trials: 0, successes: 0 };
      const post = posteriorOf(calibration, t);
      const interval = credibleInterval(post);
      const i = active.indexOf(a);
      return {
        armId: a.id,
        name: a.name,
        status: a.status,
        assigned: t.assigned,
        trials: t.trials,
        successes: t.successes,
        rate: t.trials ? round(t.successes / t.trials) : null,
        posterior: post,
        mean: round(mean(post)),
        credibleInterval: { lower: round(interval.lower), upper: round(interval.upper), level: CALIBRATION.credibleLevel },
        probabilityBest: i >= 0 ? round(decision.best[i]) : null,
        allocation: i >= 0 ? round(decision.allocation[i]) : 0,
      };
    }),
    method: 'computed',
    generatedAt: nowIso(),
  };
}
