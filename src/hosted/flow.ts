// The hosted page's flow (docs/design/collectors.md): which screen a respondent sees and what a posted form does. It runs the respondent
// surface's own code (responses/entry for the way in and its rules, responses/collect for answers, logic and
// completion), so the page shows next exactly what the respondent API says comes next.
import crypto from 'node:crypto';
import type { Db } from '../database';
import type { CollectorRow, SessionRow, SurveyRow } from '../db/schema';
import type { Config } from '../config';
import { ApiError } from '../errors';
import { fromJson } from '../db/values';
import type { Schemas } from '../contract';
import { listQuestionRows } from '../questions/repository';
import { findSession } from '../responses/repository';
import { tokenMatches } from '../responses/tokens';
import { Questionnaire } from '../questions/questionnaire';
import { wordedRows } from '../calibration/assign';
import { completeSession, startSession, stepBack, submitAnswers } from '../responses/collect';
import { collectorById, countCollectorSessions } from '../collectors/repository';
import { enter, respondentOf, type Caller } from '../responses/entry';
import { isClosed } from '../collectors/service';
import type { GuessLimit } from '../collectors/guesses';
import { rewardOf } from '../rewards/respondent';
import { readAnswer, type Form } from './form';
import { messageOf, REFUSALS } from './messages';
import * as render from './render';
import { declaredFields } from '../hidden-fields/declared';
import { acceptedValues, type HiddenValues } from '../hidden-fields/values';
import { pageTheme } from '../theme/service';
import { logoPath, themePath } from './theme';
import { pipeFor, pipedQuestion, welcomePipe, type Pipe } from './piping';

export const SESSION_COOKIE = 'fw_s';
export const DEVICE_COOKIE = 'fw_d';
/** How long the device cookie recognises a device (one response per device). */
const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;
/** Most interaction events one answer reports (the respondent API takes 200 per request). */
const MAX_EVENTS_PER_ANSWER = 50;
/** The longest time on one question the respondent API takes (a day). */
const MAX_TIME_MS = 86_400_000;

export interface PageRequest {
  collectorId: string;
  cookies: Readonly<Record<string, string>>;
  client: Caller;
  contactToken?: string;
  /** The link's other query parameters: values for the survey's hidden fields (docs/design/hidden-fields.md). */
  hiddenFields?: Readonly<Record<string, unknown>>;
  /** Wrong passwords for this link, limited per link and per address. */
  guesses: GuessLimit;
}

export interface PageReply {
  status: 200 | 303 | 400 | 401 | 404 | 409 | 429;
  /** Headers the answer carries besides the page's own (Retry-After on a 429). */
  headers?: Record<string, string>;
  html?: string;
  location?: string;
  setCookies: string[];
  /** An embed collector's page may be framed by other sites. */
  frameable: boolean;
}

interface Place {
  collector: CollectorRow;
  survey: SurveyRow;
  shell: render.Shell;
  messages: Schemas['SurveyMessages'];
}

const pagePath = (collectorId: string): string => `/s/${collectorId}`;

export function cookie(config: Config, name: string, value: string, path: string, maxAge: number | null): string {
  const secure = config.siteUrl.startsWith('https:') ? '; Secure' : '';
  return `${name}=${value}; Path=${path}; HttpOnly; SameSite=Lax${secure}${maxAge === null ? '' : `; Max-Age=${maxAge}`}`;
}

async function place(db: Db, collectorId: string): Promise<Place | null> {
  const collector = await collectorById(db.kysely, collectorId);
  if (!collector) return null;
  const survey = await db.kysely.selectFrom('surveys').selectAll().where('id', '=', collector.survey_id).executeTakeFirst();
  if (!survey || survey.status === 'draft') return null;
  const localization = fromJson<{ defaultLanguage?: string }>(survey.localization, {});
  const themed = await pageTheme(db, survey);
  const logo = themed?.theme.logo;
  return {
    collector,
    survey,
    shell: {
      lang: localization.defaultLanguage ?? 'en',
      title: survey.title,
      ...(themed ? { themeHref: themePath(collector.id, themed.updatedAt) } : {}),
      ...(themed && logo ? { logo: { src: logoPath(collector.id, themed.updatedAt), alt: logo.alt } } : {}),
    },
    messages: fromJson<Schemas['SurveyMessages']>(survey.messages, {}),
  };
}

const notFoundPage = (): PageReply => ({
  status: 404,
  html: render.page(
    { lang: 'en', title: 'Survey not found' },
    render.end({
      title: 'Survey not found',
      message: 'This survey link does not exist, or the survey is not published.',
      redirectUrl: null,
    }),
  ),
  setCookies: [],
  frameable: false,
});

