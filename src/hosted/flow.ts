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
import { Questionnaire } from '../questionnaire/questionnaire';
import { findArm } from '../calibration/repository';
import { completeSession, startSession, stepBack, submitAnswers, switchLanguage } from '../responses/collect';
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
import { readMedian } from '../analytics/store';
import { findOrganization } from '../auth/organizations';
import { pageText, type PageText } from './catalogue';
import { localizedTexts, type Localized } from '../localization/respondent';
import { offeredLanguages, storedLocalization } from '../localization/stored';
import { acceptedRanges, lookup, pageLanguage } from '../localization/negotiate';
import { canonicalTag, direction, nativeName } from '../localization/languages';

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
  /** The language the link or the switcher asks for (`?lang=`; the welcome's form carries it to the start). */
  lang?: string;
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

interface Found {
  collector: CollectorRow;
  survey: SurveyRow;
}

/** Where the page is and in which language: the survey's texts translated, the page's own words in `text`. */
interface Place extends Found {
  shell: render.Shell;
  messages: Schemas['SurveyMessages'];
  text: PageText;
  localized: Localized;
}

const pagePath = (collectorId: string): string => `/s/${collectorId}`;

export function cookie(config: Config, name: string, value: string, path: string, maxAge: number | null): string {
  const secure = config.siteUrl.startsWith('https:') ? '; Secure' : '';
  return `${name}=${value}; Path=${path}; HttpOnly; SameSite=Lax${secure}${maxAge === null ? '' : `; Max-Age=${maxAge}`}`;
}

async function found(db: Db, collectorId: string): Promise<Found | null> {
  const collector = await collectorById(db.kysely, collectorId);
  if (!collector) return null;
  const survey = await db.kysely.selectFrom('surveys').selectAll().where('id', '=', collector.survey_id).executeTakeFirst();
  return !survey || survey.status === 'draft' ? null : { collector, survey };
}

/**
 * The page in `tag` (one of the survey's languages): its texts translated, its own words from the catalogue, `lang`
 * and `dir` on the document, and a switcher to the survey's other languages that keeps the link's query.
 */
async function place(db: Db, at: Found, tag: string, query: Readonly<Record<string, string>> = {}): Promise<Place> {
  const { collector, survey } = at;
  const localized = await localizedTexts(db.kysely, survey, tag);
  const texts = localized.survey(survey);
  const text = pageText(localized.tag);
  const themed = await pageTheme(db, survey);
  const logo = themed?.theme.logo;
  return {
    collector,
    survey,
    text,
    localized,
    shell: {
      lang: localized.tag,
      dir: direction(localized.tag),
      title: texts.title,
      switcher: {
        label: text.t('language'),
        links: offeredLanguages(storedLocalization(survey)).map((l) => ({
          tag: l,
          name: nativeName(l),
          href: `${pagePath(collector.id)}?${new URLSearchParams({ ...query, lang: l })}`,
          current: l === localized.tag,
        })),
      },
      ...(themed ? { themeHref: themePath(collector.id, themed.updatedAt) } : {}),
      ...(themed && logo ? { logo: { src: logoPath(collector.id, themed.updatedAt), alt: logo.alt } } : {}),
    },
    messages: fromJson<Schemas['SurveyMessages']>(texts.messages, {}),
  };
}

/** No survey here: said in the browser's language where the page speaks it. */
function notFoundPage(req: Pick<PageRequest, 'client'>): PageReply {
  const wanted = acceptedRanges(req.client.header('accept-language'))
    .map(canonicalTag)
    .find((t): t is string => t !== null);
  const text = pageText(wanted ?? 'en');
  return {
    status: 404,
    html: render.page(
      { lang: text.locale, dir: direction(text.locale), title: text.t('notFoundTitle') },
      render.end({ title: text.t('notFoundTitle'), message: text.t('notFoundMessage'), redirectUrl: null }),
    ),
    setCookies: [],
    frameable: false,
  };
}

