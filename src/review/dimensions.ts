// The four review dimensions of docs/design/design-review.md, one function each. Each returns its findings (every one
// becomes a recommendation) and notes (what was measured, what is good); the score is derived from the findings.
import { RULES, sensitive, type IssueType, type Severity } from '../wording-check/rules';
import { QUESTION_TYPES } from '../questions/registry';
import { prepare, readingGrade } from '../wording-check/text';
import type { Schemas } from '../contract';
import type { ReviewQuestion } from './questionnaire';
import { REVIEW } from './thresholds';

export type Finding = Schemas['ReviewFinding'];
export interface DimensionResult {
  findings: Finding[];
  notes: string[];
  /** Extra points lost beyond the per-finding penalty (a critical survey length). */
  extraPenalty?: number;
}

const RANK: Record<Severity, number> = { high: 0, medium: 1, low: 2 };
const label = (q: ReviewQuestion) => `Q${q.number} "${q.title.length > 60 ? `${q.title.slice(0, 57)}...` : q.title}"`;
const list = (qs: readonly ReviewQuestion[]) =>
  qs.length > 3 ? `${qs.slice(0, 3).map(label).join(', ')} and ${qs.length - 3} more` : qs.map(label).join(', ');
const answerable = (qs: readonly ReviewQuestion[]) => qs.filter((q) => q.kind !== 'screen');

const WORDING_RATIONALE: Record<IssueType, string> = {
  leading_question:
    'Leading stems and loaded words push answers in one direction, so the result measures the wording rather than the opinion (Krosnick and Presser).',
  double_barreled:
    'A respondent who feels differently about the two parts cannot answer truthfully, and the answer cannot be attributed to either.',
  unbalanced_scale: 'A scale with more favourable than unfavourable points shifts the distribution toward the heavier side.',
  sensitive_topic: 'Sensitive questions raise break-off and socially desirable answers unless they offer a way out and come late.',
  ambiguous_wording:
    'Vague quantifiers and missing reference periods mean different things to different respondents, so answers are not comparable.',
  missing_option: 'Respondents who fit no option either quit or pick a wrong one; overlapping ranges make answers ambiguous.',
  too_long: 'Long, complex questions are misread and raise break-off (Alwin and Beattie; Peytchev).',
  jargon: 'Unexplained acronyms and technical terms are misunderstood by part of the sample.',
};

const DEMOGRAPHIC = /\b(age|gender|sex|income|salary|education|ethnic|race|religio|occupation|job title|postcode|zip|marital|household)\b/i;
const isDemographic = (q: ReviewQuestion) => q.kind === 'personal' || DEMOGRAPHIC.test(q.title);
const isSensitive = (q: ReviewQuestion) => sensitive(prepare(q.title)).length > 0;

export function methodology(questions: readonly ReviewQuestion[]): DimensionResult {
  const qs = answerable(questions);
  const byType = new Map<IssueType, { severity: Severity; questions: ReviewQuestion[]; suggestion: string }>();
  for (const q of qs) {
    for (const issue of RULES.flatMap((rule) => rule(prepare(q.line)))) {
      const entry = byType.get(issue.type) ?? { severity: issue.severity, questions: [], suggestion: issue.suggestion };
      if (RANK[issue.severity] < RANK[entry.severity]) entry.severity = issue.severity;
      if (!entry.questions.includes(q)) entry.questions.push(q);
      byType.set(issue.type, entry);
    }
  }
  const findings: Finding[] = [...byType.entries()].map(([type, e]) => ({
    code: `wording.${type}`,
    priority: e.severity,
    message: `${e.questions.length} question${e.questions.length > 1 ? 's have' : ' has'} ${type.replace('_', ' ')} wording: ${list(e.questions)}.`,
    action: e.suggestion,
    rationale: WORDING_RATIONALE[type],
    questionIds: e.questions.map((q) => q.id),
  }));
  const required = qs.filter((q) => q.required);
  if (qs.length > 0 && required.length / qs.length > REVIEW.maxRequiredShare) {
    findings.push({
      code: 'methodology.forced_answers',
      priority: 'medium',
      message: `${required.length} of ${qs.length} questions are required.`,
      action: 'Require an answer only where the analysis cannot do without it; offer "Prefer not to say" on the rest.',
      rationale: 'Forced answers raise break-off and produce made-up answers from respondents who would rather skip.',
      questionIds: required.map((q) => q.id),
    });
  }
  const notes = [
    `The eight wording rules of the health check ran on ${qs.length} question${qs.length === 1 ? '' : 's'} and their options.`,
  ];
  if (byType.size === 0 && qs.length > 0) notes.push('Wording is neutral, single-barrelled and clear, with balanced scales.');
  return { findings, notes };
}

