import type { Handler } from '../../src/http/types';
import { createArm as create } from '../../src/calibration/service';

export const createArm: Handler<'createArm'> = async (ctx) => {
  const arm = await create(ctx.services.db, ctx.resources.survey, ctx.body);
  return { status: 201, body: arm, headers: { Location: `/api/v1/surveys/${arm.surveyId}/calibration/arms/${arm.id}` } };
};
