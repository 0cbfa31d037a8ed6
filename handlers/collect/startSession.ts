import type { Handler } from '../../src/http/types';
import { startSession as start } from '../../src/responses/collect';
import { enter, respondentOf } from '../../src/collectors/entry';
import { guessLimit } from '../../src/collectors/guesses';

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
    },
    guessLimit(ctx.services.passwordGuesses, ctx.client.ip),
  );
  return { status: 201, body: await start(db, survey, ctx.body, respondentOf(config, ctx.client), entry) };
};
