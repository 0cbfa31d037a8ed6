// The operations of the contract's "Collect" tag (openapi.yaml), each a few lines over its capability.
import { ok, created } from '../src/http/replies';
import { answerParticipant, completeParticipant, participantState, startParticipant } from '../src/debriefs/participate';
import type { Context, Handler } from '../src/http/types';
import { allowedOrigin, preflightHeaders } from '../src/http/cors';
import { completeSession as complete } from '../src/responses/collect';
import { answerRespondent, respondentSession, respondentSurvey, startRespondent } from '../src/hosted/respondent-api';

export const startDebriefSession = created<'startDebriefSession'>(
  (ctx) => startParticipant(ctx.services.db, ctx.resources.debrief),
  (started) => `/api/collect/v1/debriefs/${started.debriefId}/sessions/${started.sessionId}`,
);

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
  const body = await respondentSurvey(ctx.services.db, ctx.resources.survey, {
    language: ctx.query.language,
    acceptLanguage: ctx.client.header('accept-language'),
  });
  return { status: 200, body, headers: { 'Content-Language': body.language, Vary: 'Origin, Accept-Language' } };
};

export const startSession = created<'startSession'>(
  (ctx) => startRespondent(ctx.services, ctx.resources.survey, ctx.body, ctx.client),
  (started) => `/api/collect/v1/sessions/${started.sessionId}`,
);

export const submitAnswers = ok<'submitAnswers'>((ctx) =>
  answerRespondent(ctx.services.db, ctx.services.config.secretKey, ctx.resources.survey, ctx.resources.session.id, ctx.body),
);

export const completeSession = ok<'completeSession'>((ctx) =>
  complete(ctx.services.db, ctx.resources.survey, ctx.resources.session.id, ctx.services.config.secretKey),
);

export const getSession = ok<'getSession'>((ctx) =>
  respondentSession(ctx.services.db, ctx.services.config.secretKey, ctx.resources.survey, ctx.resources.session),
);

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
