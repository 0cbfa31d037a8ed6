// A measure by a group, answered from the completed sessions that were not excluded for quality (docs/design/ask.md):
// each level's mean with its base and 95% t interval on the measure's scale, and the difference the question asks
// about with Welch's interval. A level under the reporting floor is shown and named, never compared.
import type { Schemas } from '../contract';
import type { StoredAnswer } from '../answers';
import { meanDifference, noInterval, reportableBase, summarizeMean, type MeanSummary, type Scale } from '../intervals';
import { scaleRange } from '../analytics/structure';
import { round } from '../analytics/stats';
import type { FlowQuestion } from '../questionnaire/questionnaire';
import { CONFIDENCE } from '../confidence';
import type { Db } from '../database';
import { exportRowsAfter } from '../responses/repository';
import { ASK } from './thresholds';
import { readinessOfBase, type Readiness } from './readiness';
import { languageName } from '../localization/languages';
import { MEASURE_FAMILIES, SESSION_GROUPS, type ComparisonTerms, type GroupRef, type MeasureRef } from './comparison-terms';

/** What a comparison reads of one session. */
export interface ComparedSession {
  device_type: string | null;
  country: string | null;
  language: string;
  answers: string;
}

export interface ComparisonAnswer {
  answer: string;
  readiness: Readiness | null;
  figures: Schemas['AskFigure'][];
  limitations: string[];
  questionId?: string;
  /** With a refusal: comparisons this survey can answer. */
  suggestions?: string[];
}

const fig = (name: string, value: number | null): Schemas['AskFigure'] => ({ name, value });
const two = (x: number): string => String(round(x, 2));
const DEVICE_LABELS: Record<string, string> = { mobile: 'mobile', desktop: 'desktop', tablet: 'tablet' };

/** NPS as a mean: each session scores +100 (9-10), 0 (7-8) or -100 (0-6), so the mean is the NPS and its interval follows. */
const npsPoints = (x: number): number => (x >= 9 ? 100 : x >= 7 ? 0 : -100);

function measureValue(m: MeasureRef, answer: unknown): number | null {
  if (m.rows) {
    if (typeof answer !== 'object' || answer === null) return null;
    const cells = m.rows.map((r) => Number((answer as Record<string, unknown>)[r.id])).filter(Number.isFinite);
    return cells.length ? cells.reduce((a, b) => a + b, 0) / cells.length : null;
  }
  if (typeof answer !== 'number') return null;
  return m.question.type === 'nps' ? npsPoints(answer) : answer;
}

function measureScale(m: MeasureRef): Scale {
  if (m.question.type === 'nps') return { min: -100, max: 100 };
  if (m.rows) {
    const columns = (m.question.config.columns as { id: string }[]).map((c) => Number(c.id));
    return { min: Math.min(...columns), max: Math.max(...columns) };
  }
  const range = scaleRange(m.question);
  return { min: range.min, max: range.max };
}

/** How the answer names the measure: "NPS", or the question with the rows it averages. */
function measureName(m: MeasureRef): string {
  if (m.question.type === 'nps') return `NPS ("${m.question.title}")`;
  const scale = measureScale(m);
  const rows = m.rows ? ` averaged over ${m.rows.map((r) => r.label).join(', ')}` : '';
  return `the mean answer to "${m.question.title}"${rows} (${scale.min} to ${scale.max})`;
}

function groupLevel(g: GroupRef, s: ComparedSession, answers: Map<string, unknown>): string | null {
  if (g.kind === 'session') return g.session === 'device' ? s.device_type : g.session === 'language' ? s.language : s.country;
  const value = answers.get(g.question?.id ?? '');
  return typeof value === 'string' ? value : null;
}

function levelLabel(g: GroupRef, level: string): string {
  if (g.kind === 'session')
    return g.session === 'device' ? (DEVICE_LABELS[level] ?? level) : g.session === 'language' ? languageName(level) : level;
  const q = g.question as FlowQuestion;
  if (q.type === 'yes_no') return level === 'yes' ? String(q.config.yesLabel ?? 'Yes') : String(q.config.noLabel ?? 'No');
  const option = (q.config.options as { id: string; label: string }[] | undefined)?.find((o) => o.id === level);
  return option?.label ?? level;
}

