// POST /surveys/{id}/ask: answers a question about the data from the computed analytics. The topic is matched by
// rules (intent.ts); each topic's answer names its figures, whether they can carry a conclusion and what limits
// them. A question no rule matches gets "cannot answer" and the topics that can be answered, never a guess.
import type { Schemas } from '../contract';
import type { Snapshot } from '../analytics/service';
import { round } from '../analytics/stats';
import { CONFIDENCE } from '../confidence';
import { FLAG_WORDS } from '../analytics/flag-words';
import { classify, type Intent } from './intent';
import { percent, readinessOf, readinessOfBase, type Readiness } from './readiness';
import { questionResult } from './results';
import { verdict } from './verdict';
import { compare, overall, refusal, type ComparedSession } from './comparison';
import { comparisonTerms, measurable, type ComparisonTerms } from './comparison-terms';

interface Answer {
  answer: string;
  readiness: Readiness | null;
  figures: Schemas['AskFigure'][];
  limitations: string[];
  questionId?: string;
}

const fig = (name: string, value: number | null): Schemas['AskFigure'] => ({ name, value });

/** Example questions, one per topic: what "cannot answer" offers instead. */
export const SUGGESTIONS = [
  'What is the completion rate?',
  'How many responses are there?',
  'Where do people drop off?',
  'How do mobile users compare?',
  'What is the NPS?',
  'How long does it take?',
  'How many responses are flagged for quality?',
  'Is the sample big enough?',
  'Which countries are respondents from?',
  'What do most people choose for <question title>?',
];

const baseNote = (r: Readiness): string[] =>
  r.reportability === 'reliable'
    ? []
    : [
        `Based on ${r.base}: ${r.reportability === 'insufficient' ? 'too few to report (fewer than 30)' : 'directional only (fewer than 60)'}.`,
      ];

type Answerer = (s: Snapshot) => Answer;

