// The operations of the contract's "Rewards" tag (openapi.yaml), each a few lines over its capability.
import type { Handler } from '../src/http/types';
import { assignmentPage, removeUnassigned, rewardPool, updateRewardSettings as update, uploadCodes } from '../src/rewards/service';

export const getRewardPool: Handler<'getRewardPool'> = async (ctx) => ({
  status: 200,
  body: await rewardPool(ctx.services.db, ctx.resources.survey),
});

export const updateRewardSettings: Handler<'updateRewardSettings'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.survey, ctx.body),
});

export const uploadRewardCodes: Handler<'uploadRewardCodes'> = async (ctx) => ({
  status: 200,
  body: await uploadCodes(ctx.services.db, ctx.services.config.secretKey, ctx.resources.survey, ctx.body),
});

export const deleteUnassignedRewardCodes: Handler<'deleteUnassignedRewardCodes'> = async (ctx) => ({
  status: 200,
  body: await removeUnassigned(ctx.services.db, ctx.resources.survey),
});

export const listRewardAssignments: Handler<'listRewardAssignments'> = async (ctx) => ({
  status: 200,
  body: await assignmentPage(ctx.services.db, ctx.resources.survey, ctx.query, ctx.given, ctx.services.config.secretKey),
});
