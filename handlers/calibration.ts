// The operations of the contract's "Calibration" tag (openapi.yaml), each a few lines over its capability.
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
import type { Handler } from '../src/http/types';

export const getCalibrationPriors: Handler<'getCalibrationPriors'> = async (ctx) => ({
  status: 200,
  body: await getPriors(ctx.services.db, ctx.resources.survey),
});

export const putCalibrationPriors: Handler<'putCalibrationPriors'> = async (ctx) => ({
  status: 200,
  body: await putPriors(ctx.services.db, ctx.resources.survey, ctx.body),
});

export const getCalibrationObjective: Handler<'getCalibrationObjective'> = async (ctx) => ({
  status: 200,
  body: await getObjective(ctx.services.db, ctx.resources.survey),
});

export const putCalibrationObjective: Handler<'putCalibrationObjective'> = async (ctx) => ({
  status: 200,
  body: await putObjective(ctx.services.db, ctx.resources.survey, ctx.body),
});

export const getInsignificancePrediction: Handler<'getInsignificancePrediction'> = async (ctx) => ({
  status: 200,
  body: await insignificance(ctx.services.db, ctx.resources.survey, ctx.query),
});

export const listArms: Handler<'listArms'> = async (ctx) => ({
  status: 200,
  body: await listArmPage(ctx.services.db, ctx.resources.survey, ctx.query, ctx.given, ctx.services.config.secretKey),
});

export const createArm: Handler<'createArm'> = async (ctx) => {
  const arm = await create(ctx.services.db, ctx.resources.survey, ctx.body);
  return { status: 201, body: arm, headers: { Location: `/api/v1/surveys/${arm.surveyId}/calibration/arms/${arm.id}` } };
};

export const getArm: Handler<'getArm'> = async (ctx) => ({ status: 200, body: toArm(ctx.resources.arm) });

export const updateArm: Handler<'updateArm'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.arm, ctx.body),
});

export const deleteArm: Handler<'deleteArm'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.arm);
  return { status: 204 };
};

export const getCalibrationStatus: Handler<'getCalibrationStatus'> = async (ctx) => ({
  status: 200,
  body: await calibrationStatus(ctx.services.db, ctx.resources.survey),
});