/** The session this browser holds for the collector (its cookie), if it is still valid. */
async function heldSession(db: Db, p: Place, cookies: PageRequest['cookies']): Promise<SessionRow | null> {
  const [id, token] = (cookies[SESSION_COOKIE] ?? '').split('.');
  if (!id || !token) return null;
  const session = await findSession(db.kysely, id);
  if (!session || session.collector_id !== p.collector.id || !tokenMatches(token, session.token_hash)) return null;
  return session.status === 'abandoned' ? null : session;
}

function reply(p: Place, status: PageReply['status'], body: string, setCookies: string[] = []): PageReply {
  return { status, html: render.page(p.shell, body), setCookies, frameable: p.collector.type === 'embed' };
}

const again = (p: Place, setCookies: string[] = []): PageReply => ({
  status: 303,
  location: pagePath(p.collector.id),
  setCookies,
  frameable: p.collector.type === 'embed',
});

/** Why no session can start now (the survey or the collector), as a page; null when one can. */
async function refusal(db: Db, p: Place): Promise<PageReply | null> {
  if (p.survey.status !== 'live') {
    const key = p.survey.status === 'paused' ? 'paused' : 'closed';
    return reply(p, 409, render.end({ title: p.survey.title, message: messageOf(p.messages, key), redirectUrl: null }));
  }
  const full = p.collector.response_limit !== null && (await countCollectorSessions(db.kysely, p.collector)) >= p.collector.response_limit;
  const code = isClosed(p.collector) ? 'collector_closed' : full ? 'collector_full' : null;
  return code ? refusalPage(p, code) : null;
}

function refusalPage(p: Place, code: string, setCookies: string[] = []): PageReply {
  // A closed link says what the survey's owner wrote for a closed survey, when they wrote something.
  const own = code === 'collector_closed' && p.messages.closed ? { title: p.survey.title, message: p.messages.closed } : null;
  const r = own ?? REFUSALS[code] ?? { title: p.survey.title, message: messageOf(p.messages, 'closed') };
  return reply(p, 409, render.end({ title: r.title, message: r.message, redirectUrl: null }), setCookies);
}

/** What the welcome's form carries to the start: a personal link's token and the link's hidden field values. */
interface Carried {
  contactToken: string | null;
  hidden: HiddenValues;
}

/** The hidden field values of a link's query or the welcome's form (`h.<name>`): declared names only, bad ones dropped. */
const hiddenOf = (p: Place, given: Readonly<Record<string, unknown>> | undefined): HiddenValues =>
  acceptedValues(declaredFields(p.survey), given);

const HIDDEN_PREFIX = 'h.';
const hiddenFromForm = (f: Form): Record<string, unknown> =>
  Object.fromEntries(
    Object.keys(f)
      .filter((k) => k.startsWith(HIDDEN_PREFIX))
      .map((k) => [k.slice(HIDDEN_PREFIX.length), field(f, k)]),
  );

function welcomePage(
  p: Place,
  questionnaire: Questionnaire,
  carried: Carried,
  error: string | null,
  status: 200 | 401 | 429 = 200,
): PageReply {
  const first = questionnaire.questions[0];
  const intro = first?.type === 'welcome_screen' ? first : null;
  // Before a session: the link's hidden field values are known, nothing else (the rest takes its fallback).
  const pipe = welcomePipe(carried.hidden, p.shell.lang);
  const message = messageOf(p.messages, 'welcome');
  return reply(
    p,
    status,
    render.welcome({
      surveyTitle: p.survey.title,
      title: intro ? pipe(intro.title) : p.survey.title,
      // The survey's description is written for its staff; a welcome screen's is written for respondents.
      description: intro?.description ? pipe(intro.description) : null,
      message: message ? pipe(message) : null,
      passwordProtected: p.collector.password_hash !== null,
      contactToken: carried.contactToken,
      hidden: Object.entries(carried.hidden).map(([name, value]) => ({ name: `${HIDDEN_PREFIX}${name}`, value })),
      action: pagePath(p.collector.id),
      error,
      button: typeof intro?.config.buttonLabel === 'string' ? intro.config.buttonLabel : 'Start',
    }),
  );
}

type Earned = Schemas['SessionState']['reward'];

/**
 * The thank-you page, with the reward the session earned (its one code, the same on every view of this session):
 * `earned` when this request completed it (the completion's own answer), else the stored decision.
 */