const groupName = (g: GroupRef): string =>
  g.kind === 'session' ? SESSION_GROUPS[g.session ?? 'device'].noun : `the answer to "${g.question?.title}"`;

const described = (label: string, m: MeanSummary): string =>
  `${label} ${two(m.mean)} (n = ${m.n}, ${m.interval ? `95% CI ${two(m.interval[0])} to ${two(m.interval[1])}` : noInterval(m)})`;

type Level = { level: string; label: string; summary: MeanSummary };

/**
 * A level that tops (or tails) the ranking on a base too small to compare: it is named, never passed over while a
 * larger group is crowned, with whether its interval clears every other level's.
 */
function thinLeader(levels: readonly Level[], ranking: 'highest' | 'lowest'): string | null {
  const sign = ranking === 'lowest' ? -1 : 1;
  const [leader, ...rest] = [...levels].sort((a, b) => sign * (b.summary.mean - a.summary.mean));
  if (!leader || reportableBase(leader.summary.n) || rest.length === 0) return null;
  const own = leader.summary.interval;
  const clears =
    own !== null &&
    rest.every((l) => l.summary.interval !== null && (sign > 0 ? own[0] > l.summary.interval[1] : own[1] < l.summary.interval[0]));
  const where = clears
    ? `its 95% interval lies ${sign > 0 ? 'above' : 'below'} every other group's, so it is likely ${ranking}, but a larger sample should confirm it`
    : own
      ? `its 95% interval overlaps another group's, so it may not be ${ranking}`
      : noInterval(leader.summary);
  return `${leader.label} scores ${ranking} (${two(leader.summary.mean)}) but on only ${leader.summary.n} answers, fewer than the ${CONFIDENCE.insufficientBelow} a comparison needs: ${where}.`;
}

/** The refusal when the measure or the group cannot be mapped: what is missing, and what the survey can compare. */
export function refusal(terms: ComparisonTerms, measurable: readonly FlowQuestion[]): ComparisonAnswer {
  const missing: string[] = [];
  if (terms.family && !terms.measure && terms.family !== 'completion')
    missing.push(`This survey has no question that measures ${MEASURE_FAMILIES[terms.family].noun}.`);
  if (terms.unmappedMeasure) missing.push(`No question of this survey measures "${terms.unmappedMeasure}".`);
  if (terms.unmappedNoun)
    missing.push(
      terms.group
        ? `No question of this survey measures "${terms.unmappedNoun}".`
        : `This survey records no "${terms.unmappedNoun}" to compare by.`,
    );
  if (terms.unmappedGroup) missing.push(`This survey records no ${terms.unmappedGroup} for its respondents.`);
  if (terms.languageMissing) missing.push(terms.languageMissing);
  if (terms.family === 'completion' && terms.group?.kind === 'question')
    missing.push(
      `Completion cannot be compared by the answer to "${terms.group.question?.title}": only sessions that reached that question have one. Completion compares by device, browser, country, collector or arm (cross-tabulation).`,
    );
  const can = measurable.map((q) => `"${q.title}"`).join(', ');
  return {
    answer: `I cannot answer that from this survey's data. ${missing.join(' ')}`.trim(),
    readiness: { base: 0, reportability: 'insufficient', interval: null, defensible: false },
    figures: [],
    suggestions: measurable.slice(0, 3).flatMap((q) => [`How does "${q.title}" compare by device?`]),
    limitations: [
      ...missing,
      can
        ? `Measures this survey can compare: ${can}; by device, by country, or by the answer to a single-choice question.`
        : 'This survey has no scale, NPS or number question to compare.',
    ],
  };
}

/** The completions (completed sessions without an end reason) not excluded for quality, in batches (memory holds a batch, whatever the total). */
export async function* comparedSessions(db: Db, surveyId: string): AsyncGenerator<ComparedSession[]> {
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const batch = await exportRowsAfter(db.kysely, { surveyId, status: 'completed', sort: 'started_at' }, after, ASK.compareBatch);
    // Screened-out and quota-full sessions end `completed` with an end reason: they are not completions.
    yield batch.filter((r) => !r.excluded && r.end_reason === null);
    if (batch.length < ASK.compareBatch) return;
    const last = batch[batch.length - 1];
    after = { key: last.started_at, id: last.id };
  }
}

