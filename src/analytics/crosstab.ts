// GET /surveys/{id}/analytics/cross-tabulation: completion and drop-off for each pair of labels of two dimensions.
// Session dimensions count qualified sessions; question_type counts question views by qualified sessions.
import type { Schemas } from '../contract';
import { QUALIFIED } from './session';
import { share } from './stats';
import type { Tally } from './tally';
import { MIN_CELL_BASE } from '../confidence';
import { G, UNKNOWN } from './facts';

type Dimension = Schemas['CrossTabDimension'];
type Labels = Record<string, string>;

interface Unit {
  labels: Labels;
  base: number;
  completed: number;
  dropped: number;
}

/** A dimension whose label is one value per session: a calculated variable's or a hidden field's. */
export interface Valued {
  kind: 'variable' | 'hidden' | 'language';
  name: string;
  /** The counter group its values are counted in. */
  group: string;
}

/** The calculated variable (`variable:<name>`), hidden field (`hidden:<name>`) or language a dimension names, or null. */
export function valuedOf(d: Dimension): Valued | null {
  if (d.startsWith('variable:'))
    return { kind: 'variable', name: d.slice('variable:'.length), group: G.variable(d.slice('variable:'.length)) };
  if (d.startsWith('hidden:')) return { kind: 'hidden', name: d.slice('hidden:'.length), group: G.hidden(d.slice('hidden:'.length)) };
  if (d === 'language') return { kind: 'language', name: 'language', group: G.language };
  return null;
}

const sessionUnit = (labels: Labels, outcome: string, n: number): Unit => ({
  labels,
  base: n,
  completed: outcome === 'completed' ? n : 0,
  dropped: outcome === 'abandoned' ? n : 0,
});

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
    .map((c) =>
      sessionUnit(
        { device: c.device, browser: c.browser, geography: c.country, question_type: UNKNOWN, collector: c.collector, arm: c.arm },
        c.outcome,
        c.n,
      ),
    );
}

/**
 * Sessions by a variable's or a hidden field's value and the session dimensions. Only completed sessions have a
 * variable's values, and not every session arrives with a hidden field's, so the qualified sessions without one are
 * the `unknown` label: the session cells less the valued ones, per combination of the other dimensions.
 */
function valueUnits(t: Tally, dimension: Dimension, group: string): Unit[] {
  const combo = (d: { device: string; browser: string; country: string; collector: string }, outcome: string) =>
    JSON.stringify([d.device, d.browser, d.country, d.collector, outcome]);
  const rest = new Map<string, Unit & { outcome: string }>();
  for (const c of t.sessionCells) {
    if (!QUALIFIED.has(c.outcome)) continue;
    const k = combo(c, c.outcome);
    const unit = rest.get(k) ?? {
      ...sessionUnit(
        { device: c.device, browser: c.browser, geography: c.country, collector: c.collector, [dimension]: UNKNOWN },
        c.outcome,
        0,
      ),
      outcome: c.outcome,
    };
    unit.base += c.n;
    rest.set(k, unit);
  }
  const out: Unit[] = [];
  for (const v of t.valueCells.get(group) ?? []) {
    if (!QUALIFIED.has(v.outcome)) continue;
    out.push(
      sessionUnit(
        { device: v.device, browser: v.browser, geography: v.country, collector: v.collector, [dimension]: v.value },
        v.outcome,
        v.n,
      ),
    );
    const unit = rest.get(combo(v, v.outcome));
    if (unit) unit.base -= v.n;
  }
  for (const unit of rest.values()) if (unit.base > 0) out.push(sessionUnit(unit.labels, unit.outcome, unit.base));
  return out;
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
  const valued = [rows, cols].find((d) => valuedOf(d) !== null);
  const all = valued ? valueUnits(t, valued, (valuedOf(valued) as Valued).group) : units(t, byView);
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