async function endPage(
  db: Db,
  secretKey: string,
  p: Place,
  session: SessionRow,
  questionnaire: Questionnaire,
  earned?: Earned,
): Promise<PageReply> {
  const reason = session.end_reason;
  const path = fromJson<string[]>(session.path, []);
  const thanks = [...path]
    .reverse()
    .map((id) => questionnaire.get(id))
    .find((q) => q?.type === 'thank_you_screen');
  const pipe = await pipeOf(db, secretKey, p, session, questionnaire);
  const message =
    reason === 'screened_out'
      ? messageOf(p.messages, 'screenedOut')
      : reason === 'quota_full'
        ? messageOf(p.messages, 'quotaFull')
        : (thanks?.description ?? messageOf(p.messages, 'thankYou'));
  const title = reason === null && thanks ? pipe(thanks.title) : 'Thank you';
  const redirect = p.collector.redirect_url ?? (typeof thanks?.config.redirectUrl === 'string' ? thanks.config.redirectUrl : null);
  const reward = session.end_reason !== null ? null : earned !== undefined ? earned : await rewardOf(db, secretKey, session.id);
  return reply(p, 200, render.end({ title, message: pipe(message), redirectUrl: redirect, reward }));
}

const pipeOf = (db: Db, secretKey: string, p: Place, session: SessionRow, questionnaire: Questionnaire): Promise<Pipe> =>
  pipeFor(db, secretKey, p.survey, session, questionnaire, p.shell.lang);

function questionPage(p: Place, session: SessionRow, questionnaire: Questionnaire, pipe: Pipe, error: string | null = null): PageReply {
  const q = questionnaire.get(session.next_question_id as string);
  if (!q) throw new Error(`session ${session.id} points at no question`);
  const path = fromJson<string[]>(session.path, []);
  const index = questionnaire.questions.indexOf(q);
  const previous = path.length >= 2 ? questionnaire.get(path[path.length - 2]) : undefined;
  const following = questionnaire.questions.slice(index + 1);
  return reply(
    p,
    error ? 400 : 200,
    render.question({
      id: q.id,
      type: q.type,
      ...pipedQuestion(q, pipe),
      required: q.required,
      progress: Math.round((100 * index) / Math.max(1, questionnaire.questions.length)),
      canGoBack: previous !== undefined && previous.type !== 'welcome_screen',
      error,
      last: following.every((f) => f.type === 'thank_you_screen'),
    }),
  );
}

/**
 * Passes screens that need no click (a leading welcome, shown on the start page) and completes a finished session;
 * answers the session and, when it completed it here, the reward the completion earned.
 */
async function settle(
  db: Db,
  secretKey: string,
  p: Place,
  session: SessionRow,
  questionnaire: Questionnaire,
): Promise<{ session: SessionRow; earned?: Earned }> {
  let current = session;
  const next = current.next_question_id ? questionnaire.get(current.next_question_id) : undefined;
  if (current.status === 'in_progress' && next?.type === 'welcome_screen' && fromJson<string[]>(current.path, []).length === 1) {
    await submitAnswers(db, p.survey, current.id, { answers: [{ questionId: next.id }] }, secretKey);
    current = (await findSession(db.kysely, current.id)) as SessionRow;
  }
  const upcoming = current.next_question_id ? questionnaire.get(current.next_question_id) : undefined;
  if (current.status === 'in_progress' && (current.next_question_id === null || upcoming?.type === 'thank_you_screen')) {
    const completed = await completeSession(db, p.survey, current.id, secretKey);
    return { session: (await findSession(db.kysely, current.id)) as SessionRow, earned: completed.reward ?? null };
  }
  return { session: current };
}

export async function showPage(db: Db, secretKey: string, req: PageRequest): Promise<PageReply> {
  const p = await place(db, req.collectorId);
  if (!p) return notFoundPage();
  const rows = await listQuestionRows(db.kysely, p.survey.id);
  const session = await heldSession(db, p, req.cookies);
  const questionnaire = new Questionnaire(await wordedRows(db.kysely, p.survey.id, session?.arm_id, rows));
  if (session?.status === 'completed') return endPage(db, secretKey, p, session, questionnaire);
  if (session) {
    if (p.survey.status !== 'live') return (await refusal(db, p)) as PageReply;
    const settled = await settle(db, secretKey, p, session, questionnaire);
    return settled.session.status === 'completed'
      ? endPage(db, secretKey, p, settled.session, questionnaire, settled.earned)
      : questionPage(p, settled.session, questionnaire, await pipeOf(db, secretKey, p, settled.session, questionnaire));
  }
  return (
    (await refusal(db, p)) ??
    welcomePage(p, questionnaire, { contactToken: req.contactToken ?? null, hidden: hiddenOf(p, req.hiddenFields) }, null)
  );
}

export const field = (f: Form, name: string): string | undefined => {
  const v = f[name];
  return Array.isArray(v) ? v[0] : v;
};

