// Demo sessions that look real: devices, browsers and countries in plausible shares, timings with a long tail,
// abandoned, screened-out and quota-full sessions, and realistic shares of speeders, straightliners, bots,
// duplicates and honeypot hits, walked through the survey's own logic so every path is one the server would take.
import type { SessionRow } from '../db/schema';
import { toJson } from '../db/values';
import { newId } from '../ids';
import { parseDevice } from '../responses/device';
import { BLANK_SESSION } from '../responses/repository';
import { Questionnaire, type FlowQuestion } from '../questionnaire/questionnaire';
import type { StoredAnswer } from '../answers';
import type { EndReason } from '../contract';
import { Random } from './random';

/** Shares of each kind of respondent (fractions of all sessions). */
export const SEED_SHARES = {
  abandoned: 0.14,
  inProgress: 0.01,
  underage: 0.07,
  enterprise: 0.03,
  speeder: 0.06,
  straightliner: 0.05,
  inattentive: 0.04,
  bot: 0.015,
  honeypot: 0.01,
  duplicate: 0.02,
  paster: 0.03,
} as const;

/** Days back over which start times spread. */
export const SEED_DAYS = 30;

const USER_AGENTS: [string, number][] = [
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    24,
  ],
  ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36', 22],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    6,
  ],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36', 20],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 9],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0', 5],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0', 6],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36', 2],
  ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 6],
];
const BOT_AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
  'python-requests/2.32.3',
];
const COUNTRIES: [string, number][] = [
  ['US', 30],
  ['GB', 12],
  ['DE', 10],
  ['IN', 8],
  ['FR', 7],
  ['CA', 6],
  ['AU', 5],
  ['BR', 5],
  ['NL', 4],
  ['ES', 4],
  ['JP', 3],
  ['SE', 2],
  ['PL', 2],
  ['MX', 2],
];
const LIKES = [
  'The sync is fast and reliable.',
  'Templates save me a lot of time every week.',
  'Clean design, nothing in the way.',
  'Search finds everything instantly.',
  'Offline mode on the train.',
  'Sharing notes with my team is effortless.',
];
const DISLIKES = [
  'It got slower after the last update.',
  'Too expensive for what it does.',
  'Sync conflicts lost some of my notes.',
  'The mobile app crashes sometimes.',
  'Support took a week to answer.',
];
/** Details appended to long answers, so that (as in real data) identical long texts are rare and mark copies. */
const DETAILS = [
  'search',
  'tags',
  'offline',
  'sharing',
  'export',
  'templates',
  'sync',
  'widgets',
  'reminders',
  'folders',
  'markdown',
  'dark mode',
  'tables',
  'links',
  'images',
  'pricing',
  'support',
  'onboarding',
  'shortcuts',
  'calendar',
  'backups',
  'history',
  'comments',
  'mentions',
  'encryption',
  'speed',
  'layout',
  'fonts',
  'printing',
  'scanning',
  'voice notes',
  'handwriting',
  'tasks',
  'checklists',
  'integrations',
  'the web app',
  'the widget',
  'the API',
  'imports',
  'attachments',
];
const WORDS = ['Handy', 'Fast', 'Reliable', 'Clean', 'Essential', 'Okay', 'Clunky', 'Pricey', 'Simple', 'asdf'];

const parsed = new Map([...USER_AGENTS.map(([ua]) => ua), ...BOT_AGENTS].map((ua) => [ua, parseDevice(ua)]));

interface Persona {
  speeder: boolean;
  straightliner: boolean;
  inattentive: boolean;
  bot: boolean;
  paster: boolean;
}

