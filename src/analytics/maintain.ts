// Computed ahead (README: the write path): the quality enricher (./enricher.ts) judges each changed session before its
// writer stores it, and the analytics reactor (./reactor.ts) calls recordChanges() in the writer's transaction, which
// applies the sessions' new contributions minus their old ones to the survey's counters, the flag index and the text
// index. Quality flags are stored per session; when a text appears or goes, the next session holding it is judged
// again; when the median completion time moves, only the completions whose duration lies between the old and the new
// speeding limits are, so stored flags always match the current median.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Frozen } from '../events/journal';
import { fromJson, toJson } from '../db/values';
import { listQuestionRows } from '../questions/repository';
import { Questionnaire } from '../questions/questionnaire';
import { Counts, G, factsOf } from './facts';
import { duplicateTextHashes, evaluateQuality, type DuplicateEvidence, type Evidence, type Flag, type Quality } from './quality';
import { ANALYSED_COLUMNS, viewOf, type AnalysedRow, type SessionView } from './session';
import { medianOfTimes } from './stats';
import {
  addCounts,
  deleteFlagRows,
  hasEarlierHolder,
  insertFlagRows,
  lockState,
  nextHolder,
  readGroup,
  readMedian,
  replaceTexts,
  saveMedian,
  type FlagRow,
} from './store';
import { Structure, structureOf } from './structure';
import { QUALITY } from './thresholds';
import { tokenize } from './terms';
import { isPostgres } from '../db/locks';
import { noteQualityChange } from '../events/quality-changes';

type Q = Kysely<Database>;

/** What taking the survey's analytics lock read: a writer that took it passes it on instead of locking again. */
export type AnalyticsLock = Awaited<ReturnType<typeof lockState>>;

export interface Change {
  before: AnalysedRow | null;
  after: AnalysedRow;
}

export const storedQuality = (row: Frozen<AnalysedRow> | AnalysedRow): Quality => ({
  flags: fromJson<Flag[]>(row.quality_flags, []),
  riskScore: Number(row.risk_score ?? 0),
  evidence: fromJson<Evidence[]>(row.quality_evidence, []),
});

export const dupFromEvidence = (q: Quality): DuplicateEvidence => ({
  contact: q.evidence.some((e) => e.rule === 'same_contact'),
  fingerprint: q.evidence.some((e) => e.rule === 'same_fingerprint'),
  text: q.evidence.some((e) => e.rule === 'same_open_text'),
});

const sameQuality = (a: Quality, b: Quality): boolean =>
  a.riskScore === b.riskScore && toJson(a.flags) === toJson(b.flags) && toJson(a.evidence) === toJson(b.evidence);

/** The texts a change adds and takes away (the hashes the duplicate rule compares), and those it holds after. */
export function textChange(before: AnalysedRow | null, after: AnalysedRow, structure: Structure) {
  const oldHashes = before ? duplicateTextHashes(viewOf(before), structure) : [];
  const hashes = duplicateTextHashes(viewOf(after), structure);
  return { hashes, removed: oldHashes.filter((h) => !hashes.includes(h)), added: hashes.filter((h) => !oldHashes.includes(h)) };
}

/** The columns a session's quality is stored in. */
export const qualityColumns = (q: Quality) => ({
  quality_flags: toJson(q.flags),
  risk_score: q.riskScore,
  quality_evidence: toJson(q.evidence),
});

export async function loadStructure(db: Q, surveyId: string): Promise<Structure> {
  return new Structure(new Questionnaire(await listQuestionRows(db, surveyId)));
}

/** One run of changes for one survey: collects counter deltas, flag-index changes and the re-judged sessions. */
class Run {
  readonly delta = new Counts();
  /** Sessions whose quality changed in this run: as stored before it and as it is now (for the flag index). */
  private readonly flagged = new Map<string, { stored: Quality; next: Quality }>();
  /** Sessions this run judged again (not the event's): their rows are updated at flush. */
  private readonly rejudged = new Map<string, AnalysedRow>();

  constructor(
    readonly db: Q,
    readonly surveyId: string,
    readonly structure: Structure,
    public median: number | null,
    /** Whether the run completes a session: its counts go to the completions' stripes (src/analytics/thresholds.ts). */
    readonly completing = false,
  ) {}

  /** Counts `view` with `next` quality in place of `old` (the session's previous state and quality). */
  count(old: { view: SessionView; quality: Quality } | null, view: SessionView, next: Quality): void {
    if (old) this.delta.merge(factsOf(old.view, old.quality, this.structure, tokenize), -1);
    this.delta.merge(factsOf(view, next, this.structure, tokenize));
    const pending = this.flagged.get(view.row.id);
    this.flagged.set(view.row.id, { stored: pending?.stored ?? old?.quality ?? NO_QUALITY, next });
  }

