// Per-question analytics (docs/design/per-question.md): shown / answered / skipped / not reached, and the statistics of the
// question's kind. Every share has the sessions shown the question, or those that answered it, as its base.
import type { Schemas } from '../contract';
import type { FlowQuestion } from '../questionnaire/questionnaire';
import { fromMoments } from '../intervals';
import { mean, quantile, round, sd, share, type Histogram } from './stats';
import { questionIdentity, scaleRange, statKind, type Structure } from './structure';
import type { QuestionCounts, Tally } from './tally';
import { NPS, TOP_BOX_POINTS } from './thresholds';

type Stats = Schemas['QuestionStats'];
type Item = { id: string; label: string };

const items = (q: FlowQuestion, key: string): Item[] =>
  ((q.config[key] as Item[] | undefined) ?? []).map((o) => ({ id: String(o.id), label: String(o.label ?? o.id) }));

function choiceOptions(q: FlowQuestion): Item[] {
  if (q.type === 'yes_no')
    return [
      { id: 'yes', label: String(q.config.yesLabel ?? 'Yes') },
      { id: 'no', label: String(q.config.noLabel ?? 'No') },
    ];
  return items(q, 'options');
}

const numericHistogram = (c: QuestionCounts): Histogram => c.entries('v').map(({ parts, n }) => [Number(parts[0]), n]);

function distribution(h: Histogram, n: number): Schemas['ValueCount'][] {
  return [...h].sort((a, b) => a[0] - b[0]).map(([value, count]) => ({ value, count, share: share(count, n) }));
}

const r2 = (x: number | null): number | null => (x === null ? null : round(x, 2));

function statsOf(q: FlowQuestion, c: QuestionCounts, answered: number, terms: { term: string; count: number }[]): Stats {
  const kind = statKind(q.type);
  switch (kind) {
    case 'choice': {
      const options = choiceOptions(q).map((o) => ({ ...o, count: c.count('o', o.id), share: share(c.count('o', o.id), answered) }));
      return { kind, n: answered, options, other: { count: c.count('other'), share: share(c.count('other'), answered) } };
    }
    case 'scale': {
      const h = numericHistogram(c);
      const range = scaleRange(q);
      const top = h.filter(([v]) => v > range.max - TOP_BOX_POINTS * range.step + 1e-9).reduce((s, [, n]) => s + n, 0);
      return {
        kind,
        n: answered,
        scaleMin: range.min,
        scaleMax: range.max,
        mean: r2(mean(h)),
        sd: r2(sd(h)),
        median: quantile(h, 0.5),
        top2Box: share(top, answered),
        distribution: distribution(h, answered),
      };
    }
    case 'nps': {
      const h = numericHistogram(c);
      const count = (lo: number, hi: number): number => h.filter(([v]) => v >= lo && v <= hi).reduce((s, [, n]) => s + n, 0);
      const promoters = count(NPS.promotersFrom, 10);
      const detractors = count(0, NPS.detractorsUpTo);
      const p = answered ? promoters / answered : 0;
      const d = answered ? detractors / answered : 0;
      // NPS is the mean of +100 / 0 / -100 per respondent: its t interval on those points, inside -100..100.
      const score = 100 * (p - d);
      const points = fromMoments(
        answered,
        score,
        answered > 1 ? (answered / (answered - 1)) * (10000 * (p + d) - score ** 2) : 0,
        NPS.scale,
      );
      return {
        kind,
        n: answered,
        promoters,
        passives: count(NPS.detractorsUpTo + 1, NPS.promotersFrom - 1),
        detractors,
        nps: answered ? round(score, 1) : null,
        marginOfError: points.margin === null ? null : round(points.margin, 1),
        interval: points.interval && [round(points.interval[0], 1), round(points.interval[1], 1)],
        distribution: distribution(h, answered),
      };
    }
    case 'matrix': {
      const cardSort = q.type === 'card_sort';
      const rows = items(q, cardSort ? 'cards' : 'rows');
      const columns = items(q, cardSort ? 'categories' : 'columns');
      return {
        kind,
        n: answered,
        rows: rows.map((row) => {
          const n = columns.reduce((s, col) => s + c.count('m', row.id, col.id), 0);
          const rowAnswers = q.type === 'matrix_multiple' ? answered : n;
          return {
            ...row,
            n,
            columns: columns.map((col) => ({
              ...col,
              count: c.count('m', row.id, col.id),
              share: share(c.count('m', row.id, col.id), rowAnswers),
            })),
          };
        }),
      };
    }
    case 'ranking': {
      const ranks = c.entries('k');
      return {
        kind,
        n: answered,
        items: items(q, 'options').map((o) => {
          const mine = ranks.filter((r) => r.parts[0] === o.id);
          const ranked = mine.reduce((s, r) => s + r.n, 0);
          const first = mine.filter((r) => Number(r.parts[1]) === 1).reduce((s, r) => s + r.n, 0);
          const meanRank = ranked ? round(mine.reduce((s, r) => s + Number(r.parts[1]) * r.n, 0) / ranked, 2) : null;
          return { ...o, rankedCount: ranked, meanRank, firstPlaceCount: first, firstPlaceShare: share(first, answered) };
        }),
      };
    }
    case 'number': {
      const h = numericHistogram(c).sort((a, b) => a[0] - b[0]);
      return { kind, n: answered, mean: r2(mean(h)), median: quantile(h, 0.5), min: h[0]?.[0] ?? null, max: h[h.length - 1]?.[0] ?? null };
    }
    case 'date': {
      const dates = c
        .entries('v')
        .map(({ parts, n }) => [String(parts[0]), n] as const)
        .sort((a, b) => (a[0] < b[0] ? -1 : 1));
      const months = new Map<string, number>();
      for (const [d, n] of dates) months.set(d.slice(0, 7), (months.get(d.slice(0, 7)) ?? 0) + n);
      return {
        kind,
        n: answered,
        min: dates[0]?.[0] ?? null,
        max: dates[dates.length - 1]?.[0] ?? null,
        months: [...months].map(([month, count]) => ({ month, count })),
      };
    }
    case 'text':
      return { kind, n: answered, meanLength: answered ? round(c.count('len') / answered, 2) : null, terms };
    default:
      return { kind: 'basic', n: answered };
  }
}

export function questionAnalytics(q: FlowQuestion, tally: Tally, terms: { term: string; count: number }[]): Schemas['QuestionAnalytics'] {
  const c = tally.question(q.id);
  const shown = c.count('shown');
  const answered = c.count('answered');
  const skipped = c.count('skipped');
  return {
    questionId: q.id,
    title: q.title,
    type: q.type as Schemas['QuestionType'],
    position: q.position,
    shownCount: shown,
    answeredCount: answered,
    unansweredCount: shown - answered,
    skippedCount: skipped,
    notReachedCount: Math.max(0, tally.analysed - shown - skipped),
    answerRate: share(answered, shown),
    stats: statsOf(q, c, answered, terms),
  };
}

export function questionSummaries(structure: Structure, tally: Tally): Schemas['QuestionSummary'][] {
  return structure.analysed.map((q) => {
    const c = tally.question(q.id);
    return {
      ...questionIdentity(q),
      shownCount: c.count('shown'),
      answeredCount: c.count('answered'),
      skippedCount: c.count('skipped'),
      answerRate: share(c.count('answered'), c.count('shown')),
    };
  });
}
