import type { Handler } from '../../src/http/types';
import { createProbe as create } from '../../src/instruments/probes';

export const createProbe: Handler<'createProbe'> = async (ctx) => {
  const probe = await create(ctx.services.db, ctx.resources.survey, ctx.body);
  return { status: 201, body: probe, headers: { Location: `/api/v1/surveys/${probe.surveyId}/probes/${probe.id}` } };
};