  /** Sessions this run took away (deleted): never judged again, though their rows are still there. */
  private readonly gone = new Set<string>();

  /** Takes a deleted session's contribution away (its counts, its flag rows). */
  remove(view: SessionView, quality: Quality): void {
    this.gone.add(view.row.id);
    this.delta.merge(factsOf(view, quality, this.structure, tokenize), -1);
    const pending = this.flagged.get(view.row.id);
    this.flagged.set(view.row.id, { stored: pending?.stored ?? quality, next: NO_QUALITY });
  }

  /** Judges a session whose data did not change again (a neighbour's text or the median moved): `row` is a copy. */
  reevaluate(row: AnalysedRow, dup?: DuplicateEvidence): void {
    if (this.gone.has(row.id)) return;
    const view = viewOf(row);
    const current = storedQuality(row);
    const next = evaluateQuality(view, this.structure, dup ?? dupFromEvidence(current), this.median);
    if (sameQuality(current, next)) return;
    this.count({ view, quality: current }, view, next);
    Object.assign(row, qualityColumns(next));
    this.rejudged.set(row.id, row);
  }

  async flush(): Promise<void> {
    const changed = [...this.flagged].filter(([, u]) => !sameQuality(u.stored, u.next));
    const flagRows: FlagRow[] = [];
    for (const [id, u] of changed) {
      if (u.next.flags.length > 0) {
        for (const flag of ['all', ...u.next.flags]) flagRows.push({ session_id: id, flag, risk_score: u.next.riskScore });
      }
      const rejudged = this.rejudged.get(id);
      if (rejudged) {
        await this.db.updateTable('sessions').set(qualityColumns(u.next)).where('id', '=', id).execute();
        noteQualityChange(this.db, rejudged); // for the reactors after this one that count by quality
      }
    }
    await deleteFlagRows(
      this.db,
      this.surveyId,
      changed.filter(([, u]) => u.stored.flags.length > 0).map(([id]) => id),
    );
    await insertFlagRows(this.db, this.surveyId, flagRows);
    await addCounts(this.db, this.surveyId, this.delta, this.completing);
    this.delta.clear();
    this.flagged.clear();
    this.rejudged.clear();
  }
}

const NO_QUALITY: Quality = { flags: [], riskScore: 0, evidence: [] };

/** Sessions this transaction did not write but judges again, locked (PostgreSQL) so that their own writer's change
 * is read, not overwritten: a session's row lock orders every write of its quality. */
async function sessionsByIds(db: Q, ids: string[]): Promise<AnalysedRow[]> {
  if (ids.length === 0) return [];
  const read = db.selectFrom('sessions').select(ANALYSED_COLUMNS).where('id', 'in', ids).orderBy('id');
  return (isPostgres(db) ? read.forUpdate() : read).execute();
}

/**
 * Applies stored sessions to their survey's analytics. Call inside the transaction that wrote them, after the
 * write: `before` is the row as it was (null for a new session), `after` the row as stored now, quality included (the
 * quality enricher judged it). `survey` is the survey's analytics lock as a bulk writer holds it, or how to take it: a
 * change that completes a session takes it once its counters are added, for the median (README: the write path); a
 * start or an answer never does. `judgedBy` is the median the enricher judged the completions by. The lock's median
 * is kept current.
 */
export async function recordChanges(
  db: Q,
  surveyId: string,
  changes: readonly Frozen<Change>[],
  survey: AnalyticsLock | (() => Promise<AnalyticsLock>),
  questionnaire: Questionnaire,
  judgedBy: number | null,
): Promise<void> {
  if (changes.length === 0) return;
  const completes = changes.some((c) => c.after.status === 'completed' || c.before?.status === 'completed');
  const held = typeof survey === 'function' ? null : survey;
  const run = new Run(db, surveyId, structureOf(questionnaire), held?.median ?? null, completes);
  const sorted = [...changes].sort((a, b) => (a.after.id < b.after.id ? -1 : 1)) as Change[]; // read, never written
  const touchedHashes = new Map<string, string>(); // hash -> smallest id whose holding of it changed
  for (const { before, after } of sorted) {
    const { removed, added } = textChange(before, after, run.structure);
    await replaceTexts(db, surveyId, after.id, removed, added);
    for (const h of [...removed, ...added]) if (!touchedHashes.has(h) || after.id < touchedHashes.get(h)!) touchedHashes.set(h, after.id);
    run.count(before ? { view: viewOf(before), quality: storedQuality(before) } : null, viewOf(after), storedQuality(after));
  }
  await judgeNeighbours(run, touchedHashes, new Set(sorted.map((c) => c.after.id)), Boolean(held));
  if (!completes) return;
  const state = held ?? (await (survey as () => Promise<AnalyticsLock>)());
  run.median = state.median;
  if (state.median !== judgedBy) {
    // The enricher judged these completions by the median as stored then (`judgedBy`); another completion moved it.
    for (const { after } of sorted) if (after.status === 'completed') run.reevaluate({ ...after });
    await run.flush();
  }
  await followMedian(run);
  state.median = run.median;
}

