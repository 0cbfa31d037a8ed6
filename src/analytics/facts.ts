// What one session adds to its survey's counters. A counter is (group, key) -> n; every analytics read is a
// function of the counters, so a session's change is applied as (its new contribution - its old one).
import type { Quality } from './quality';
import { QUALIFIED, type SessionView } from './session';
import { statKind, type Structure } from './structure';
import { fromJson } from '../db/values';
import { ordinaryHidden } from '../hidden-fields/values';

export const SEP = '\u0000';
export const UNKNOWN = 'unknown';

/** Counter deltas keyed `group SEP key`. */
export class Counts extends Map<string, number> {
  add(group: string, key: string, n = 1): void {
    if (n === 0) return;
    const k = group + SEP + key;
    const v = (this.get(k) ?? 0) + n;
    if (v === 0) this.delete(k);
    else this.set(k, v);
  }

  merge(other: Counts, sign = 1): void {
    for (const [k, n] of other) {
      const v = (this.get(k) ?? 0) + sign * n;
      if (v === 0) this.delete(k);
      else this.set(k, v);
    }
  }
}

/** Counter groups. Per-question groups carry the question id; term counts live apart so reads can take their top. */
export const G = {
  outcome: 'o',
  status: 's',
  daily: 'd',
  times: 't',
  sessions: 'x',
  views: 'v',
  links: 'l',
  flags: 'f',
  /** Sessions by calibration arm (docs/design/calibration.md): key (armId, outcome, high risk 0|1); the arms' trials and successes. */
  arms: 'a',
  question: (id: string) => `q:${id}`,
  terms: (id: string) => `w:${id}`,
  /** A calculated variable's values by session dimensions (the cross-tabulation's `variable:<name>`). */
  variable: (name: string) => `y:${name}`,
  /** A hidden field's values by session dimensions (the cross-tabulation's `hidden:<name>`; personal ones never). */
  hidden: (name: string) => `h:${name}`,
  /** Sessions by the language they were served in, by session dimensions (the cross-tabulation's `language`). */
  language: 'g:language',
} as const;

export const key = (...parts: (string | number | null)[]): string => JSON.stringify(parts);

const day = (iso: string): string => iso.slice(0, 10);

/** Words of an open-text answer, lower-cased, without stop words, numbers or one-letter tokens. */
export type Tokenizer = (text: string) => string[];

function addStats(c: Counts, group: string, kind: string, value: unknown): void {
  switch (kind) {
    case 'choice':
      // An "other" answer is { other: text }, alone or in a multiple choice's list.
      if (Array.isArray(value))
        for (const v of value) c.add(group, typeof v === 'object' && v !== null ? key('other') : key('o', String(v)));
      else if (value && typeof value === 'object') c.add(group, key('other'));
      else c.add(group, key('o', String(value)));
      return;
    case 'scale':
    case 'nps':
    case 'number':
      if (typeof value === 'number') c.add(group, key('v', value));
      return;
    case 'date':
      if (typeof value === 'string') c.add(group, key('v', value));
      return;
    case 'matrix':
      if (value && typeof value === 'object') {
        for (const [row, col] of Object.entries(value as Record<string, unknown>)) {
          for (const v of Array.isArray(col) ? col : [col]) c.add(group, key('m', row, String(v)));
        }
      }
      return;
    case 'ranking':
      if (Array.isArray(value)) value.forEach((item, i) => c.add(group, key('k', String(item), i + 1)));
      return;
    case 'text':
      if (typeof value === 'string') c.add(group, key('len'), [...value.trim()].length);
      return;
    default:
      return;
  }
}

/** The counters one session contributes, given the quality it is counted with. */
export function factsOf(view: SessionView, quality: Quality, structure: Structure, tokenize: Tokenizer): Counts {
  const c = new Counts();
  const { row, outcome } = view;
  c.add(G.outcome, outcome);
  c.add(G.status, row.status); // serves the responses list's page-mode total
  c.add(G.daily, key(day(row.started_at), 'started'));
  if (outcome === 'completed' && row.completed_at) c.add(G.daily, key(day(row.completed_at), 'completed'));
  if (view.seconds !== null) c.add(G.times, String(view.seconds));
  for (const f of quality.flags) c.add(G.flags, f);
  if (quality.flags.length > 0) c.add(G.flags, '$flagged');
  c.add(G.flags, '$risk', quality.riskScore);
  const device = row.device_type ?? UNKNOWN;
  const browser = row.browser ?? UNKNOWN;
  const country = row.country ?? UNKNOWN;
  const collector = row.collector_id ?? UNKNOWN;
  // The arm joins the key only when there is one, so the cells of sessions without arms keep their keys.
  const dims = [device, browser, row.os ?? UNKNOWN, country, row.region ?? UNKNOWN, outcome, collector];
  c.add(G.sessions, key(...(row.arm_id ? [...dims, row.arm_id] : dims)));
  if (row.arm_id) c.add(G.arms, key(row.arm_id, outcome, quality.flags.includes('high_risk') ? 1 : 0));
  if (row.variables !== '{}') {
    for (const [name, value] of Object.entries(fromJson<Record<string, unknown>>(row.variables, {}))) {
      if (value !== null) c.add(G.variable(name), key(String(value), device, browser, country, collector, outcome));
    }
  }
  c.add(G.language, key(row.language, device, browser, country, collector, outcome));
  if (row.hidden !== '{}') {
    for (const [name, value] of Object.entries(ordinaryHidden(row)))
      c.add(G.hidden(name), key(value, device, browser, country, collector, outcome));
  }
  if (outcome === 'quality_excluded') return c; // flagged, counted, but kept out of the analysis

  // Path: visits, transitions, distinct questions shown, and where an unfinished or ended session stopped.
  const shown = new Set<string>();
  let furthest = -1;
  view.path.forEach((id, i) => {
    c.add(G.question(id), key('visits'));
    if (i > 0) c.add(G.links, key(view.path[i - 1], id));
    shown.add(id);
    furthest = Math.max(furthest, structure.order(id));
  });
  for (const id of view.answers.keys()) shown.add(id);
  for (const id of shown) if (!structure.isAnalysed(id)) c.add(G.question(id), key('shown')); // screens: flow nodes only
  const last = view.path[view.path.length - 1];
  if (last && outcome !== 'completed' && outcome !== 'in_progress') c.add(G.question(last), key('exit', outcome));
  const ended = row.status === 'completed';
  for (const q of structure.analysed) {
    const g = G.question(q.id);
    if (!shown.has(q.id)) {
      // Not shown: the logic skipped it when the session went past it or ended; otherwise it was never reached.
      if (ended || structure.order(q.id) < furthest) c.add(g, key('skipped'));
      continue;
    }
    c.add(g, key('shown'));
    const value = view.answers.get(q.id);
    const answered = value !== undefined;
    const dropped = outcome === 'abandoned' && last === q.id;
    if (QUALIFIED.has(outcome)) c.add(G.views, key(device, browser, country, q.type, answered ? 1 : 0, dropped ? 1 : 0, collector));
    if (!answered) continue;
    c.add(g, key('answered'));
    const kind = statKind(q.type);
    addStats(c, g, kind, value);
    if (kind === 'text' && typeof value === 'string') for (const w of tokenize(value)) c.add(G.terms(q.id), w);
  }
  return c;
}
