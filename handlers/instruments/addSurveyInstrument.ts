import type { Handler } from '../../src/http/types';
import { addInstrument } from '../../src/instruments/service';

export const addSurveyInstrument: Handler<'addSurveyInstrument'> = async (ctx) => {
  const instance = await addInstrument(ctx.services.db, ctx.resources.survey, ctx.body);
  return { status: 201, body: instance, headers: { Location: `/api/v1/surveys/${instance.surveyId}/instruments/${instance.id}/scores` } };
};