function eventsOf(f: Form, questionId: string): Schemas['InteractionEvent'][] {
  try {
    const parsed: unknown = JSON.parse(field(f, 'events') || '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (e): e is { type: string; at?: string } =>
          typeof e === 'object' && e !== null && ['paste', 'blur', 'focus'].includes((e as { type: string }).type),
      )
      .slice(0, MAX_EVENTS_PER_ANSWER)
      .map((e) => ({
        type: e.type as Schemas['InteractionEvent']['type'],
        questionId,
        ...(typeof e.at === 'string' && !Number.isNaN(Date.parse(e.at)) ? { at: new Date(e.at).toISOString() } : {}),
      }));
  } catch {
    return []; // the script's report is best effort: a broken one loses the events, never the answer
  }
}

async function start(db: Db, config: Config, p: Place, req: PageRequest, f: Form, questionnaire: Questionnaire): Promise<PageReply> {
  const setCookies: string[] = [];
  let device = req.cookies[DEVICE_COOKIE];
  if (!device || !/^[A-Za-z0-9_-]{16,64}$/.test(device)) {
    device = crypto.randomBytes(18).toString('base64url');
    setCookies.push(cookie(config, DEVICE_COOKIE, device, '/s', DEVICE_COOKIE_SECONDS));
  }
  const contactToken = field(f, 't') || undefined;
  const hidden = hiddenOf(p, hiddenFromForm(f));
  const carried: Carried = { contactToken: contactToken ?? null, hidden };
  try {
    const entry = await enter(
      db,
      config.secretKey,
      p.survey,
      {
        collectorId: p.collector.id,
        password: field(f, 'password') ?? null,
        contactToken,
        hiddenFields: hidden,
      },
      req.guesses,
    );
    const honeypot = field(f, 'website') || undefined;
    const started = await startSession(db, p.survey, honeypot ? { honeypot } : undefined, respondentOf(config, req.client, device), entry);
    setCookies.push(cookie(config, SESSION_COOKIE, `${started.sessionId}.${started.token}`, pagePath(p.collector.id), null));
    return again(p, setCookies);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'password_required') return { ...welcomePage(p, questionnaire, carried, error.detail, 401), setCookies };
    if (error.code === 'rate_limited')
      return { ...welcomePage(p, questionnaire, carried, error.detail, 429), headers: error.headers, setCookies };
    if (error.code === 'invalid_request')
      return {
        ...welcomePage(p, questionnaire, { contactToken: null, hidden }, 'This personal link is not valid for this survey.', 200),
        status: 400 as const,
        setCookies,
      } as PageReply;
    return error.code === 'survey_not_accepting'
      ? ((await refusal(db, p)) ?? refusalPage(p, error.code))
      : refusalPage(p, error.code, setCookies);
  }
}

export async function submitPage(db: Db, config: Config, req: PageRequest, f: Form): Promise<PageReply> {
  const p = await place(db, req.collectorId);
  if (!p) return notFoundPage();
  const rows = await listQuestionRows(db.kysely, p.survey.id);
  const action = field(f, 'action');
  const session = await heldSession(db, p, req.cookies);
  const questionnaire = new Questionnaire(await wordedRows(db.kysely, p.survey.id, session?.arm_id, rows));
  if (action === 'start') return session ? again(p) : start(db, config, p, req, f, questionnaire);
  if (!session) return again(p); // the cookie expired or was never set: the page offers to start
  if (session.status !== 'in_progress') return again(p);
  if (p.survey.status !== 'live') return (await refusal(db, p)) as PageReply;
  if (action === 'back') {
    await stepBack(db, p.survey, session.id);
    return again(p);
  }
  const questionId = field(f, 'questionId');
  if (questionId !== session.next_question_id) return again(p); // a stale form (a second tab, a double click)
  const q = questionnaire.get(questionId);
  if (!q) return again(p);
  const read = readAnswer(q.type, q.config, f);
  if (read.problem)
    return questionPage(p, session, questionnaire, await pipeOf(db, config.secretKey, p, session, questionnaire), read.problem);
  const timeMs = Number(field(f, 'timeMs'));
  try {
    await submitAnswers(
      db,
      p.survey,
      session.id,
      {
        answers: [
          {
            questionId,
            ...(read.value === undefined ? {} : { value: read.value as Schemas['AnswerValue'] }),
            ...(Number.isInteger(timeMs) && timeMs >= 0 ? { timeMs: Math.min(timeMs, MAX_TIME_MS) } : {}),
          },
        ],
        events: eventsOf(f, questionId),
      },
      config.secretKey,
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'invalid_request') throw error;
    return questionPage(p, session, questionnaire, await pipeOf(db, config.secretKey, p, session, questionnaire), answerMessage(error));
  }
  return again(p);
}

/** The respondent's words for an answer the question refused (the API's field message, made a sentence). */
export function answerMessage(error: ApiError): string {
  const first = error.extras.errors?.[0]?.message ?? 'is not a valid answer';
  return first === 'is required' ? 'Please answer this question.' : `This answer ${first}.`;
}