/**
 * The language of this request's page: a held session's (switched when the link asks for another of the survey's
 * languages while it is in progress), else the one asked for (`?lang=`, the welcome's form), else Accept-Language.
 */
async function languageOf(db: Db, at: Found, req: PageRequest, session: SessionRow | null): Promise<string> {
  const stored = storedLocalization(at.survey);
  if (!session) return pageLanguage(stored, req.lang, req.client.header('accept-language'));
  const wanted = req.lang ? lookup(stored, [req.lang]) : null;
  if (wanted && wanted !== session.language && session.status === 'in_progress' && at.survey.status === 'live') {
    await switchLanguage(db, at.survey, session.id, wanted);
    session.language = wanted;
  }
  return session.language;
}

/** The session this browser holds for the collector (its cookie), if it is still valid. */
async function heldSession(db: Db, p: Found, cookies: PageRequest['cookies']): Promise<SessionRow | null> {
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
    return reply(p, 409, render.end({ title: p.shell.title, message: messageOf(p.messages, key, p.text), redirectUrl: null }));
  }
  const full = p.collector.response_limit !== null && (await countCollectorSessions(db.kysely, p.collector)) >= p.collector.response_limit;
  const code = isClosed(p.collector) ? 'collector_closed' : full ? 'collector_full' : null;
  return code ? refusalPage(p, code) : null;
}