function answerFor(q: FlowQuestion, p: Persona, rnd: Random, straight: string): unknown {
  const ids = ((q.config.options as { id: string }[] | undefined) ?? []).map((o) => o.id);
  switch (q.type) {
    case 'single_choice':
    case 'dropdown':
      if (q.title.startsWith('How old'))
        return rnd.chance(SEED_SHARES.underage)
          ? 'under_18'
          : rnd.weighted([
              ['18_24', 18],
              ['25_34', 30],
              ['35_44', 24],
              ['45_54', 16],
              ['55_plus', 12],
            ]);
      if (q.config.logic && ids.includes('enterprise'))
        return rnd.chance(SEED_SHARES.enterprise)
          ? 'enterprise'
          : rnd.weighted([
              ['free', 45],
              ['starter', 25],
              ['pro', 20],
              ['business', 10],
            ]);
      return q.config.allowOther && rnd.chance(0.05) ? { other: 'Something else' } : rnd.pick(ids);
    case 'yes_no':
      return rnd.chance(0.82) ? 'yes' : 'no';
    case 'nps':
      return rnd.weighted([
        [10, 16],
        [9, 18],
        [8, 18],
        [7, 14],
        [6, 8],
        [5, 8],
        [4, 4],
        [3, 4],
        [2, 3],
        [1, 3],
        [0, 4],
      ]);
    case 'long_text':
      if (rnd.chance(0.3)) return undefined;
      return `${rnd.pick(q.title.includes('disappointed') ? DISLIKES : LIKES)} Also ${rnd.pick(DETAILS)}, ${rnd.pick(DETAILS)}, ${rnd.pick(DETAILS)} and ${rnd.pick(DETAILS)}.`;
    case 'short_text':
      return rnd.chance(0.2) ? undefined : rnd.pick(WORDS);
    case 'matrix_single': {
      const rows = (q.config.rows as { id: string }[]).map((r) => r.id);
      return Object.fromEntries(
        rows.map((r) => [
          r,
          p.straightliner
            ? straight
            : String(
                rnd.weighted([
                  [5, 25],
                  [4, 35],
                  [3, 20],
                  [2, 12],
                  [1, 8],
                ]),
              ),
        ]),
      );
    }
    case 'multiple_choice': {
      const chosen = ids.filter(() => rnd.chance(0.45));
      return chosen.length ? chosen : [rnd.pick(ids)];
    }
    case 'attention_check':
      return p.inattentive ? rnd.pick(ids.filter((id) => id !== q.config.expectedOptionId)) : String(q.config.expectedOptionId);
    case 'likert':
      return p.straightliner
        ? Number(straight)
        : rnd.weighted([
            [5, 22],
            [4, 38],
            [3, 20],
            [2, 12],
            [1, 8],
          ]);
    default:
      return undefined;
  }
}

/** Median seconds a person spends on a question of this type. */
const MEDIAN_SECONDS: Record<string, number> = {
  long_text: 28,
  short_text: 9,
  matrix_single: 18,
  multiple_choice: 9,
  welcome_screen: 4,
  thank_you_screen: 2,
};

export interface SeedContext {
  surveyId: string;
  questionnaireVersion: number;
  /** The survey's default language, a session's unless the seed draws another. */
  language: string;
  questionnaire: Questionnaire;
  now: number;
  /** The survey's collectors with the weight of each in the demo traffic. */
  collectors: [string, number][];
}