export function structure(questions: readonly ReviewQuestion[]): DimensionResult {
  const qs = answerable(questions);
  const findings: Finding[] = [];
  const notes: string[] = [];
  if (qs.length === 0) {
    findings.push({
      code: 'structure.no_questions',
      priority: 'high',
      message: 'The survey has no question that collects an answer.',
      action: 'Add the questions the survey is meant to ask.',
      rationale: 'A survey without questions cannot go live or measure anything.',
      questionIds: [],
    });
    return { findings, notes };
  }
  const first = qs[0];
  if (first.kind !== 'closed' || isSensitive(first) || isDemographic(first)) {
    findings.push({
      code: 'structure.hard_first_question',
      priority: 'medium',
      message: `The first question, ${label(first)}, is ${first.kind === 'open' ? 'open-ended' : first.kind === 'grid' ? 'a grid' : isDemographic(first) ? 'demographic or personal' : 'sensitive'}.`,
      action: "Open with an easy, closed question clearly about the survey's topic; move demanding or personal questions later.",
      rationale:
        'The first question decides whether respondents go on: an easy, relevant one lowers break-off (Dillman, Smyth and Christian).',
      questionIds: [first.id],
    });
  } else {
    notes.push('The survey opens with an easy, closed question.');
  }
  const early = qs.slice(1, Math.floor(qs.length / 2)).filter((q) => isSensitive(q) || isDemographic(q));
  if (early.length) {
    findings.push({
      code: 'structure.sensitive_early',
      priority: 'medium',
      message: `Sensitive or demographic questions come in the first half: ${list(early)}.`,
      action: 'Move sensitive and demographic questions toward the end, after the topic questions.',
      rationale:
        'Asked early, personal questions raise break-off and colour the answers that follow; asked late, most respondents have committed.',
      questionIds: early.map((q) => q.id),
    });
  }
  const wide = qs.filter((q) => q.kind === 'grid' && (q.gridColumns > REVIEW.maxGridColumns || q.gridRows > REVIEW.maxGridRows));
  if (wide.length) {
    findings.push({
      code: 'structure.wide_grid',
      priority: 'medium',
      message: `Grids wider than ${REVIEW.maxGridColumns} columns or longer than ${REVIEW.maxGridRows} rows: ${list(wide)}.`,
      action: 'Split wide grids into single questions or fewer columns; they do not fit a phone screen.',
      rationale: 'Wide grids are scrolled sideways on mobile and invite straightlining.',
      questionIds: wide.map((q) => q.id),
    });
  }
  const breaks = questions.filter((q) => q.type === 'statement').length;
  if (qs.length > REVIEW.sectionEvery && breaks === 0) {
    findings.push({
      code: 'structure.no_sections',
      priority: 'low',
      message: `${qs.length} questions run without a section break.`,
      action: 'Group the questions by topic and introduce each group with a short statement.',
      rationale: 'Topic groups in a general-to-specific order make the questionnaire easier to follow and to answer consistently.',
      questionIds: [],
    });
  }
  return { findings, notes };
}

export interface SampleFacts {
  status: string;
  completed: number;
  marginOfError: number | null;
  /** Device types and their completions. */
  devices: { label: string; completed: number }[];
}

export function statistics(questions: readonly ReviewQuestion[], sample: SampleFacts): DimensionResult {
  const qs = answerable(questions);
  const findings: Finding[] = [];
  const notes: string[] = [];
  const planning = sample.status === 'draft';
  if (sample.completed < REVIEW.minSubgroupBase) {
    findings.push({
      code: 'statistics.thin_sample',
      priority: planning ? 'low' : 'high',
      message:
        sample.completed === 0
          ? 'No completed responses yet.'
          : `${sample.completed} completed responses: a margin of error of plus or minus ${Math.round((sample.marginOfError ?? 0) * 1000) / 10} points.`,
      action: `Plan for at least ${REVIEW.plannedSample} completions (plus or minus 5 points at 95%), and ${REVIEW.minSubgroupBase} in every subgroup you will compare.`,
      rationale: `Below ${REVIEW.minSubgroupBase} completions a proportion is not reliable by the NCHS standard; the margin of error falls with the square root of the sample.`,
      questionIds: [],
    });
  } else {
    notes.push(
      `${sample.completed} completions give a margin of error of plus or minus ${Math.round((sample.marginOfError ?? 0) * 1000) / 10} points.`,
    );
  }
  const thin =
    sample.completed > 0
      ? sample.devices.filter((d) => d.completed / sample.completed >= REVIEW.subgroupShare && d.completed < REVIEW.minSubgroupBase)
      : [];
  if (thin.length && sample.completed >= REVIEW.minSubgroupBase) {
    findings.push({
      code: 'statistics.thin_subgroups',
      priority: 'medium',
      message: `Subgroups under ${REVIEW.minSubgroupBase} completions: ${thin.map((d) => `${d.label} (${d.completed})`).join(', ')}.`,
      action: `Collect at least ${REVIEW.minSubgroupBase} completions in each subgroup before comparing them, or do not report the comparison.`,
      rationale: 'Differences between small subgroups are mostly noise.',
      questionIds: [],
    });
  }
  // Countable: a closed question, or a grid whose cells are choices (a text grid is not).
  const countable = qs.filter((q) => q.kind === 'closed' || (q.kind === 'grid' && QUESTION_TYPES[q.type].analytics.kind === 'matrix'));
  if (qs.length > 0 && countable.length / qs.length < REVIEW.minCountableShare) {
    findings.push({
      code: 'statistics.unmeasurable',
      priority: countable.length === 0 ? 'high' : 'medium',
      message: `${countable.length} of ${qs.length} questions have a scale or options that can be counted.`,
      action: 'Give each key question a scale or a set of options; keep open questions for the why behind them.',
      rationale: 'Outcomes that cannot be counted cannot be compared, tracked or tested.',
      questionIds: qs.filter((q) => !countable.includes(q)).map((q) => q.id),
    });
  } else if (qs.length > 0) {
    notes.push(`${countable.length} of ${qs.length} questions can be counted.`);
  }
  return { findings, notes };
}

