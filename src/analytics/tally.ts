// A survey's counters read back into the shapes the analytics results are computed from.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { G, UNKNOWN } from './facts';
import { OUTCOMES, QUALIFIED, type Outcome } from './session';
import type { Histogram } from './stats';
import { readCounters } from './store';

export interface SessionCell {
  device: string;
  browser: string;
  os: string;
  country: string;
  region: string;
  outcome: Outcome;
  collector: string;
  /** The calibration arm (`unknown` without one). */
  arm: string;
  n: number;
}

export interface ViewCell {
  device: string;
  browser: string;
  country: string;
  type: string;
  answered: boolean;
  dropped: boolean;
  collector: string;
  n: number;
}

/** Sessions with one value of a calculated variable or a hidden field, by the session dimensions. */
export interface ValueCell {
  value: string;
  device: string;
  browser: string;
  country: string;
  collector: string;
  outcome: Outcome;
  n: number;
}

export class Tally {
  readonly outcomes = new Map<Outcome, number>(OUTCOMES.map((o) => [o, 0]));
  readonly daily = new Map<string, { started: number; completed: number }>();
  readonly times: Histogram = [];
  readonly sessionCells: SessionCell[] = [];
  readonly viewCells: ViewCell[] = [];
  /** By counter group: a variable's (`y:<name>`) or a hidden field's (`h:<name>`), read when a cross-tabulation asks. */
  readonly valueCells = new Map<string, ValueCell[]>();
  readonly links: { from: string; to: string; n: number }[] = [];
  readonly flags = new Map<string, number>();
  private readonly perQuestion = new Map<string, Map<string, number>>();

  add(grp: string, key: string, n: number): void {
    if (grp === G.outcome) this.outcomes.set(key as Outcome, n);
    else if (grp === G.daily) {
      const [date, what] = JSON.parse(key) as [string, 'started' | 'completed'];
      const point = this.daily.get(date) ?? { started: 0, completed: 0 };
      point[what] += n;
      this.daily.set(date, point);
    } else if (grp === G.times) this.times.push([Number(key), n]);
    else if (grp === G.sessions) {
      const [device, browser, os, country, region, outcome, collector, arm] = JSON.parse(key) as string[];
      this.sessionCells.push({ device, browser, os, country, region, outcome: outcome as Outcome, collector, arm: arm ?? UNKNOWN, n });
    } else if (grp === G.views) {
      const [device, browser, country, type, answered, dropped, collector] = JSON.parse(key) as [
        string,
        string,
        string,
        string,
        number,
        number,
        string,
      ];
      this.viewCells.push({ device, browser, country, type, answered: answered === 1, dropped: dropped === 1, collector, n });
    } else if (grp === G.links) {
      const [from, to] = JSON.parse(key) as [string, string];
      this.links.push({ from, to, n });
    } else if (grp === G.flags) this.flags.set(key, n);
    else if (grp.startsWith('y:') || grp.startsWith('h:') || grp.startsWith('g:')) {
      const [value, device, browser, country, collector, outcome] = JSON.parse(key) as string[];
      const cells = this.valueCells.get(grp) ?? [];
      cells.push({ value, device, browser, country, collector, outcome: outcome as Outcome, n });
      this.valueCells.set(grp, cells);
    } else if (grp.startsWith('q:')) {
      const id = grp.slice(2);
      const m = this.perQuestion.get(id) ?? new Map<string, number>();
      m.set(key, n);
      this.perQuestion.set(id, m);
    }
  }

  outcome(o: Outcome): number {
    return this.outcomes.get(o) ?? 0;
  }

  get total(): number {
    return [...this.outcomes.values()].reduce((a, b) => a + b, 0);
  }

  get qualified(): number {
    return [...QUALIFIED].reduce((s, o) => s + this.outcome(o), 0);
  }

  /** Sessions in the analysis: all but those excluded for quality. */
  get analysed(): number {
    return this.total - this.outcome('quality_excluded');
  }

  /** One question's counters: `count('shown')`, `count('o', optionId)`, ... */
  question(id: string): QuestionCounts {
    return new QuestionCounts(this.perQuestion.get(id) ?? new Map());
  }
}

export class QuestionCounts {
  constructor(readonly raw: Map<string, number>) {}

  count(...parts: (string | number)[]): number {
    return this.raw.get(JSON.stringify(parts)) ?? 0;
  }

  /** Every counter whose key starts with `tag`, with the key's other parts. */
  entries(tag: string): { parts: (string | number)[]; n: number }[] {
    const out: { parts: (string | number)[]; n: number }[] = [];
    for (const [k, n] of this.raw) {
      const parts = JSON.parse(k) as (string | number)[];
      if (parts[0] === tag && n !== 0) out.push({ parts: parts.slice(1), n });
    }
    return out;
  }
}

export async function readTally(db: Kysely<Database>, surveyId: string): Promise<Tally> {
  const tally = new Tally();
  for (const r of await readCounters(db, surveyId)) tally.add(r.grp, r.key, r.n);
  return tally;
}
