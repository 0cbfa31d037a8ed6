// The respondent API's operations (the contract's "Collect" tag), each one call for its handler: the survey in the
// respondent's language, a start through the survey's way in (link password, contact token, hidden fields), answers
// and the session's state, each with the next question as the respondent reads it (its placeholders filled from the
// session the write just stored, not read again).
import type { Db } from '../database';
import type { Config } from '../config';
import type { SurveyRow } from '../db/schema';
import type { Schemas } from '../contract';
import { enter, respondentOf, type Caller } from '../responses/entry';
import { respondentView, sessionState, startSessionStored, submitAnswersStored } from '../responses/collect';
import { guessLimit, type GuessCounter } from '../collectors/guesses';
import { withReward } from '../rewards/respondent';
import { negotiate } from '../localization/negotiate';
import { storedLocalization } from '../localization/stored';
import { pipedNext } from './piping';

/** What a respondent asked for of the survey's languages: a `language` parameter and the browser's Accept-Language. */
export interface LanguageAsked {
  language?: string;
  acceptLanguage?: string;
}

/** The survey as the respondent reads it, in the language negotiated from what they asked. */
export async function respondentSurvey(db: Db, survey: SurveyRow, asked: LanguageAsked): Promise<Schemas['RespondentSurvey']> {
  const language = negotiate(storedLocalization(survey), {
    ...(asked.language ? { language: { tag: asked.language, in: 'query', name: 'language' } } : {}),
    ...(asked.acceptLanguage ? { acceptLanguage: asked.acceptLanguage } : {}),
  });
  return respondentView(db, survey, language);
}

/** Starts a session through the way in the body names (each wrong link password counted per link and per address). */
export async function startRespondent(
  services: { db: Db; config: Config; passwordGuesses: GuessCounter },
  survey: SurveyRow,
  body: Schemas['StartSessionRequest'] | undefined,
  caller: Caller & { addressKey: string },
): Promise<Schemas['StartedSession']> {
  const { db, config } = services;
  const entry = await enter(
    db,
    config.secretKey,
    survey,
    {
      collectorId: body?.collectorId,
      password: body?.password,
      contactToken: body?.contactToken,
      hiddenFields: body?.hiddenFields,
      hiddenFieldsField: 'hiddenFields',
    },
    guessLimit(services.passwordGuesses, caller.addressKey),
  );
  const { state, session } = await startSessionStored(db, survey, body, respondentOf(config, caller), entry);
  return { ...state, ...(await pipedNext(db, config.secretKey, survey, state, session)) };
}

/** Stores answers; the state carries the next question as the respondent reads it. */
export async function answerRespondent(
  db: Db,
  secretKey: string,
  survey: SurveyRow,
  sessionId: string,
  body: Schemas['SubmitAnswersRequest'],
): Promise<Schemas['SessionState']> {
  const { state, session } = await submitAnswersStored(db, survey, sessionId, body, secretKey);
  return { ...state, ...(await pipedNext(db, secretKey, survey, state, session)) };
}

/** The session's state as its respondent reads it: the reward it earned, the next question with its placeholders filled. */
export async function respondentSession(
  db: Db,
  secretKey: string,
  survey: SurveyRow,
  session: { id: string },
): Promise<Schemas['SessionState']> {
  const state = await withReward(db.kysely, secretKey, await sessionState(db, survey, session.id));
  return { ...state, ...(await pipedNext(db, secretKey, survey, state)) };
}
