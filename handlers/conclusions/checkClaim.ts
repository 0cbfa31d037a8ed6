import type { Handler } from '../../src/http/types';
import { orgOf } from '../../src/http/types';
import { getSnapshot } from '../../src/analytics/service';
import { checkClaim as assessAndRecord } from '../../src/conclusions/claim';

export const checkClaim: Handler<'checkClaim'> = async (ctx) => {
  const survey = ctx.resources.survey;
  const snapshot = await getSnapshot(ctx.services.db, survey.id, ctx.services.config.abandonAfterMinutes);
  const who = { organizationId: orgOf(ctx).id, apiKeyId: ctx.principal?.keyId ?? '' };
  return { status: 200, body: await assessAndRecord(ctx.services.db, snapshot, who, ctx.body.claim) };
};
