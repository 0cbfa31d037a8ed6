// GET /surveys/{id}/analytics/cross-tabulation: completion and drop-off for each pair of labels of two dimensions.
// Session dimensions count qualified sessions; question_type counts question views by qualified sessions.
import type { Schemas } from '../contract';
import { QUALIFIED } from './session';
import { share } from './stats';
import type { Tally } from './tally';
import { MIN_CELL_BASE } from './thresholds';
import { UNKNOWN } from './facts';

type Dimension = Schemas['CrossTabDimension'];

interface Unit {
  labels: Record<Dimension, string>;
  base: number;
  completed: number;
  dropped: number;
}

function units(t: Tally, byView: boolean): Unit[] {
  if (byView) {
    return t.viewCells.map((v) => ({
      labels: { device: v.device, browser: v.browser, geography: v.country, question_type: v.type, collector: v.collector },
      base: v.n,
      completed: v.answered ? v.n : 0,
      dropped: v.dropped ? v.n : 0,
    }));
  }
  return t.sessionCells
    .filter((c) => QUALIFIED.has(c.outcome))
    .map((c) => ({
      labels: { device: c.device, browser: c.browser, geography: c.country, question_type: UNKNOWN, collector: c.collector },
      base: c.n,
      completed: c.outcome === 'completed' ? c.n : 0,
      dropped: c.outcome === 'abandoned' ? c.n : 0,
    }));
}

function labelsOf(all: Unit[], d: Dimension): string[] {
  const base = new Map<string, number>();
  for (const u of all) base.set(u.labels[d], (base.get(u.labels[d]) ?? 0) + u.base);
  return [...base]
    .sort((a, b) => Number(a[0] === UNKNOWN) - Number(b[0] === UNKNOWN) || b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([label]) => label);
}

export function crossTabulation(surveyId: string, t: Tally, rows: Dimension, cols: Dimension): Schemas['CrossTabulation'] {
  const byView = rows === 'question_type' || cols === 'question_type';
  const all = units(t, byView);
  const rowLabels = labelsOf(all, rows);
  const colLabels = labelsOf(all, cols);
  const cells = rowLabels.map(() => colLabels.map(() => ({ base: 0, completed: 0, dropped: 0 })));
  for (const u of all) {
    const cell = cells[rowLabels.indexOf(u.labels[rows])][colLabels.indexOf(u.labels[cols])];
    cell.base += u.base;
    cell.completed += u.completed;
    cell.dropped += u.dropped;
  }
  return {
    surveyId,
    method: 'computed',
    generatedAt: new Date().toISOString(),
    rows,
    cols,
    unit: byView ? 'question_views' : 'sessions',
    rowLabels,
    colLabels,
    cells: cells.map((row) =>
      row.map((c) => {
        const reportable = c.base >= MIN_CELL_BASE;
        return {
          ...c,
          completionRate: reportable ? share(c.completed, c.base) : null,
          dropOffRate: reportable ? share(c.dropped, c.base) : null,
          reportable,
        };
      }),
    ),
    thresholds: { minCellBase: MIN_CELL_BASE },
  };
}