function refusalPage(p: Place, code: string, setCookies: string[] = []): PageReply {
  // A closed link says what the survey's owner wrote for a closed survey, when they wrote something.
  const own = code === 'collector_closed' && p.messages.closed ? { title: p.shell.title, message: p.messages.closed } : null;
  const known = REFUSALS[code];
  const r = own ??
    (known ? { title: p.text.t(known.title), message: p.text.t(known.message) } : null) ?? {
      title: p.shell.title,
      message: messageOf(p.messages, 'closed', p.text),
    };
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

async function welcomePage(
  db: Db,
  p: Place,
  questionnaire: Questionnaire,
  carried: Carried,
  error: string | null,
  status: 200 | 401 | 429 = 200,
): Promise<PageReply> {
  const first = questionnaire.questions[0];
  const intro = first?.type === 'welcome_screen' ? first : null;
  // Before a session: the link's hidden field values and the survey's measured median are known, nothing else (the
  // rest takes its fallback). The median is read only for a welcome that says it.
  const saysDuration = `${intro?.title ?? ''}${intro?.description ?? ''}`.includes('{{survey:');
  const pipe = welcomePipe(carried.hidden, p.shell.lang, saysDuration ? await readMedian(db.kysely, p.survey.id) : null);
  const message = messageOf(p.messages, 'welcome', p.text);
  // Who is asking (the survey's own words, else the organisation's name) and where its privacy notice is.
  const askedBy = p.messages.askedBy?.trim() || (await findOrganization(db, p.survey.organization_id))?.name || null;
  return reply(
    p,
    status,
    render.welcome({
      askedBy,
      privacyNoticeUrl: p.survey.privacy_notice_url ?? null,
      text: p.text,
      surveyTitle: p.shell.title,
      title: intro ? pipe(intro.title) : p.shell.title,
      // The survey's description is written for its staff; a welcome screen's is written for respondents.
      description: intro?.description ? pipe(intro.description) : null,
      message: message ? pipe(message) : null,
      passwordProtected: p.collector.password_hash !== null,
      contactToken: carried.contactToken,
      hidden: Object.entries(carried.hidden).map(([name, value]) => ({ name: `${HIDDEN_PREFIX}${name}`, value })),
      action: pagePath(p.collector.id),
      error,
      button: typeof intro?.config.buttonLabel === 'string' ? intro.config.buttonLabel : p.text.t('start'),
      language: p.shell.lang,
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
      ? messageOf(p.messages, 'screenedOut', p.text)
      : reason === 'quota_full'
        ? messageOf(p.messages, 'quotaFull', p.text)
        : (thanks?.description ?? messageOf(p.messages, 'thankYou', p.text));
  const title = reason === null && thanks ? pipe(thanks.title) : p.text.t('thankYouTitle');
  const redirect = p.collector.redirect_url ?? (typeof thanks?.config.redirectUrl === 'string' ? thanks.config.redirectUrl : null);
  const reward = session.end_reason !== null ? null : earned !== undefined ? earned : await rewardOf(db, secretKey, session.id);
  return reply(p, 200, render.end({ title, message: pipe(message), redirectUrl: redirect, reward, continueLabel: p.text.t('continue') }));
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
      text: p.text,
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

/** The questionnaire a session (or a visitor) reads: its wording arm's, in the page's language. */
async function questionnaireOf(db: Db, p: Place, session: SessionRow | null): Promise<Questionnaire> {
  const rows = await listQuestionRows(db.kysely, p.survey.id);
  const arm = session?.arm_id ? await findArm(db.kysely, p.survey.id, session.arm_id) : undefined;
  return new Questionnaire(p.localized.questions(rows, arm));
}

/** The link's query, kept on the switcher's links: the personal token and the hidden field values. */
const queryOf = (req: PageRequest): Record<string, string> => ({
  ...(req.contactToken ? { t: req.contactToken } : {}),
  ...Object.fromEntries(Object.entries(req.hiddenFields ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string')),
});

export async function showPage(db: Db, secretKey: string, req: PageRequest): Promise<PageReply> {
  const at = await found(db, req.collectorId);
  if (!at) return notFoundPage(req);
  const session = await heldSession(db, at, req.cookies);
  const p = await place(db, at, await languageOf(db, at, req, session), queryOf(req));
  const questionnaire = await questionnaireOf(db, p, session);
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
    (await welcomePage(db, p, questionnaire, { contactToken: req.contactToken ?? null, hidden: hiddenOf(p, req.hiddenFields) }, null))
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
    const started = await startSession(
      db,
      p.survey,
      { language: p.shell.lang, ...(honeypot ? { honeypot } : {}) },
      respondentOf(config, req.client, device),
      entry,
    );
    setCookies.push(cookie(config, SESSION_COOKIE, `${started.sessionId}.${started.token}`, pagePath(p.collector.id), null));
    return again(p, setCookies);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'password_required') return { ...(await welcomePage(db, p, questionnaire, carried, error.detail, 401)), setCookies };
    if (error.code === 'rate_limited')
      return { ...(await welcomePage(db, p, questionnaire, carried, error.detail, 429)), headers: error.headers, setCookies };
    if (error.code === 'invalid_request')
      return {
        ...(await welcomePage(db, p, questionnaire, { contactToken: null, hidden }, p.text.t('personalLinkInvalid'), 200)),
        status: 400 as const,
        setCookies,
      } as PageReply;
    return error.code === 'survey_not_accepting'
      ? ((await refusal(db, p)) ?? refusalPage(p, error.code))
      : refusalPage(p, error.code, setCookies);
  }
}

export async function submitPage(db: Db, config: Config, req: PageRequest, f: Form): Promise<PageReply> {
  const at = await found(db, req.collectorId);
  if (!at) return notFoundPage(req);
  const action = field(f, 'action');
  const session = await heldSession(db, at, req.cookies);
  // The welcome's form carries the language its page was in to the start.
  const p = await place(db, at, await languageOf(db, at, { ...req, lang: session ? undefined : field(f, 'lang') }, session));
  const questionnaire = await questionnaireOf(db, p, session);
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
    return questionPage(p, session, questionnaire, await pipeOf(db, config.secretKey, p, session, questionnaire), p.text.t(read.problem));
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
    return questionPage(
      p,
      session,
      questionnaire,
      await pipeOf(db, config.secretKey, p, session, questionnaire),
      answerMessage(error, p.text),
    );
  }
  return again(p);
}

/** The respondent's words for an answer the question refused (the API's field message, in English, made a sentence). */
export function answerMessage(error: ApiError, text: PageText): string {
  const first = error.extras.errors?.[0]?.message ?? 'is not a valid answer';
  return first === 'is required' ? text.t('answerRequired') : text.t('answerInvalid', { problem: first });
}
