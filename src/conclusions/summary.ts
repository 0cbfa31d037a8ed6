// GET /surveys/{id}/executive-summary: headline metrics and findings ordered by importance (thresholds.ts
// IMPORTANCE): the insight observations by severity, the completion and readiness lines, then question results.
import type { Schemas } from '../contract';
import type { Snapshot } from '../analytics/service';
import { round } from '../analytics/stats';
import { screeningQuestions } from '../analytics/structure';
import { healthScore } from './health-score';
import { observations } from './insights';
import { percent } from './readiness';
import { questionResult } from './results';
import { verdict } from './verdict';
import { IMPORTANCE } from './thresholds';

type Finding = Schemas['Finding'];

export function keyMetrics(s: Snapshot): Schemas['KeyMetrics'] {
  const o = s.overview;
  const nps = s.questions.map((q) => q.stats).find((st) => st.kind === 'nps' && st.nps !== null);
  return {
    totalSessions: o.sessions.total,
    qualifiedSessions: o.sessions.qualified,
    completedSessions: o.sessions.completed,
    completionRate: o.completionRate,
    ...(o.timing.avgCompletionTime === undefined ? {} : { avgCompletionTime: o.timing.avgCompletionTime }),
    ...(o.timing.medianCompletionTime === undefined ? {} : { medianCompletionTime: o.timing.medianCompletionTime }),
    flaggedShare: o.quality?.flaggedShare ?? 0,
    marginOfError: o.confidence?.marginOfError ?? null,
    reportability: o.confidence?.reportability ?? 'insufficient',
    healthScore: healthScore(o).score,
    ...(nps?.kind === 'nps' && nps.nps !== null ? { nps: round(nps.nps, 1) } : {}),
  };
}

function headlineFindings(s: Snapshot): Finding[] {
  const o = s.overview;
  const c = o.confidence;
  const out: Finding[] = [
    o.sessions.qualified === 0
      ? {
          kind: 'metric',
          importance: IMPORTANCE.completion,
          headline: 'Not enough data yet',
          detail: `No qualified session yet, so there is no completion rate (${o.sessions.total} sessions in all).`,
        }
      : {
          kind: 'metric',
          importance: IMPORTANCE.completion,
          headline: `${percent(o.completionRate)} completion`,
          detail: `${o.sessions.completed} of ${o.sessions.qualified} qualified sessions were completed (${o.sessions.total} sessions in all)${
            o.completionRateInterval ? `; 95% CI ${percent(o.completionRateInterval[0])} to ${percent(o.completionRateInterval[1])}` : ''
          }.`,
        },
  ];
  if (c) {
    const v = verdict(o);
    out.push({ kind: 'metric', importance: IMPORTANCE.readiness, headline: v.headline, detail: v.sentence });
  }
  return out;
}

function resultFindings(s: Snapshot): Finding[] {
  // Attention checks and screeners sort the respondents; they are not findings about the topic.
  const skip = screeningQuestions(s.questionnaire);
  return s.questions
    .filter((q) => !skip.has(q.questionId))
    .map((q) => ({ q, r: questionResult(q) }))
    .filter(
      (x): x is { q: Schemas['QuestionAnalytics']; r: NonNullable<ReturnType<typeof questionResult>> } =>
        x.r !== null && x.r.kind !== 'text',
    )
    .slice(0, IMPORTANCE.questionResults)
    .map(({ q, r }, i) => ({
      kind: 'result' as const,
      importance: (r.kind === 'nps' ? IMPORTANCE.nps : r.kind === 'topChoice' ? IMPORTANCE.topChoice : IMPORTANCE.scale) - i,
      headline: q.title,
      detail:
        r.readiness.reportability === 'reliable' ? r.sentence : `${r.sentence} Base ${r.readiness.base}: ${r.readiness.reportability}.`,
      questionId: q.questionId,
    }));
}

export function executiveSummary(surveyId: string, title: string, s: Snapshot): Schemas['ExecutiveSummary'] {
  const issues: Finding[] = observations(s).map((o) => ({
    kind: 'issue',
    importance: IMPORTANCE.severity[o.severity],
    headline: o.observation,
    detail: o.fix,
    rule: o.rule,
    ...(o.questionId ? { questionId: o.questionId } : {}),
  }));
  const findings = [...headlineFindings(s), ...issues, ...resultFindings(s)]
    .map((f, i) => ({ f, i }))
    .sort((a, b) => b.f.importance - a.f.importance || a.i - b.i)
    .map(({ f }) => f);
  return { surveyId, title, method: 'computed', generatedAt: new Date().toISOString(), keyMetrics: keyMetrics(s), findings };
}
