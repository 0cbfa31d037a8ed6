// The operations of the contract's "Analytics" tag (openapi.yaml), each a few lines over its capability.
import { ok } from '../src/http/replies';
import {
  getCrossTabulation as crossTab,
  getFlow,
  getFunnel,
  getOverview,
  getQuality,
  getQuestions,
  getSnapshot,
} from '../src/analytics/service';
import { ask } from '../src/conclusions/ask';
import { dimensionProblem } from '../src/variables/dimensions';
import { comparedSessions } from '../src/conclusions/comparison';
import { checkClaim as assessAndRecord } from '../src/conclusions/claim';
import { insights } from '../src/conclusions/insights';
import { executiveSummary } from '../src/conclusions/summary';
import { type Handler, orgOf } from '../src/http/types';
import { comparePhrasings as compare } from '../src/pretest/compare';
import { buildReport } from '../src/report/report';
import { Readable } from 'node:stream';

export const getSurveyAnalytics = ok<'getSurveyAnalytics'>((ctx) =>
  getOverview(ctx.services.db, ctx.resources.survey.id, ctx.query.include ?? [], ctx.services.config.abandonAfterMinutes),
);

export const getQuestionAnalytics = ok<'getQuestionAnalytics'>((ctx) =>
  getQuestions(ctx.services.db, ctx.resources.survey.id, ctx.query.questionId),
);

export const getQualityAnalytics = ok<'getQualityAnalytics'>((ctx) => getQuality(ctx.services.db, ctx.resources.survey.id, ctx.query));

export const getFunnelAnalytics = ok<'getFunnelAnalytics'>((ctx) =>
  getFunnel(ctx.services.db, ctx.resources.survey.id, ctx.services.config.abandonAfterMinutes),
);

export const getFlowAnalytics = ok<'getFlowAnalytics'>((ctx) => getFlow(ctx.services.db, ctx.resources.survey.id));

export const getCrossTabulation = ok<'getCrossTabulation'>(({ services: { db }, resources: { survey }, query }) =>
  crossTab(db, survey.id, query.rows, query.cols, (kind, name) => dimensionProblem(db, survey, kind, name)),
);

export const getInsights: Handler<'getInsights'> = async (ctx) => {
  const survey = ctx.resources.survey;
  return { status: 200, body: insights(survey.id, await getSnapshot(ctx.services.db, survey.id, ctx.services.config.abandonAfterMinutes)) };
};

export const askSurvey: Handler<'askSurvey'> = async (ctx) => {
  const survey = ctx.resources.survey;
  return {
    status: 200,
    body: await ask(
      survey.id,
      ctx.body.question,
      await getSnapshot(ctx.services.db, survey.id, ctx.services.config.abandonAfterMinutes),
      () => comparedSessions(ctx.services.db, survey.id),
    ),
  };
};

export const getExecutiveSummary: Handler<'getExecutiveSummary'> = async (ctx) => {
  const survey = ctx.resources.survey;
  return {
    status: 200,
    body: executiveSummary(survey.id, survey.title, await getSnapshot(ctx.services.db, survey.id, ctx.services.config.abandonAfterMinutes)),
  };
};

export const checkClaim: Handler<'checkClaim'> = async (ctx) => {
  const survey = ctx.resources.survey;
  const snapshot = await getSnapshot(ctx.services.db, survey.id, ctx.services.config.abandonAfterMinutes);
  const who = { organizationId: orgOf(ctx).id, apiKeyId: ctx.principal?.keyId ?? '' };
  return { status: 200, body: await assessAndRecord(ctx.services.db, snapshot, who, ctx.body.claim) };
};

export const getReport: Handler<'getReport'> = async (ctx) => {
  const report = await buildReport(ctx.services, ctx.resources.survey, ctx.query.sections);
  return {
    status: 200,
    contentType: 'application/pdf',
    headers: { 'Content-Disposition': report.disposition, 'X-Report-Sections': report.sections.join(',') },
    stream: Readable.from([report.pdf]),
  };
};

export const comparePhrasings = ok<'comparePhrasings'>((ctx) => compare(ctx.services, orgOf(ctx), ctx.resources.survey, ctx.body));
