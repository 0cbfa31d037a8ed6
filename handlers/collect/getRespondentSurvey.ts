import type { Handler } from '../../src/http/types';
import { respondentView } from '../../src/responses/collect';

export const getRespondentSurvey: Handler<'getRespondentSurvey'> = async (ctx) => ({
  status: 200,
  body: await respondentView(ctx.services.db, ctx.resources.survey),
});
