// The hosted debrief page (docs/design/debriefs.md): `{site}/s/debrief/{debriefId}`, one step per screen, on the survey page's screens
// and stylesheet. It runs the respondent code of the debrief (src/debriefs/participate.ts), so the page and the API
// take the same steps and the same checks; answering the last step completes the participant.
import type { Db } from '../database';
import type { Config } from '../config';
import type { DebriefRow, DebriefSessionRow } from '../db/schema';
import { ApiError } from '../errors';
import { debriefById, findDebriefSession } from '../debriefs/repository';
import { answerParticipant, completeParticipant, participantState, startParticipant } from '../debriefs/participate';
import { tokenMatches } from '../responses/tokens';
import { answerMessage, cookie, field, type PageReply } from './flow';
import { pageText } from './catalogue';
import { readAnswer, type Form } from './form';
import * as render from './render';

export const DEBRIEF_COOKIE = 'fw_db';
const pagePath = (debriefId: string): string => `/s/debrief/${debriefId}`;
const SHELL = { lang: 'en', title: 'Help us test our questions' };
/** A question test speaks English: its participants are the team's recruits (docs/design/localization.md). */
const ENGLISH = pageText('en');

const reply = (status: PageReply['status'], body: string, setCookies: string[] = []): PageReply => ({
  status,
  html: render.page(SHELL, body),
  setCookies,
  frameable: false,
});
const again = (row: DebriefRow, setCookies: string[] = []): PageReply => ({
  status: 303,
  location: pagePath(row.id),
  setCookies,
  frameable: false,
});

const notFound = (): PageReply =>
  reply(404, render.end({ title: 'Not found', message: 'This link does not lead to a question test that exists.', redirectUrl: null }));
const closed = (): PageReply =>
  reply(
    409,
    render.end({ title: 'This test has ended', message: 'Enough people have taken part. Thank you for your interest.', redirectUrl: null }),
  );
const thanks = (): PageReply =>
  reply(200, render.end({ title: 'Thank you!', message: 'Your answers help us make our questions clearer.', redirectUrl: null }));

async function held(db: Db, row: DebriefRow, cookies: Readonly<Record<string, string>>): Promise<DebriefSessionRow | null> {
  const [id, token] = (cookies[DEBRIEF_COOKIE] ?? '').split('.');
  if (!id || !token) return null;
  const session = await findDebriefSession(db.kysely, row.id, id);
  return session && tokenMatches(token, session.token_hash) ? session : null;
}

async function stepPage(
  db: Db,
  row: DebriefRow,
  session: DebriefSessionRow,
  error: string | null = null,
  status: 200 | 400 = 200,
): Promise<PageReply> {
  const state = await participantState(db, row, session);
  const step = state.nextStep;
  if (!step) return thanks();
  const q = step.question;
  return reply(
    status,
    render.question({
      text: ENGLISH,
      id: step.stepId,
      type: q.type,
      title: q.title,
      description: q.description ?? null,
      required: q.required,
      config: q.config as Record<string, unknown>,
      progress: Math.round((100 * state.answered) / Math.max(1, state.total)),
      canGoBack: false,
      error,
      last: state.answered === state.total - 1,
    }),
  );
}

export async function showDebriefPage(db: Db, debriefId: string, cookies: Readonly<Record<string, string>>): Promise<PageReply> {
  const row = await debriefById(db.kysely, debriefId);
  if (!row) return notFound();
  const session = await held(db, row, cookies);
  if (session?.status === 'completed') return thanks();
  if (session) return stepPage(db, row, session);
  if (row.status === 'closed') return closed();
  return reply(
    200,
    render.welcome({
      text: ENGLISH,
      language: 'en',
      title: 'Help us test our questions',
      description:
        'We are checking that our questions are clear before we ask them widely. You will see a few questions, and after each one we ask how you understood it. There are no right or wrong answers: what is unclear to you is exactly what we need to know.',
      message: null,
      passwordProtected: false,
      contactToken: null,
      hidden: [],
      error: null,
      button: 'Start',
    }),
  );
}

export async function submitDebriefPage(db: Db, config: Config, debriefId: string, cookies: Readonly<Record<string, string>>, f: Form) {
  const row = await debriefById(db.kysely, debriefId);
  if (!row) return notFound();
  const session = await held(db, row, cookies);
  if (field(f, 'action') === 'start') {
    if (session) return again(row);
    try {
      const started = await startParticipant(db, row);
      return again(row, [cookie(config, DEBRIEF_COOKIE, `${started.sessionId}.${started.token}`, pagePath(row.id), null)]);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'debrief_closed') return closed();
      throw error;
    }
  }
  if (!session || session.status !== 'in_progress') return again(row);
  const state = await participantState(db, row, session);
  const step = state.nextStep;
  // The page's form names the step `questionId`, as the survey page's form does (render.question).
  if (!step || field(f, 'questionId') !== step.stepId) return again(row); // a stale form (a second tab, a double click)
  const read = readAnswer(step.question.type, step.question.config as Record<string, unknown>, f);
  if (read.problem) return stepPage(db, row, session, ENGLISH.t(read.problem), 400);
  try {
    const after = await answerParticipant(db, row, session, { answers: [{ stepId: step.stepId, value: read.value ?? null }] });
    if (after.canComplete) {
      const saved = await findDebriefSession(db.kysely, row.id, session.id);
      if (saved) await completeParticipant(db, row, saved);
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'invalid_request') throw error;
    return stepPage(db, row, session, answerMessage(error, ENGLISH), 400);
  }
  return again(row);
}
