// The operations of the contract's "Collect" tag (openapi.yaml), each a few lines over its capability.
import { ok } from '../src/http/replies';
import { enter, respondentOf } from '../src/responses/entry';
import { guessLimit } from '../src/collectors/guesses';
import { answerParticipant, completeParticipant, participantState, startParticipant } from '../src/debriefs/participate';
import type { Context, Handler } from '../src/http/types';
import { allowedOrigin, preflightHeaders } from '../src/http/cors';
import {
  completeSession as complete,
  respondentView,
  sessionState,
  startSession as start,
  submitAnswers as submit,
} from '../src/responses/collect';
import { withReward } from '../src/rewards/respondent';
import { pipedNext } from '../src/hosted/piping';
import { negotiate } from '../src/localization/negotiate';
import { storedLocalization } from '../src/localization/stored';

export const startDebriefSession: Handler<'startDebriefSession'> = async (ctx) => {
  const started = await startParticipant(ctx.services.db, ctx.resources.debrief);
  return {
    status: 201,
    body: started,
    headers: { Location: `/api/collect/v1/debriefs/${started.debriefId}/sessions/${started.sessionId}` },
  };
};

export const getDebriefSession = ok<'getDebriefSession'>((ctx) =>
  participantState(ctx.services.db, ctx.resources.debrief, ctx.resources.debriefSession),
);

export const answerDebriefSession = ok<'answerDebriefSession'>((ctx) =>
  answerParticipant(ctx.services.db, ctx.resources.debrief, ctx.resources.debriefSession, ctx.body),
);

export const completeDebriefSession = ok<'completeDebriefSession'>((ctx) =>
  completeParticipant(ctx.services.db, ctx.resources.debrief, ctx.resources.debriefSession),
);

export const getRespondentSurvey: Handler<'getRespondentSurvey'> = async (ctx) => {
  const { survey } = ctx.resources;
  const language = negotiate(storedLocalization(survey), {
    ...(ctx.query.language ? { language: { tag: ctx.query.language, in: 'query', name: 'language' } } : {}),
    ...(ctx.client.header('accept-language') ? { acceptLanguage: ctx.client.header('accept-language') } : {}),
  });
  const body = await respondentView(ctx.services.db, survey, language);
  return { status: 200, body, headers: { 'Content-Language': body.language, Vary: 'Origin, Accept-Language' } };
};

export const startSession: Handler<'startSession'> = async (ctx) => {
  const { config, db } = ctx.services;
  const survey = ctx.resources.survey;
  const entry = await enter(
    db,
    config.secretKey,
    survey,
    {
      collectorId: ctx.body?.collectorId,
      password: ctx.body?.password,
      contactToken: ctx.body?.contactToken,
      hiddenFields: ctx.body?.hiddenFields,
      hiddenFieldsField: 'hiddenFields',
    },
    guessLimit(ctx.services.passwordGuesses, ctx.client.ip),
  );
  const started = await start(db, survey, ctx.body, respondentOf(config, ctx.client), entry);
  const body = { ...started, ...(await pipedNext(db, config.secretKey, survey, started)) };
  return { status: 201, body, headers: { Location: `/api/collect/v1/sessions/${started.sessionId}` } };
};

export const submitAnswers = ok<'submitAnswers'>(async ({ services: { db, config }, resources: { survey, session }, body }) => {
  const state = await submit(db, survey, session.id, body, config.secretKey);
  return { ...state, ...(await pipedNext(db, config.secretKey, survey, state)) };
});

export const completeSession = ok<'completeSession'>((ctx) =>
  complete(ctx.services.db, ctx.resources.survey, ctx.resources.session.id, ctx.services.config.secretKey),
);

export const getSession = ok<'getSession'>(async ({ services: { db, config }, resources: { survey, session } }) => {
  const state = await withReward(db.kysely, config.secretKey, await sessionState(db, survey, session.id));
  return { ...state, ...(await pipedNext(db, config.secretKey, survey, state)) };
});

/** A CORS preflight (src/http/cors.ts): allows `methods` when one of the survey's collectors allows the page's origin. */
const preflight =
  <
    O extends
      'preflightRespondentSurvey' | 'preflightStartSession' | 'preflightGetSession' | 'preflightSubmitAnswers' | 'preflightCompleteSession',
  >(
    methods: string,
  ): Handler<O> =>
  async (ctx: Context<O>) => {
    const origin = await allowedOrigin(ctx.services, ctx.client.header('origin'), ctx.params as Record<string, string>);
    return { status: 204, headers: preflightHeaders(origin, methods) } as Awaited<ReturnType<Handler<O>>>;
  };

export const preflightRespondentSurvey = preflight<'preflightRespondentSurvey'>('GET, HEAD');
export const preflightStartSession = preflight<'preflightStartSession'>('POST');
export const preflightGetSession = preflight<'preflightGetSession'>('GET, HEAD');
export const preflightSubmitAnswers = preflight<'preflightSubmitAnswers'>('POST');
export const preflightCompleteSession = preflight<'preflightCompleteSession'>('POST');
