import type { Handler } from '../../src/http/types';
import { listCollectorPage } from '../../src/collectors/service';

export const listCollectors: Handler<'listCollectors'> = async (ctx) => {
  const { db, config } = ctx.services;
  return { status: 200, body: await listCollectorPage(db, ctx.resources.survey, ctx.query, ctx.given, config.secretKey, config.siteUrl) };
};