/** One demo session. `previous` is an earlier session a duplicate copies its fingerprint and contact from. */
export function demoSession(ctx: SeedContext, rnd: Random, previous: SessionRow | null): SessionRow {
  const bot = rnd.chance(SEED_SHARES.bot);
  const p: Persona = {
    bot,
    speeder: bot || rnd.chance(SEED_SHARES.speeder),
    straightliner: rnd.chance(SEED_SHARES.straightliner),
    inattentive: bot || rnd.chance(SEED_SHARES.inattentive),
    paster: rnd.chance(SEED_SHARES.paster),
  };
  const duplicate = previous !== null && rnd.chance(SEED_SHARES.duplicate);
  const inProgress = rnd.chance(SEED_SHARES.inProgress);
  const abandons = !inProgress && rnd.chance(SEED_SHARES.abandoned);
  const userAgent = bot ? rnd.pick(BOT_AGENTS) : rnd.weighted(USER_AGENTS);
  const device = parsed.get(userAgent) ?? null;
  const span = SEED_DAYS * 86_400_000;
  // Abandoned sessions went idle more than a day ago (the default ABANDON_AFTER_MINUTES); in-progress ones are recent.
  const newest = abandons ? 25 * 3_600_000 : 3_600_000;
  const start = inProgress ? ctx.now - rnd.int(60_000, 3_600_000) : ctx.now - span + Math.floor(rnd.next() * (span - newest));
  const straight = String(rnd.int(1, 5));
  const q = ctx.questionnaire;
  const latest = new Map<string, unknown>();
  const answers: StoredAnswer[] = [];
  const events: { type: string; questionId?: string; at: string }[] = [];
  const path: string[] = [];
  const stopAfter = abandons || inProgress ? rnd.int(1, 8) : Number.POSITIVE_INFINITY;
  let clock = start;
  let current = q.first();
  let endReason: EndReason | null = null;
  let finished = false;
  let endedByLogic = false;
  while (current) {
    path.push(current);
    const question = q.get(current) as FlowQuestion;
    if (path.length > stopAfter && question.type !== 'thank_you_screen') break; // whoever reaches the end has finished
    const seconds = rnd.lognormal(MEDIAN_SECONDS[question.type] ?? 6, 0.6) * (p.speeder ? 0.12 : 1);
    const timeMs = Math.max(300, Math.round(seconds * 1000));
    clock += timeMs;
    const value = answerFor(question, p, rnd, straight);
    if (value !== undefined) {
      answers.push({ questionId: current, value: value as StoredAnswer['value'], answeredAt: new Date(clock).toISOString(), timeMs });
      latest.set(current, value);
      if (p.paster && question.type.endsWith('_text'))
        events.push({ type: 'paste', questionId: current, at: new Date(clock - 500).toISOString() });
    }
    if (question.type === 'thank_you_screen') {
      finished = true;
      break;
    }
    const step = q.after(current, latest);
    if ('next' in step) current = step.next;
    else {
      endReason = step.endReason;
      endedByLogic = step.logic;
      finished = true;
      current = null;
    }
  }
  if (!p.bot && rnd.chance(0.08))
    events.push({ type: 'blur', at: new Date(start + 2000).toISOString() }, { type: 'focus', at: new Date(start + 9000).toISOString() });
  // A rule that ends the survey completes the session at once; otherwise the respondent must reach the end and stay.
  // Reaching the thank-you screen finishes the session: nobody is left abandoned or in progress on it.
  const completed = endedByLogic || finished;
  const status = completed ? 'completed' : inProgress ? 'in_progress' : 'abandoned';
  const completedAt = completed ? new Date(clock + 1000).toISOString() : null;
  return {
    ...BLANK_SESSION,
    id: newId(),
    survey_id: ctx.surveyId,
    status,
    started_at: new Date(start).toISOString(),
    completed_at: completedAt,
    last_activity_at: new Date(clock).toISOString(),
    duration_seconds: completed ? (clock + 1000 - start) / 1000 : null,
    questionnaire_version: ctx.questionnaireVersion,
    language: ctx.language,
    collector_id: rnd.weighted(ctx.collectors),
    contact_id: duplicate ? previous.contact_id : rnd.chance(0.4) ? `contact-${rnd.int(1, 1e9)}` : null,
    end_reason: completed ? endReason : null,
    device_type: device?.type ?? null,
    browser: device?.browser ?? null,
    os: device?.os ?? null,
    country: rnd.weighted(COUNTRIES),
    path: toJson(path),
    answers: toJson(answers),
    interactions: toJson(events),
    honeypot: bot && rnd.chance(SEED_SHARES.honeypot / SEED_SHARES.bot) ? 'http://cheap-pills.example' : null,
    captcha_score: bot ? 0.1 + rnd.next() * 0.3 : 0.7 + rnd.next() * 0.3,
    user_agent: userAgent,
    fingerprint: duplicate
      ? previous.fingerprint
      : rnd
          .int(0, 2 ** 31)
          .toString(16)
          .padStart(8, '0') +
        rnd
          .int(0, 2 ** 31)
          .toString(16)
          .padStart(8, '0'),
    metadata: '{}',
  };
}
