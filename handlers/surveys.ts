// The operations of the contract's "Surveys" tag (openapi.yaml), each a few lines over its capability.
import { fileSurvey, setSurveyTags as set } from '../src/surveys/filing';
import { type Handler, orgOf } from '../src/http/types';
import {
  createSurvey as create,
  listSurveyPage,
  deleteSurvey as remove,
  surveyDetail,
  surveyRecord,
  updateSurvey as update,
} from '../src/surveys/service';

export const listSurveys: Handler<'listSurveys'> = async (ctx) => ({
  status: 200,
  body: await listSurveyPage(ctx.services.db, orgOf(ctx).id, ctx.query, ctx.given, ctx.services.config.secretKey),
});

export const createSurvey: Handler<'createSurvey'> = async (ctx) => {
  const survey = await create(ctx.services.db, orgOf(ctx).id, ctx.body);
  return { status: 201, body: survey, headers: { Location: `/api/v1/surveys/${survey.id}` } };
};

export const getSurvey: Handler<'getSurvey'> = async (ctx) => ({
  status: 200,
  body: await surveyDetail(ctx.services.db, ctx.resources.survey, {
    withQuestions: ctx.principal?.scopes.has('questions:read') ?? false,
    include: ctx.query.include ?? [],
    siteUrl: ctx.services.config.siteUrl,
  }),
});

export const updateSurvey: Handler<'updateSurvey'> = async (ctx) => ({
  status: 200,
  body: await update(ctx.services.db, ctx.resources.survey, ctx.body),
});

export const deleteSurvey: Handler<'deleteSurvey'> = async (ctx) => {
  await remove(ctx.services.db, ctx.resources.survey);
  return { status: 204 };
};

export const setSurveyFolder: Handler<'setSurveyFolder'> = async (ctx) => {
  await fileSurvey(ctx.services.db, ctx.resources.survey, ctx.body.folderId);
  return { status: 200, body: await surveyRecord(ctx.services.db, ctx.resources.survey.id) };
};

export const setSurveyTags: Handler<'setSurveyTags'> = async (ctx) => {
  await set(ctx.services.db, ctx.resources.survey, ctx.body.tagIds);
  return { status: 200, body: await surveyRecord(ctx.services.db, ctx.resources.survey.id) };
};
