// Computed ahead (docs/architecture.md, "The write path"): the quality enricher (./enricher.ts) judges each changed
// session before its writer stores it, and every stored session the change judges again (./judge.ts: the next holder
// of a text that appeared or went, the completions a median move re-flags), so stored flags always match the current
// median. The analytics reactor (./reactor.ts) then calls recordChanges() in the writer's transaction, which applies
// the sessions' new contributions minus their old ones to the survey's counters, the flag index and the text index.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MedianMove } from '../journal/changes';
import type { Frozen } from '../journal/journal';
import { fromJson, toJson } from '../db/values';
import { listQuestionRows } from '../questions/repository';
import { Questionnaire } from '../questionnaire/questionnaire';
import { Counts, factsOf } from './facts';
import { duplicateTextHashes, type DuplicateEvidence, type Evidence, type Flag, type Quality } from './quality';
import { viewOf, type AnalysedRow, type SessionView } from './session';
import { addCounts, deleteFlagRows, insertFlagRows, replaceTexts, saveMedian, type FlagRow } from './store';
import { Structure, structureOf } from './structure';
import { tokenize } from './terms';

type Q = Kysely<Database>;

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

/** One run of changes for one survey: collects counter deltas and flag-index changes, then writes them at once. */
class Run {
  readonly delta = new Counts();
  /** Sessions whose quality changed in this run: as stored before it and as it is now (for the flag index). */
  private readonly flagged = new Map<string, { stored: Quality; next: Quality }>();

  constructor(
    readonly db: Q,
    readonly surveyId: string,
    readonly structure: Structure,
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

  /** Counts a stored change (a session of the event, or one the writer judged again): before as stored, after as stored now. */
  countChange({ before, after }: Change): void {
    this.count(before ? { view: viewOf(before), quality: storedQuality(before) } : null, viewOf(after), storedQuality(after));
  }

  /** Takes a deleted session's contribution away (its counts, its flag rows). */
  remove(view: SessionView, quality: Quality): void {
    this.delta.merge(factsOf(view, quality, this.structure, tokenize), -1);
    const pending = this.flagged.get(view.row.id);
    this.flagged.set(view.row.id, { stored: pending?.stored ?? quality, next: NO_QUALITY });
  }

  async flush(): Promise<void> {
    const changed = [...this.flagged].filter(([, u]) => !sameQuality(u.stored, u.next));
    const flagRows: FlagRow[] = [];
    for (const [id, u] of changed)
      if (u.next.flags.length > 0)
        for (const flag of ['all', ...u.next.flags]) flagRows.push({ session_id: id, flag, risk_score: u.next.riskScore });
    await deleteFlagRows(
      this.db,
      this.surveyId,
      changed.filter(([, u]) => u.stored.flags.length > 0).map(([id]) => id),
    );
    await insertFlagRows(this.db, this.surveyId, flagRows);
    await addCounts(this.db, this.surveyId, this.delta, this.completing);
    this.delta.clear();
    this.flagged.clear();
  }
}

const NO_QUALITY: Quality = { flags: [], riskScore: 0, evidence: [] };

/** What a settled sessions event tells the analytics (src/journal/changes.ts, Settled). */
export interface SettledChanges {
  changes: readonly Frozen<Change>[];
  rejudged: readonly Frozen<Change>[];
  median: Frozen<MedianMove> | null;
}

/**
 * Applies stored sessions to their survey's analytics, in the transaction that wrote them: `changes` are the event's
 * sessions (`before` as it was, null when new; `after` as stored now, quality included), `rejudged` the stored
 * sessions the writer judged again for them, `median` the median move the writer judged by (saved when it moved).
 * The writer judged everything; this only counts.
 */
export async function recordChanges(db: Q, surveyId: string, settled: SettledChanges, questionnaire: Questionnaire): Promise<void> {
  const { changes, rejudged, median } = settled;
  if (changes.length === 0 && rejudged.length === 0) return;
  const completes = changes.some((c) => c.after.status === 'completed' || c.before?.status === 'completed');
  const run = new Run(db, surveyId, structureOf(questionnaire), completes);
  for (const change of [...changes].sort((a, b) => (a.after.id < b.after.id ? -1 : 1)) as Change[]) {
    const { removed, added } = textChange(change.before, change.after, run.structure);
    await replaceTexts(db, surveyId, change.after.id, removed, added);
    run.countChange(change);
  }
  for (const change of rejudged as Change[]) run.countChange(change);
  await run.flush();
  if (median && median.after !== median.before) await saveMedian(db, surveyId, median.after);
}

/**
 * Takes deleted sessions out of their survey's analytics (in the deleting transaction, before the rows go): their
 * counts, flag rows and texts; the sessions the writer judged again for the deletion are counted as they are now, and
 * the median it judged by is saved when it moved.
 */
export async function forgetSessions(
  db: Q,
  surveyId: string,
  rows: readonly Frozen<AnalysedRow>[],
  settled: Omit<SettledChanges, 'changes'>,
  questionnaire: Questionnaire,
): Promise<void> {
  if (rows.length === 0) return;
  const run = new Run(
    db,
    surveyId,
    structureOf(questionnaire),
    rows.some((r) => r.status === 'completed'),
  );
  for (const row of [...rows].sort((a, b) => (a.id < b.id ? -1 : 1)) as AnalysedRow[]) {
    const view = viewOf(row);
    await replaceTexts(db, surveyId, row.id, duplicateTextHashes(view, run.structure), []);
    run.remove(view, storedQuality(row));
  }
  for (const change of settled.rejudged as Change[]) run.countChange(change);
  await run.flush();
  if (settled.median && settled.median.after !== settled.median.before) await saveMedian(db, surveyId, settled.median.after);
}
