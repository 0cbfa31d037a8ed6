// A review from the four dimensions (docs/design/design-review.md): each scores 100 minus its findings' penalties (floor 0),
// the overall score is their mean, every finding becomes a recommendation (most important first), and a summary says
// where the survey stands.
import type { Schemas } from '../contract';
import { expectedSeconds, methodology, respondent, statistics, structure, type DimensionResult, type SampleFacts } from './dimensions';
import type { ReviewQuestion } from './questionnaire';
import { DIMENSIONS, REVIEW, type Dimension } from './thresholds';

export type ReviewData = Schemas['ReviewData'];

export interface ComposedReview {
  scores: Record<Dimension, number>;
  overallScore: number;
  summary: string;
  reviewData: ReviewData;
}

const ORDER = { high: 0, medium: 1, low: 2 } as const;

const scoreOf = (r: DimensionResult): number =>
  Math.max(0, 100 - r.findings.reduce((n, f) => n + REVIEW.penalty[f.priority], 0) - (r.extraPenalty ?? 0));

function summarise(overall: number, scores: Record<Dimension, number>, recs: ReviewData['recommendations']): string {
  const ranked = [...DIMENSIONS].sort((a, b) => scores[b] - scores[a]);
  const high = recs.filter((r) => r.priority === 'high').length;
  const head = `Overall ${overall}/100. Strongest: ${ranked[0]} (${scores[ranked[0]]}); weakest: ${ranked[3]} (${scores[ranked[3]]}).`;
  if (recs.length === 0) return `${head} No recommendations: the design follows every rule checked.`;
  return `${head} ${recs.length} recommendation${recs.length === 1 ? '' : 's'}${high ? ` (${high} high priority)` : ''}; first: ${recs[0].action}`;
}

export function composeReview(questions: readonly ReviewQuestion[], sample: SampleFacts, questionnaireVersion: number): ComposedReview {
  const results: Record<Dimension, DimensionResult> = {
    methodology: methodology(questions),
    structure: structure(questions),
    statistics: statistics(questions, sample),
    respondent: respondent(questions),
  };
  const scores = Object.fromEntries(DIMENSIONS.map((d) => [d, scoreOf(results[d])])) as Record<Dimension, number>;
  const overallScore = Math.round((DIMENSIONS.reduce((n, d) => n + scores[d], 0) / DIMENSIONS.length) * 10) / 10;
  const recommendations = DIMENSIONS.flatMap((dimension) =>
    results[dimension].findings.map((f) => ({
      dimension,
      code: f.code,
      priority: f.priority,
      action: f.action,
      rationale: `${f.message} ${f.rationale}`,
    })),
  ).sort((a, b) => ORDER[a.priority] - ORDER[b.priority]);
  const summary = summarise(overallScore, scores, recommendations);
  const dimensions = Object.fromEntries(
    DIMENSIONS.map((d) => [d, { score: scores[d], findings: results[d].findings, notes: results[d].notes }]),
  ) as ReviewData['dimensions'];
  return {
    scores,
    overallScore,
    summary,
    reviewData: {
      method: 'computed',
      summary,
      dimensions,
      recommendations,
      inputs: {
        questionCount: questions.filter((q) => q.kind !== 'screen').length,
        questionnaireVersion,
        completedSessions: sample.completed,
        expectedCompletionSeconds: expectedSeconds(questions),
      },
    },
  };
}
