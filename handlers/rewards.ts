// The operations of the contract's "Rewards" tag (openapi.yaml), each a few lines over its capability.
import { ok } from '../src/http/replies';
import { assignmentPage, removeUnassigned, rewardPool, updateRewardSettings as update, uploadCodes } from '../src/rewards/service';

export const getRewardPool = ok<'getRewardPool'>((ctx) => rewardPool(ctx.services.db, ctx.resources.survey));

export const updateRewardSettings = ok<'updateRewardSettings'>((ctx) => update(ctx.services.db, ctx.resources.survey, ctx.body));

export const uploadRewardCodes = ok<'uploadRewardCodes'>((ctx) =>
  uploadCodes(ctx.services.db, ctx.services.config.secretKey, ctx.resources.survey, ctx.body),
);

export const deleteUnassignedRewardCodes = ok<'deleteUnassignedRewardCodes'>((ctx) =>
  removeUnassigned(ctx.services.db, ctx.resources.survey),
);

export const listRewardAssignments = ok<'listRewardAssignments'>((ctx) =>
  assignmentPage(ctx.services.db, ctx.resources.survey, ctx.query, ctx.given, ctx.services.config.secretKey),
);
