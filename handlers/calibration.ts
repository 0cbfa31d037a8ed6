// The operations of the contract's "Calibration" tag (openapi.yaml), each a few lines over its capability.
import { ok, created, noContent } from '../src/http/replies';
import { insignificance } from '../src/calibration/predict';
import {
  calibrationStatus,
  createArm as create,
  getObjective,
  getPriors,
  listArmPage,
  putObjective,
  putPriors,
  deleteArm as remove,
  toArm,
  updateArm as update,
} from '../src/calibration/service';

export const getCalibrationPriors = ok<'getCalibrationPriors'>((ctx) => getPriors(ctx.services.db, ctx.resources.survey));

export const putCalibrationPriors = ok<'putCalibrationPriors'>((ctx) => putPriors(ctx.services.db, ctx.resources.survey, ctx.body));

export const getCalibrationObjective = ok<'getCalibrationObjective'>((ctx) => getObjective(ctx.services.db, ctx.resources.survey));

export const putCalibrationObjective = ok<'putCalibrationObjective'>((ctx) =>
  putObjective(ctx.services.db, ctx.resources.survey, ctx.body),
);

export const getInsignificancePrediction = ok<'getInsignificancePrediction'>((ctx) =>
  insignificance(ctx.services.db, ctx.resources.survey, ctx.query),
);

export const listArms = ok<'listArms'>((ctx) =>
  listArmPage(ctx.services.db, ctx.resources.survey, ctx.query, ctx.given, ctx.services.config.secretKey),
);

export const createArm = created<'createArm'>(
  (ctx) => create(ctx.services.db, ctx.resources.survey, ctx.body),
  (arm) => `/api/v1/surveys/${arm.surveyId}/calibration/arms/${arm.id}`,
);

export const getArm = ok<'getArm'>((ctx) => toArm(ctx.resources.arm));

export const updateArm = ok<'updateArm'>((ctx) => update(ctx.services.db, ctx.resources.arm, ctx.body));

export const deleteArm = noContent<'deleteArm'>((ctx) => remove(ctx.services.db, ctx.resources.arm));

export const getCalibrationStatus = ok<'getCalibrationStatus'>((ctx) => calibrationStatus(ctx.services.db, ctx.resources.survey));
