// GET /surveys/{id}/insights: fixed rules over the computed analytics, each observation with the fix it implies
// (thresholds.ts INSIGHT). A rule speaks only on a base large enough to be read (INSIGHT.minBase).
import type { Schemas } from '../contract';
import type { Snapshot } from '../analytics/service';
import { round, share } from '../analytics/stats';
import { CONFIDENCE } from '../confidence';
import { FLAG_WORDS } from '../analytics/flag-words';
import { healthScore } from './health-score';
import { percent, points } from './readiness';
import { INSIGHT } from './thresholds';
import { statKind } from '../analytics/structure';
import { LEVEL_WORDS, sampleLevel, verdict } from './verdict';

type Observation = Schemas['Observation'];
type Rule = (s: Snapshot) => Observation[];

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

const lowCompletion: Rule = ({ overview: o }) => {
  const rate = o.completionRate;
  if (o.sessions.qualified === 0 || rate >= INSIGHT.lowCompletionRate) return [];
  return [
    {
      rule: 'low_completion',
      severity: rate < INSIGHT.lowCompletionRate / 2 ? 'high' : 'medium',
      metric: 'completionRate',
      value: rate,
      threshold: INSIGHT.lowCompletionRate,
      base: o.sessions.qualified,
      observation: `Only ${percent(rate)} of qualified sessions were completed (${o.sessions.completed} of ${o.sessions.qualified}).`,
      fix: 'Shorten the survey, move demanding questions (grids, open text) later, and look first at the questions where most people leave.',
    },
  ];
};

interface Shown {
  questionId: string;
  title: string;
  shownCount: number;
}

/** Questions where `part` reaches `threshold` of the sessions shown them, on a readable base: the worst few first. */
function worst<T extends Shown>(items: readonly T[], part: (q: T) => number, threshold: number): { q: T; n: number; value: number }[] {
  return items
    .filter((q) => q.shownCount >= INSIGHT.minBase)
    .map((q) => ({ q, n: part(q), value: share(part(q), q.shownCount) }))
    .filter((x) => x.value >= threshold)
    .sort((a, b) => b.value - a.value)
    .slice(0, INSIGHT.perQuestionLimit);
}

const dropOff: Rule = ({ funnel }) =>
  worst(funnel.steps, (step) => step.abandonedCount, INSIGHT.dropOffShare).map(({ q, n, value }) => ({
    rule: 'drop_off',
    severity: value >= INSIGHT.dropOffHighShare ? 'high' : 'medium',
    metric: 'abandonedShare',
    value,
    threshold: INSIGHT.dropOffShare,
    base: q.shownCount,
    questionId: q.questionId,
    observation: `${percent(value)} of the sessions shown "${q.title}" abandoned the survey there (${n} of ${q.shownCount}).`,
    fix: `Simplify "${q.title}": shorter wording, fewer options, or make it optional; check that it displays well on phones.`,
  }));

/**
 * The fix for blanks, by what the question is: a choice can offer a way out, a scale or grid a "not applicable", a
 * number or date a reason it may be unknown. Open text has no options, and blanks in it are normal (it is always
 * optional when it can be left blank), so it gets no observation at all.
 */
function blankFix(q: Schemas['QuestionAnalytics']): string | null {
  const kind = statKind(q.type);
  if (kind === 'text') return null;
  if (kind === 'choice') return `Reword "${q.title}" so that everyone can answer it, or add a "Don't know" / "Prefer not to say" option.`;
  if (kind === 'scale' || kind === 'nps')
    return `Check that "${q.title}" applies to everyone; if not, say when to skip it or ask it only of those it applies to.`;
  if (kind === 'matrix')
    return `Shorten "${q.title}" (fewer rows), or add a "Not applicable" column for rows that do not apply to everyone.`;
  return `Say in "${q.title}" what to enter when the answer is not known, or ask it only of those who know it.`;
}

const unanswered: Rule = ({ questions }) =>
  worst(
    questions.filter((q) => blankFix(q) !== null),
    (q) => q.unansweredCount,
    INSIGHT.unansweredShare,
  ).map(({ q, n, value }) => ({
    rule: 'unanswered',
    severity: 'medium',
    metric: 'unansweredShare',
    value,
    threshold: INSIGHT.unansweredShare,
    base: q.shownCount,
    questionId: q.questionId,
    observation: `${percent(value)} of the sessions shown "${q.title}" left it unanswered (${n} of ${q.shownCount}).`,
    fix: blankFix(q) as string,
  }));

/** What to add against low-quality sessions: only the safeguards the survey does not have yet. */
function safeguardAdvice({ attentionCheck, captchaScores }: Snapshot['safeguards']): string {
  const missing = [
    ...(attentionCheck ? [] : ['an attention check to the questionnaire']),
    ...(captchaScores ? [] : ['captcha scores from the collector (`captchaScore` when a session starts)']),
  ];
  return missing.length
    ? `; add ${missing.join(' and ')}.`
    : "; the survey already has an attention check and captcha scores, so read the flags' evidence for the pattern (speed, copied text, one source).";
}

const qualityFlagged: Rule = ({ overview: o, safeguards }) => {
  const q = o.quality;
  if (!q || q.sessions === 0 || q.flaggedShare < INSIGHT.flaggedShare) return [];
  const top = [...q.flags].filter((f) => f.weight !== null && f.count > 0).sort((a, b) => b.count - a.count)[0];
  return [
    {
      rule: 'quality_flagged',
      severity: q.flaggedShare >= INSIGHT.flaggedHighShare ? 'high' : 'medium',
      metric: 'flaggedShare',
      value: q.flaggedShare,
      threshold: INSIGHT.flaggedShare,
      base: q.sessions,
      observation: `${percent(q.flaggedShare)} of sessions carry a quality flag (${q.flaggedSessions} of ${q.sessions}${top ? `; most often ${FLAG_WORDS[top.flag].toLowerCase()}, ${top.count}` : ''}).`,
      fix: verdict(o).qualityHolds
        ? `Review the flagged sessions; under ${percent(INSIGHT.flaggedHighShare)} flagged the results can still be reported${safeguardAdvice(safeguards)}`
        : `Review the flagged sessions and exclude the high-risk ones before reporting${safeguardAdvice(safeguards)}`,
    },
  ];
};