const ANSWERS: Record<Exclude<Intent, 'question' | 'unknown'>, Answerer> = {
  completion_rate: ({ overview: o }) => {
    const r = readinessOf(o.sessions.completed, o.sessions.qualified);
    return {
      answer:
        o.sessions.qualified === 0
          ? 'There is no completion rate yet: the survey has no qualified session.'
          : `The completion rate is ${percent(o.completionRate)}: ${o.sessions.completed} of ${o.sessions.qualified} qualified sessions were completed.`,
      readiness: r,
      figures: [fig('completionRate', o.completionRate), fig('completed', o.sessions.completed), fig('qualified', o.sessions.qualified)],
      limitations: [
        'Qualified sessions are completed, abandoned and in progress; screened-out, quota-full and quality-excluded sessions are not in the rate.',
        ...(o.sessions.inProgress ? [`${o.sessions.inProgress} sessions are still in progress, so the rate can still change.`] : []),
        ...baseNote(r),
      ],
    };
  },
  response_count: ({ overview: o }) => ({
    answer: `There are ${o.sessions.total} sessions: ${o.sessions.completed} completed, ${o.sessions.abandoned} abandoned, ${o.sessions.inProgress} in progress, ${o.sessions.screenedOut} screened out, ${o.sessions.quotaFull} ended by a full quota and ${o.sessions.qualityExcluded} excluded for quality.`,
    readiness: null,
    figures: [
      fig('total', o.sessions.total),
      fig('completed', o.sessions.completed),
      fig('abandoned', o.sessions.abandoned),
      fig('inProgress', o.sessions.inProgress),
    ],
    limitations: ['Counts of what was collected, not estimates.'],
  }),
  drop_off: ({ funnel }) => {
    const top = funnel.exitQuestions[0];
    if (!top) {
      return {
        answer: 'No session has been abandoned yet, so there is no drop-off point.',
        readiness: readinessOfBase(0),
        figures: [fig('abandoned', 0)],
        limitations: ['Sessions become abandoned after a day without activity.'],
      };
    }
    const r = readinessOf(top.abandonedCount, funnel.abandoned);
    const others = funnel.exitQuestions
      .slice(1, 3)
      .map((e) => `"${e.title}" (${percent(e.share)})`)
      .join(' and ');
    return {
      answer: `Most drop-off happens at "${top.title}": ${top.abandonedCount} of ${funnel.abandoned} abandoned sessions (${percent(top.share)}) stopped there.${others ? ` Next come ${others}.` : ''}`,
      readiness: r,
      questionId: top.questionId,
      figures: [fig('abandoned', funnel.abandoned), fig('abandonedAtTop', top.abandonedCount), fig('share', top.share)],
      limitations: [
        'An abandoned session is charged to the last question it was shown; sessions skipped past a question by logic are not drop-off.',
        ...baseNote(r),
      ],
    };
  },
  device_comparison: ({ overview: o }) => {
    const types = (o.devices?.types ?? []).filter((t) => t.qualified > 0);
    if (types.length === 0)
      return {
        answer: 'There are no qualified sessions to compare by device yet.',
        readiness: readinessOfBase(0),
        figures: [],
        limitations: [],
      };
    const parts = types.map((t) => `${t.label} ${percent(t.completionRate)} (${t.completed} of ${t.qualified})`);
    // Only device types with a reportable base take part in the comparison's defensibility; smaller ones are named.
    const compared = types.filter((t) => t.qualified >= CONFIDENCE.insufficientBelow).map((t) => readinessOf(t.completed, t.qualified));
    const thin = types.filter((t) => t.qualified < CONFIDENCE.insufficientBelow).map((t) => t.label);
    return {
      answer: `Completion by device: ${parts.join(', ')}.`,
      readiness: {
        base: compared.length ? Math.min(...compared.map((r) => r.base)) : 0,
        reportability:
          compared.length >= 2 ? (compared.every((r) => r.reportability === 'reliable') ? 'reliable' : 'directional') : 'insufficient',
        interval: null,
        defensible: compared.length >= 2 && compared.every((r) => r.defensible),
      },
      figures: types.map((t) => fig(`completionRate.${t.label}`, t.completionRate)),
      limitations: [
        "Rates are completions over each device's qualified sessions; the device is read from the user agent.",
        ...(compared.length < 2 ? ['Fewer than two device types have 30 qualified sessions, so no comparison can be made yet.'] : []),
        ...(thin.length ? [`Too few sessions to compare ${thin.join(', ')} (fewer than 30).`] : []),
      ],
    };
  },
  nps: ({ questions }) => {
    const q = questions.find((x) => x.stats.kind === 'nps');
    if (!q) return { answer: 'This survey has no NPS question.', readiness: null, figures: [], limitations: [] };
    return answerAbout(q);
  },
  duration: ({ overview: o }) => {
    const t = o.timing;
    if (t.medianCompletionTime === undefined)
      return {
        answer: 'Nobody has finished yet, so there is no completion time.',
        readiness: readinessOfBase(0),
        figures: [],
        limitations: [],
      };
    const r = readinessOfBase(t.completedCount);
    return {
      answer: `A completed session takes ${t.medianCompletionTime} seconds at the median (${round(t.medianCompletionTime / 60, 1)} minutes); the middle half take ${t.p25CompletionTime} to ${t.p75CompletionTime} seconds and the mean is ${t.avgCompletionTime} seconds, over ${t.completedCount} completions.`,
      readiness: r,
      figures: [
        fig('medianCompletionTime', t.medianCompletionTime),
        fig('avgCompletionTime', t.avgCompletionTime ?? null),
        fig('completedCount', t.completedCount),
      ],
      limitations: ['Only completed sessions are timed; the mean is pulled up by the few who leave the survey open.', ...baseNote(r)],
    };
  },
  quality: ({ overview: o }) => {
    const q = o.quality;
    const flagged = q?.flaggedSessions ?? 0;
    const top = (q?.flags ?? [])
      .filter((f) => f.count > 0 && f.weight !== null)
      .sort((a, b) => b.count - a.count)
      .slice(0, 3);
    return {
      answer: `${flagged} of ${q?.sessions ?? 0} sessions (${percent(q?.flaggedShare ?? 0)}) carry a quality flag and ${q?.highRiskSessions ?? 0} are high risk.${top.length ? ` Most common: ${top.map((f) => `${FLAG_WORDS[f.flag].toLowerCase()} (${f.count})`).join(', ')}.` : ''}`,
      readiness: null,
      figures: [
        fig('flaggedSessions', flagged),
        fig('flaggedShare', q?.flaggedShare ?? 0),
        fig('highRiskSessions', q?.highRiskSessions ?? 0),
      ],
      limitations: ['Flags are evidence, not verdicts: no session is deleted, and speeding is judged once 10 completions give a median.'],
    };
  },
  confidence: ({ overview: o }) => {
    const c = o.confidence;
    const r = readinessOfBase(c?.sampleSize ?? 0);
    const v = verdict(o);
    return {
      answer: v.sentence,
      readiness: { ...r, defensible: v.defensible },
      figures: [fig('sampleSize', c?.sampleSize ?? 0), fig('marginOfError', c?.marginOfError ?? null)],
      limitations: ['Worst case (p = 0.5) for a proportion of the whole sample; subgroups have wider margins.'],
    };
  },
  geography: ({ overview: o }) => {
    const countries = (o.geography?.countries ?? []).filter((c) => c.label !== 'unknown');
    const unknown = (o.geography?.countries ?? []).find((c) => c.label === 'unknown')?.sessions ?? 0;
    if (countries.length === 0)
      return {
        answer: 'No session has a known country (geography is recorded only from the headers the deployment names).',
        readiness: null,
        figures: [],
        limitations: [],
      };
    return {
      answer: `Sessions by country: ${countries
        .slice(0, 5)
        .map((c) => `${c.label} ${c.sessions}`)
        .join(', ')}${countries.length > 5 ? `, and ${countries.length - 5} more` : ''}.`,
      readiness: null,
      figures: countries.slice(0, 5).map((c) => fig(`sessions.${c.label}`, c.sessions)),
      limitations: unknown ? [`${unknown} sessions have no known country.`] : [],
    };
  },
};

