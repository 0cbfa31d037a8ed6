// The operations of the contract's "Surveys" tag (openapi.yaml), each a few lines over its capability.
import { copySurvey as copy } from '../src/surveys/copy';
import { ok, created, noContent } from '../src/http/replies';
import { fileSurvey, setSurveyTags as set } from '../src/surveys/filing';
import { getHiddenFields as hiddenFields, putHiddenFields as declare } from '../src/hidden-fields/declared';
import { deleteSurveyTheme as dropTheme, putSurveyTheme as setTheme, surveyTheme } from '../src/theme/service';
import { localizationBlock, putLocalization } from '../src/localization/service';
import { importXliff, patchTranslations, surveyTranslations, translationsXliff } from '../src/localization/translations';
import { XLIFF_TYPE } from '../src/localization/xliff';
import { type Handler, orgOf } from '../src/http/types';
import {
  createSurvey as create,
  listSurveyPage,
  deleteSurvey as remove,
  surveyDetail,
  surveyRecord,
  updateSurvey as update,
} from '../src/surveys/service';

export const listSurveys = ok<'listSurveys'>((ctx) =>
  listSurveyPage(ctx.services.db, orgOf(ctx).id, ctx.query, ctx.given, ctx.services.config.secretKey),
);

export const createSurvey = created<'createSurvey'>((ctx) => create(ctx.services.db, orgOf(ctx).id, ctx.body));

export const copySurvey = created<'copySurvey'>((ctx) => copy(ctx.services.db, ctx.resources.survey, ctx.body), '/api/v1/surveys');

export const getSurvey: Handler<'getSurvey'> = async (ctx) => ({
  status: 200,
  body: await surveyDetail(ctx.services.db, ctx.resources.survey, {
    withQuestions: ctx.principal?.scopes.has('questions:read') ?? false,
    include: ctx.query.include ?? [],
    siteUrl: ctx.services.config.siteUrl,
  }),
});

export const updateSurvey = ok<'updateSurvey'>((ctx) => update(ctx.services.db, ctx.resources.survey, ctx.body));

export const deleteSurvey = noContent<'deleteSurvey'>((ctx) => remove(ctx.services.db, ctx.resources.survey));

export const setSurveyFolder: Handler<'setSurveyFolder'> = async (ctx) => {
  await fileSurvey(ctx.services.db, ctx.resources.survey, ctx.body.folderId);
  return { status: 200, body: await surveyRecord(ctx.services.db, ctx.resources.survey.id) };
};

export const setSurveyTags: Handler<'setSurveyTags'> = async (ctx) => {
  await set(ctx.services.db, ctx.resources.survey, ctx.body.tagIds);
  return { status: 200, body: await surveyRecord(ctx.services.db, ctx.resources.survey.id) };
};

export const getHiddenFields = ok<'getHiddenFields'>((ctx) => hiddenFields(ctx.resources.survey));

export const putHiddenFields = ok<'putHiddenFields'>((ctx) => declare(ctx.services.db, ctx.resources.survey, ctx.body));

export const getSurveyTheme = ok<'getSurveyTheme'>((ctx) => surveyTheme(ctx.services.db, ctx.resources.survey));

export const putSurveyTheme = ok<'putSurveyTheme'>((ctx) => setTheme(ctx.services.db, ctx.resources.survey, ctx.body));

export const deleteSurveyTheme = noContent<'deleteSurveyTheme'>((ctx) => dropTheme(ctx.services.db, ctx.resources.survey));

export const getSurveyLocalization = ok<'getSurveyLocalization'>((ctx) => localizationBlock(ctx.services.db.kysely, ctx.resources.survey));

export const putSurveyLocalization = ok<'putSurveyLocalization'>((ctx) => putLocalization(ctx.services.db, ctx.resources.survey, ctx.body));

export const getSurveyTranslations: Handler<'getSurveyTranslations'> = async (ctx) =>
  ctx.client.header('accept')?.includes(XLIFF_TYPE)
    ? {
        status: 200,
        body: await translationsXliff(ctx.services.db, ctx.resources.survey, ctx.params.tag),
        contentType: `${XLIFF_TYPE}; charset=utf-8`,
      }
    : { status: 200, body: await surveyTranslations(ctx.services.db, ctx.resources.survey, ctx.params.tag) };

export const patchSurveyTranslations = ok<'patchSurveyTranslations'>((ctx) =>
  typeof ctx.body === 'string'
    ? importXliff(ctx.services.db, ctx.resources.survey, ctx.params.tag, ctx.body)
    : patchTranslations(ctx.services.db, ctx.resources.survey, ctx.params.tag, ctx.body),
);
