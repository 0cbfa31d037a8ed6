import type { Handler } from '../../src/http/types';
import { createCollector as create } from '../../src/collectors/service';

export const createCollector: Handler<'createCollector'> = async (ctx) => {
  const collector = await create(ctx.services.db, ctx.resources.survey, ctx.body, ctx.services.config.siteUrl);
  return { status: 201, body: collector, headers: { Location: `/api/v1/collectors/${collector.id}` } };
};