function answerAbout(q: Schemas['QuestionAnalytics']): Answer {
  const r = questionResult(q);
  const figures = [fig('shownCount', q.shownCount), fig('answeredCount', q.answeredCount)];
  const limitations = [
    `Shares are of the ${q.answeredCount} sessions that answered; ${q.skippedCount} were never asked (logic) and ${q.unansweredCount} left it blank.`,
  ];
  if (!r) {
    return {
      answer: `"${q.title}" was answered by ${q.answeredCount} of the ${q.shownCount} sessions shown it.`,
      readiness: readinessOfBase(q.answeredCount),
      figures,
      limitations,
      questionId: q.questionId,
    };
  }
  return {
    answer: r.sentence,
    readiness: r.readiness,
    figures: [...figures, fig(r.kind, r.value)],
    limitations: [...limitations, ...baseNote(r.readiness)],
    questionId: q.questionId,
  };
}

/**
 * Whether the question compares a measure by a group, and if so whether the survey holds both: a measure or a group
 * the question names but the survey lacks is refused, never swapped for one it has.
 */
function comparisonRoute(t: ComparisonTerms, topic: Intent): 'compare' | 'overall' | 'refuse' | 'device' | null {
  const namesMeasure = t.family !== null || t.measure !== null || t.unmappedMeasure !== null;
  if ((t.unmappedGroup || t.languageMissing) && (namesMeasure || t.comparing || topic !== 'unknown')) return 'refuse';
  if (t.unmappedNoun) return 'refuse';
  if (t.family === 'completion') return t.group?.kind === 'question' ? 'refuse' : t.group?.session === 'device' ? 'device' : null;
  if (t.family && !t.measure) return 'refuse';
  if (t.unmappedMeasure && t.group) return 'refuse';
  if (t.measure && t.group && (t.comparing || t.group.focus || t.group.pair)) return 'compare';
  // "How satisfied are people?": the measure itself, not how many answered the question it is read from.
  if (t.measure && !t.group && (t.family === 'satisfaction' || t.family === 'ease')) return 'overall';
  return null;
}

/** The sessions a comparison reads, in batches; ask reads them only when the question compares. */
export type SessionSource = () => AsyncIterable<ComparedSession[]>;

export async function ask(surveyId: string, question: string, s: Snapshot, sessions: SessionSource): Promise<Schemas['AskAnswer']> {
  const terms = comparisonTerms(question, s.questionnaire, s.languages);
  const topic = classify(question, s.questions);
  const route = comparisonRoute(terms, topic.intent);
  const classified =
    route === 'device'
      ? { intent: 'device_comparison' as const }
      : route === 'overall'
        ? { intent: 'question' as const }
        : route
          ? { intent: 'comparison' as const }
          : topic;
  const { intent } = classified;
  const item = 'item' in classified ? classified.item : undefined;
  const base = { surveyId, question, intent, method: 'computed' as const, generatedAt: new Date().toISOString() };
  if (route === 'refuse') return finish(base, refusal(terms, s.questionnaire.filter(measurable)), s.overview, true);
  if (route === 'compare') return finish(base, await compare(terms, sessions()), s.overview, false);
  if (route === 'overall' && terms.measure) return finish(base, await overall(terms.measure, sessions()), s.overview, false);
  if (intent === 'unknown') {
    return {
      ...base,
      answer: "I cannot answer that from this survey's data. I can answer questions like the suggestions listed.",
      isDefensible: false,
      limitations: ['The question matched no topic the computed analytics cover; nothing was guessed.'],
      figures: [],
      readinessNote: null,
      suggestions: SUGGESTIONS,
    };
  }
  const a = intent === 'question' && item ? answerAbout(item) : ANSWERS[intent as keyof typeof ANSWERS](s);
  return finish(base, a, s.overview, false);
}

function finish(
  base: Pick<Schemas['AskAnswer'], 'surveyId' | 'question' | 'intent' | 'method' | 'generatedAt'>,
  a: Answer & { suggestions?: string[] },
  o: Snapshot['overview'],
  refused: boolean,
): Schemas['AskAnswer'] {
  if (refused)
    return {
      ...base,
      answer: a.answer,
      isDefensible: false,
      limitations: a.limitations,
      figures: [],
      readinessNote: null,
      suggestions: [...(a.suggestions ?? []), ...SUGGESTIONS],
    };
  // The survey's one readiness judgement, worded as the executive summary words it.
  const v = verdict(o);
  const readinessNote = v.defensible ? null : `Readiness note: ${v.sentence} Treat the answer as directional.`;
  return {
    ...base,
    answer: readinessNote ? `${a.answer} ${readinessNote}` : a.answer,
    isDefensible: (a.readiness?.defensible ?? true) && v.defensible,
    limitations: a.limitations,
    figures: a.figures,
    ...(a.questionId ? { questionId: a.questionId } : {}),
    readinessNote,
    suggestions: [],
  };
}