/** A measure over every completed session (no group): its mean, base and interval on the measure's scale. */
export async function overall(measure: MeasureRef, batches: AsyncIterable<ComparedSession[]>): Promise<ComparisonAnswer> {
  const values: number[] = [];
  for await (const batch of batches)
    for (const s of batch) {
      const answer = (JSON.parse(s.answers) as StoredAnswer[]).find((a) => a.questionId === measure.question.id);
      const value = answer ? measureValue(measure, answer.value) : null;
      if (value !== null) values.push(value);
    }
  const m = summarizeMean(values, measureScale(measure));
  const what = measureName(measure);
  if (!m)
    return {
      questionId: measure.question.id,
      answer: `No completed session has answered ${what} yet.`,
      readiness: readinessOfBase(0),
      figures: [],
      limitations: [],
    };
  return {
    questionId: measure.question.id,
    answer: `Overall, ${what} is ${described('', m).trim()}.`,
    readiness: readinessOfBase(m.n),
    figures: [
      fig('mean', round(m.mean, 2)),
      fig('n', m.n),
      fig('mean.low', m.interval && round(m.interval[0], 2)),
      fig('mean.high', m.interval && round(m.interval[1], 2)),
    ],
    limitations: [
      'Completed sessions not excluded for quality that answered it.',
      ...(reportableBase(m.n) ? [] : [`Fewer than ${CONFIDENCE.insufficientBelow} answers: too few to report.`]),
    ],
  };
}