const speeding: Rule = ({ overview: o }) => {
  const completed = o.sessions.completed;
  const count = o.quality?.flags.find((f) => f.flag === 'speeding')?.count ?? 0;
  const value = share(count, completed);
  if (completed < INSIGHT.minBase || value < INSIGHT.speedingShare) return [];
  return [
    {
      rule: 'speeding',
      severity: 'medium',
      metric: 'speedingShare',
      value,
      threshold: INSIGHT.speedingShare,
      base: completed,
      observation: `${percent(value)} of completions were much faster than the median (${count} of ${completed}).`,
      fix: 'Speeders often meet a survey that feels too long or irrelevant: cut questions and check that the invitation reaches the intended audience.',
    },
  ];
};

const thinSample: Rule = ({ overview: o }) => {
  const c = o.confidence;
  if (!c || c.defensible) return [];
  const n = c.sampleSize;
  const needed = c.defensibleFrom;
  const moe = c.marginOfError === null ? 'no margin of error yet' : `a margin of error of plus or minus ${points(c.marginOfError)}`;
  return [
    {
      rule: 'thin_sample',
      severity: c.reportability === 'insufficient' ? 'high' : c.reportability === 'directional' ? 'medium' : 'low',
      metric: 'completedSessions',
      value: n,
      threshold: Math.max(CONFIDENCE.reliableFrom, needed),
      base: n,
      observation: `${n} completed ${n === 1 ? 'session gives' : 'sessions give'} ${moe}: results are ${LEVEL_WORDS[sampleLevel(c)]}.`,
      fix: `Keep collecting: ${Math.max(CONFIDENCE.reliableFrom, needed)} completions make a result defensible (interval no wider than ${points(CONFIDENCE.maxIntervalWidth)}).`,
    },
  ];
};

const longSurvey: Rule = ({ overview: o }) => {
  const median = o.timing.medianCompletionTime;
  if (median === undefined || o.timing.completedCount < INSIGHT.minBase || median <= INSIGHT.longMedianSeconds) return [];
  return [
    {
      rule: 'long_survey',
      severity: 'medium',
      metric: 'medianCompletionTime',
      value: median,
      threshold: INSIGHT.longMedianSeconds,
      base: o.timing.completedCount,
      observation: `The median completion takes ${Math.round(median / 60)} minutes.`,
      fix: 'Cut or split the survey: break-off and careless answering rise with length.',
    },
  ];
};

const deviceGap: Rule = ({ overview: o }) => {
  const types = (o.devices?.types ?? []).filter((t) => t.label !== 'unknown' && t.qualified >= INSIGHT.minBase);
  if (types.length < 2) return [];
  const best = types.reduce((a, b) => (b.completionRate > a.completionRate ? b : a));
  const worst = types.reduce((a, b) => (b.completionRate < a.completionRate ? b : a));
  const gap = round(best.completionRate - worst.completionRate);
  if (gap < INSIGHT.deviceGap) return [];
  return [
    {
      rule: 'device_gap',
      severity: 'medium',
      metric: 'completionRateGap',
      value: gap,
      threshold: INSIGHT.deviceGap,
      base: worst.qualified,
      observation: `${worst.label} sessions complete at ${percent(worst.completionRate)}, ${points(gap)} below ${best.label} (${percent(best.completionRate)}).`,
      fix: `Test the survey on ${worst.label}: long grids, sliders and wide option lists are the usual causes.`,
    },
  ];
};

const screenOut: Rule = ({ overview: o }) => {
  const value = share(o.sessions.screenedOut, o.sessions.total);
  if (o.sessions.total < INSIGHT.minBase || value < INSIGHT.screenOutShare) return [];
  return [
    {
      rule: 'screen_out',
      severity: 'low',
      metric: 'screenedOutShare',
      value,
      threshold: INSIGHT.screenOutShare,
      base: o.sessions.total,
      observation: `${percent(value)} of sessions were screened out (${o.sessions.screenedOut} of ${o.sessions.total}).`,
      fix: 'Target the invitation at the people the screener admits, or check that the screener is not stricter than intended.',
    },
  ];
};

export const RULES: Record<Schemas['InsightRule'], Rule> = {
  low_completion: lowCompletion,
  drop_off: dropOff,
  unanswered,
  quality_flagged: qualityFlagged,
  speeding,
  thin_sample: thinSample,
  long_survey: longSurvey,
  device_gap: deviceGap,
  screen_out: screenOut,
};

/** Every observation that fires, the most severe first (stable within a severity). */
export function observations(s: Snapshot): Observation[] {
  return Object.values(RULES)
    .flatMap((rule) => rule(s))
    .map((o, i) => ({ o, i }))
    .sort((a, b) => SEVERITY_ORDER[a.o.severity] - SEVERITY_ORDER[b.o.severity] || a.i - b.i)
    .map(({ o }) => o);
}

export function insights(surveyId: string, s: Snapshot): Schemas['Insights'] {
  return {
    surveyId,
    method: 'computed',
    generatedAt: new Date().toISOString(),
    healthScore: healthScore(s.overview),
    observations: observations(s),
    thresholds: { ...INSIGHT },
  };
}
