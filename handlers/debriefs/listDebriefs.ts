import type { Handler } from '../../src/http/types';
import { listDebriefPage } from '../../src/debriefs/service';

export const listDebriefs: Handler<'listDebriefs'> = async (ctx) => {
  const { db, config } = ctx.services;
  return { status: 200, body: await listDebriefPage(db, ctx.resources.survey, ctx.query, ctx.given, config.secretKey, config.siteUrl) };
};
