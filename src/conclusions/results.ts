// One plain sentence for what a question's answers say, shared by the executive summary, ask and the report.
import type { Schemas } from '../contract';
import { round } from '../analytics/stats';
import { percent, readinessOf, readinessOfBase, type Readiness } from './readiness';

export interface QuestionResult {
  kind: 'topChoice' | 'scale' | 'nps' | 'number' | 'text';
  sentence: string;
  /** The headline figure (a share, a mean, the NPS). */
  value: number;
  readiness: Readiness;
}

const quoted = (q: Schemas['QuestionAnalytics']) => `"${q.title}"`;

/** How precise an NPS is, in words: plus or minus where the interval stays inside the scale, else the interval, else why none. */
export function npsPrecision(s: { n: number; marginOfError: number | null; interval: number[] | null }): string {
  if (s.marginOfError !== null) return ` (plus or minus ${round(s.marginOfError, 1)})`;
  if (s.interval) return ` (95% CI ${s.interval[0]} to ${s.interval[1]})`;
  return s.n < 2 ? ' (one answer cannot carry an interval)' : ' (every answer is in one group, so the data cannot carry an interval)';
}

export function questionResult(q: Schemas['QuestionAnalytics']): QuestionResult | null {
  const s = q.stats;
  if (s.kind === 'choice' && s.n > 0) {
    const top = [...s.options].sort((a, b) => b.count - a.count)[0];
    if (!top || top.count === 0) return null;
    return {
      kind: 'topChoice',
      value: top.share,
      readiness: readinessOf(top.count, s.n),
      sentence: `For ${quoted(q)} the most chosen answer is "${top.label}": ${percent(top.share)} of ${s.n} answering.`,
    };
  }
  if (s.kind === 'nps' && s.n > 0 && s.nps !== null) {
    const moe = npsPrecision(s);
    return {
      kind: 'nps',
      value: s.nps,
      readiness: readinessOfBase(s.n),
      sentence: `The Net Promoter Score for ${quoted(q)} is ${round(s.nps, 1)}${moe}: ${s.promoters} promoters, ${s.passives} passives, ${s.detractors} detractors of ${s.n}.`,
    };
  }
  if (s.kind === 'scale' && s.n > 0 && s.mean !== null) {
    return {
      kind: 'scale',
      value: s.mean,
      readiness: readinessOf(Math.round(s.top2Box * s.n), s.n),
      sentence: `${quoted(q)} averages ${round(s.mean, 2)} on a ${s.scaleMin}-${s.scaleMax} scale; ${percent(s.top2Box)} chose one of the top two points (n = ${s.n}).`,
    };
  }
  if (s.kind === 'number' && s.n > 0 && s.mean !== null) {
    return {
      kind: 'number',
      value: s.mean,
      readiness: readinessOfBase(s.n),
      sentence: `${quoted(q)}: mean ${round(s.mean, 2)}, median ${s.median}, from ${s.min} to ${s.max} (n = ${s.n}).`,
    };
  }
  if (s.kind === 'text' && s.n > 0) {
    const terms = s.terms
      .slice(0, 5)
      .map((t) => `"${t.term}" (${t.count})`)
      .join(', ');
    return {
      kind: 'text',
      value: s.n,
      readiness: readinessOfBase(s.n),
      sentence: `${s.n} people answered ${quoted(q)}${terms ? `; the most frequent terms are ${terms}` : ''}.`,
    };
  }
  return null;
}