export function expectedSeconds(questions: readonly ReviewQuestion[]): number {
  return answerable(questions).reduce((n, q) => {
    if (q.kind === 'grid')
      return n + Math.max(1, q.gridRows) * (q.type === 'matrix_text' ? REVIEW.secondsPer.openQuestion : REVIEW.secondsPer.gridRow);
    if (q.kind === 'open') return n + REVIEW.secondsPer.openQuestion;
    return n + REVIEW.secondsPer.question;
  }, 0);
}

export function respondent(questions: readonly ReviewQuestion[]): DimensionResult {
  const qs = answerable(questions);
  const findings: Finding[] = [];
  const seconds = expectedSeconds(questions);
  const minutes = seconds / 60;
  const notes = [
    `Expected completion time: about ${Math.max(1, Math.round(minutes))} minute${Math.round(minutes) === 1 ? '' : 's'} (${REVIEW.secondsPer.question} s a question, ${REVIEW.secondsPer.gridRow} s a grid row, ${REVIEW.secondsPer.openQuestion} s an open question).`,
  ];
  let extraPenalty = 0;
  if (minutes > REVIEW.minutes.warn) {
    const critical = minutes > REVIEW.minutes.critical;
    if (critical) extraPenalty = REVIEW.criticalPenalty - REVIEW.penalty.high;
    findings.push({
      code: critical ? 'respondent.critical_length' : 'respondent.long_survey',
      priority: minutes > REVIEW.minutes.high ? 'high' : 'medium',
      message: `The survey takes about ${Math.round(minutes)} minutes${critical ? `, over the ${REVIEW.minutes.critical}-minute critical mark` : ''}.`,
      action: `Cut or split the questionnaire to under ${REVIEW.minutes.warn} minutes: drop questions the analysis does not use, shorten grids, limit open questions.`,
      rationale:
        'Break-off and careless answering rise with length; beyond 15-20 minutes data quality falls sharply (Pew Research Center).',
      questionIds: [],
    });
  }
  const open = qs.filter((q) => q.kind === 'open' || q.type === 'matrix_text');
  if (open.length > REVIEW.maxOpenQuestions) {
    findings.push({
      code: 'respondent.open_burden',
      priority: 'medium',
      message: `${open.length} open questions: ${list(open)}.`,
      action: `Keep at most ${REVIEW.maxOpenQuestions} open questions, optional, near the end; turn the others into closed questions.`,
      rationale: 'Each open question takes about a minute and about 2.5 times as many respondents abandon on it.',
      questionIds: open.map((q) => q.id),
    });
  }
  if (qs.length > 0) {
    const grades = qs.map((q) => Math.max(0, readingGrade(prepare(q.title))));
    const mean = grades.reduce((a, b) => a + b, 0) / grades.length;
    if (mean > REVIEW.maxReadingGrade) {
      findings.push({
        code: 'respondent.reading_grade',
        priority: 'medium',
        message: `The questions read at grade ${Math.round(mean * 10) / 10} on average (Flesch-Kincaid).`,
        action: `Use shorter sentences and common words: aim for grade ${REVIEW.maxReadingGrade} or below.`,
        rationale: 'Hard reading excludes part of the sample and raises misreading and break-off.',
        questionIds: [],
      });
    } else {
      notes.push(`Clear: the questions read at grade ${Math.round(mean * 10) / 10} on average.`);
    }
  }
  return { findings, notes, extraPenalty };
}