export async function compare(terms: ComparisonTerms, batches: AsyncIterable<ComparedSession[]>): Promise<ComparisonAnswer> {
  const measure = terms.measure as MeasureRef;
  const group = terms.group as GroupRef;
  const scale = measureScale(measure);
  const byLevel = new Map<string, number[]>();
  for await (const batch of batches)
    for (const s of batch) {
      const answers = new Map((JSON.parse(s.answers) as StoredAnswer[]).map((a) => [a.questionId, a.value as unknown]));
      const level = groupLevel(group, s, answers);
      const value = measureValue(measure, answers.get(measure.question.id));
      if (level === null || value === null) continue;
      const list = byLevel.get(level) ?? [];
      list.push(value);
      byLevel.set(level, list);
    }
  const levels: Level[] = [...byLevel.entries()]
    .map(([level, values]) => ({ level, label: levelLabel(group, level), summary: summarizeMean(values, scale) as MeanSummary }))
    // Reportable levels first (a level of six answers is listed last, not on top), then by mean.
    .sort((a, b) => Number(reportableBase(b.summary.n)) - Number(reportableBase(a.summary.n)) || b.summary.mean - a.summary.mean);
  const what = measureName(measure);
  const base = { questionId: measure.question.id };
  if (levels.length === 0)
    return {
      ...base,
      answer: `No completed session has both ${what} and ${groupName(group)} yet, so there is nothing to compare.`,
      readiness: readinessOfBase(0),
      figures: [],
      limitations: [],
    };
  const figures = levels.flatMap((l) => [fig(`mean.${l.label}`, round(l.summary.mean, 2)), fig(`n.${l.label}`, l.summary.n)]);
  const thin = levels.filter((l) => !reportableBase(l.summary.n)).map((l) => l.label);
  const limitations = [
    'Completed sessions not excluded for quality; a session without an answer to either question is left out.',
    ...(thin.length ? [`Too few to compare (fewer than ${CONFIDENCE.insufficientBelow}): ${thin.join(', ')}.`] : []),
  ];
  // The two sides: the level the question singled out against the rest, the two it named, or the two ends of the
  // ranking among the levels with a reportable base (a level of six answers cannot top a ranking).
  const focus = group.focus ? levels.find((l) => l.level === group.focus) : undefined;
  const ranked = levels.filter((l) => reportableBase(l.summary.n)).length >= 2 ? levels.filter((l) => reportableBase(l.summary.n)) : levels;
  let a: { label: string; summary: MeanSummary } | undefined;
  let b: { label: string; summary: MeanSummary } | undefined;
  if (group.focus) {
    const rest = [...byLevel.entries()].filter(([level]) => level !== group.focus).flatMap(([, values]) => values);
    a = focus;
    const others = summarizeMean(rest, scale);
    b = others ? { label: 'the others', summary: others } : undefined;
  } else if (group.pair) {
    a = levels.find((l) => l.level === group.pair?.[0]);
    b = levels.find((l) => l.level === group.pair?.[1]);
  } else if (terms.ranking === 'lowest') {
    a = ranked[ranked.length - 1];
    b = ranked[ranked.length - 2];
  } else {
    a = ranked[0];
    b = ranked[1];
  }
  const listed = levels.map((l) => described(l.label, l.summary)).join('; ');
  const head = `By ${groupName(group)}, ${what}: ${listed}.`;
  if (!a || !b) {
    return {
      ...base,
      answer: `${head} ${group.focus && !a ? `No completed session is ${levelLabel(group, group.focus)}` : 'There is only one group'}, so nothing can be compared.`,
      readiness: readinessOfBase(a?.summary.n ?? 0),
      figures,
      limitations,
    };
  }
  const d = meanDifference(a.summary, b.summary);
  const bothReportable = reportableBase(a.summary.n) && reportableBase(b.summary.n);
  const clear = d !== null && (d.interval[0] > 0 || d.interval[1] < 0);
  const diffText = d
    ? `${two(Math.abs(d.difference))} ${d.difference >= 0 ? 'higher' : 'lower'} (difference ${two(d.difference)}, 95% CI ${two(d.interval[0])} to ${two(d.interval[1])})`
    : 'not measurable (a side has fewer than two answers, or no side has any spread)';
  let verdict: string;
  if (!bothReportable)
    verdict = `${a.label} against ${b.label} is ${diffText}, but one side has fewer than ${CONFIDENCE.insufficientBelow} answers: too few to conclude.`;
  else if (!clear) verdict = `${a.label} against ${b.label} is ${diffText}: no clear difference at this sample size.`;
  else if (group.focus || group.pair) verdict = `${a.label} scores ${diffText} than ${b.label}, a clear difference.`;
  else
    verdict = `${a.label} scores ${terms.ranking === 'lowest' ? 'lowest' : 'highest'}, clearly: ${diffText} against ${b.label}, the next.`;
  if (!group.focus && !group.pair && !clear && bothReportable)
    verdict = `${a.label} scores ${terms.ranking === 'lowest' ? 'lowest' : 'highest'}, but not clearly: ${a.label} against ${b.label} is ${diffText}.`;
  // A thin level above the ranked ones: say so first, and compare the ranked ones without crowning either.
  const thinLead = group.focus || group.pair ? null : thinLeader(levels, terms.ranking === 'lowest' ? 'lowest' : 'highest');
  if (thinLead)
    verdict = bothReportable
      ? `${thinLead} Among the groups with enough answers, ${a.label} against ${b.label} is ${diffText}${clear ? '.' : ': no clear difference at this sample size.'}`
      : `${thinLead} ${verdict}`;
  const n = Math.min(a.summary.n, b.summary.n);
  return {
    ...base,
    answer: `${head} ${verdict}`,
    // A ranking that is not clear does not answer "which": only a clear ranking, or a stated comparison, is defensible.
    readiness: {
      ...readinessOfBase(n),
      defensible: thinLead === null && bothReportable && d !== null && (clear || Boolean(group.focus || group.pair)),
    },
    figures: [
      ...figures,
      ...(d
        ? [
            fig('difference', round(d.difference, 2)),
            fig('difference.low', round(d.interval[0], 2)),
            fig('difference.high', round(d.interval[1], 2)),
          ]
        : []),
    ],
    limitations: [
      ...limitations,
      ...(measure.question.type === 'nps' ? ['NPS per session is +100 (9-10), 0 (7-8) or -100 (0-6); its mean is the NPS.'] : []),
    ],
  };
}