/**
 * A text that appeared or went away can change whether its next holder is a copy (only the next one: every later
 * holder has that one before it), and only when no holder comes before the session that changed. Judges those
 * holders again (not the `changed` sessions themselves) and flushes the run.
 */
async function judgeNeighbours(run: Run, touchedHashes: Map<string, string>, changed: ReadonlySet<string>, held: boolean): Promise<void> {
  const { db, surveyId } = run;
  const laterIds = new Set<string>();
  for (const [hash, id] of touchedHashes) {
    if (await hasEarlierHolder(db, surveyId, [hash], id)) continue;
    const next = await nextHolder(db, surveyId, hash, id);
    if (next && !changed.has(next)) laterIds.add(next);
  }
  // A later holder may be a completion: judged by the median as stored (a writer moving it re-judges its band under
  // each session's row lock, so it waits for this one and reads what it stored).
  if (laterIds.size > 0 && !held) run.median = await readMedian(db, surveyId);
  for (const row of await sessionsByIds(db, [...laterIds])) {
    const hashes = duplicateTextHashes(viewOf(row), run.structure);
    run.reevaluate(row, { ...dupFromEvidence(storedQuality(row)), text: await hasEarlierHolder(db, surveyId, hashes, row.id) });
  }
  await run.flush();
}

/**
 * Takes deleted sessions out of their survey's analytics (call in the deleting transaction before the rows go, with
 * the survey's analytics lock held, as a bulk writer holds it): their counts, flag rows and texts; the next holder of a
 * text one of them held first is judged again, and the median follows the completions that remain.
 */
export async function forgetSessions(
  db: Q,
  surveyId: string,
  rows: readonly Frozen<AnalysedRow>[],
  state: AnalyticsLock,
  questionnaire: Questionnaire,
): Promise<void> {
  if (rows.length === 0) return;
  const completes = rows.some((r) => r.status === 'completed');
  const run = new Run(db, surveyId, structureOf(questionnaire), state.median, completes);
  const touchedHashes = new Map<string, string>();
  for (const row of [...rows].sort((a, b) => (a.id < b.id ? -1 : 1)) as AnalysedRow[]) {
    const view = viewOf(row);
    const hashes = duplicateTextHashes(view, run.structure);
    await replaceTexts(db, surveyId, row.id, hashes, []);
    for (const h of hashes) if (!touchedHashes.has(h) || row.id < touchedHashes.get(h)!) touchedHashes.set(h, row.id);
    run.remove(view, storedQuality(row));
  }
  await judgeNeighbours(run, touchedHashes, new Set(rows.map((r) => r.id)), true);
  if (!completes) return;
  await followMedian(run);
  state.median = run.median;
}

/** Sessions whose rounded completion time falls in [lo, hi): the only ones a median move can re-flag. */
async function completionsBetween(db: Q, surveyId: string, lo: number, hi: number): Promise<AnalysedRow[]> {
  const read = db
    .selectFrom('sessions')
    .select(ANALYSED_COLUMNS)
    .where('survey_id', '=', surveyId)
    .where('end_reason', 'is', null)
    .where('duration_seconds', '>=', lo - 0.5)
    .where('duration_seconds', '<', hi + 0.5)
    .where('status', '=', 'completed');
  return (isPostgres(db) ? read.forUpdate() : read).execute(); // as sessionsByIds: another writer's change is read
}

/** Recomputes the median; when it moved, re-evaluates the completions in the bands between old and new limits. */
async function followMedian(run: Run): Promise<void> {
  const times = await readGroup(run.db, run.surveyId, G.times);
  const median = medianOfTimes(
    times.map((t) => [Number(t.key), t.n]),
    QUALITY.minCompletionsForSpeeding,
  );
  if (median === run.median) return;
  const old = run.median;
  run.median = median;
  const ids = new Set<string>();
  for (const share of [QUALITY.speedingMedianShare, QUALITY.impossibleMedianShare]) {
    const a = old === null ? 0 : share * old;
    const b = median === null ? 0 : share * median;
    if (a === b) continue;
    for (const row of await completionsBetween(run.db, run.surveyId, Math.min(a, b), Math.max(a, b))) {
      if (ids.has(row.id)) continue;
      ids.add(row.id);
      run.reevaluate(row);
    }
  }
  await run.flush();
  await saveMedian(run.db, run.surveyId, median);
}
