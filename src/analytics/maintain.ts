// Computed ahead (issue 4): every session write publishes its change on the journal, and the analytics subscriber
// (./subscriber.ts) calls recordChanges() in the writer's transaction, which applies the
// sessions' new contributions minus their old ones to the survey's counters. Quality flags are stored per session;
// when the median completion time moves, only the completions whose duration lies between the old and the new
// speeding limits are evaluated again, so stored flags always match the current median.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fromJson, toJson } from '../db/values';
import { listQuestionRows } from '../questions/repository';
import { Questionnaire } from '../responses/questionnaire';
import { Counts, G, factsOf } from './facts';
import {
  NO_DUPLICATE,
  duplicateTextHashes,
  evaluateQuality,
  type DuplicateEvidence,
  type Evidence,
  type Flag,
  type Quality,
} from './quality';
import { ANALYSED_COLUMNS, viewOf, type AnalysedRow, type SessionView } from './session';
import { medianOfTimes } from './stats';
import {
  addCounts,
  deleteFlagRows,
  firstSessionBy,
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
import { isPostgres, lockKeys } from '../db/locks';

type Q = Kysely<Database>;

/** What taking the survey's analytics lock read: a writer that took it passes it on instead of locking again. */
export type AnalyticsLock = Awaited<ReturnType<typeof lockState>>;

export interface Change {
  before: AnalysedRow | null;
  after: AnalysedRow;
}

export const storedQuality = (row: AnalysedRow): Quality => ({
  flags: fromJson<Flag[]>(row.quality_flags, []),
  riskScore: Number(row.risk_score ?? 0),
  evidence: fromJson<Evidence[]>(row.quality_evidence, []),
});

const dupFromEvidence = (q: Quality): DuplicateEvidence => ({
  contact: q.evidence.some((e) => e.rule === 'same_contact'),
  fingerprint: q.evidence.some((e) => e.rule === 'same_fingerprint'),
  text: q.evidence.some((e) => e.rule === 'same_open_text'),
});

const sameQuality = (a: Quality, b: Quality): boolean =>
  a.riskScore === b.riskScore && toJson(a.flags) === toJson(b.flags) && toJson(a.evidence) === toJson(b.evidence);

export async function loadStructure(db: Q, surveyId: string): Promise<Structure> {
  return new Structure(new Questionnaire(await listQuestionRows(db, surveyId)));
}

const QUALITY_COLUMNS = ['quality_flags', 'risk_score', 'quality_evidence'] as const;

/** One run of changes for one survey: collects counter deltas and quality writes, then stores them. */
class Run {
  readonly delta = new Counts();
  private readonly updates = new Map<string, { stored: Quality; next: Quality }>();
  /** The changed sessions' rows as the writer holds them: kept up to date with their quality as it is stored. */
  private readonly live = new Map<string, AnalysedRow>();

  constructor(
    readonly db: Q,
    readonly surveyId: string,
    readonly structure: Structure,
    public median: number | null,
  ) {}

  track(rows: readonly AnalysedRow[]): void {
    for (const row of rows) this.live.set(row.id, row);
  }

  /** Counts `view` with `next` quality in place of `old` (the session's previous state and quality). */
  count(old: { view: SessionView; quality: Quality } | null, view: SessionView, next: Quality): void {
    if (old) this.delta.merge(factsOf(old.view, old.quality, this.structure, tokenize), -1);
    this.delta.merge(factsOf(view, next, this.structure, tokenize));
    const stored = storedQuality(view.row);
    const pending = this.updates.get(view.row.id);
    this.updates.set(view.row.id, { stored: pending?.stored ?? stored, next });
    view.row.quality_flags = toJson(next.flags);
    view.row.risk_score = next.riskScore;
    view.row.quality_evidence = toJson(next.evidence);
    const live = this.live.get(view.row.id);
    if (live && live !== view.row) for (const c of QUALITY_COLUMNS) (live as Record<string, unknown>)[c] = view.row[c];
  }

  /** Evaluates a session whose data did not change again (a neighbour's text or the median moved). */
  reevaluate(row: AnalysedRow, dup?: DuplicateEvidence): void {
    const view = viewOf(row);
    const current = storedQuality(row);
    const next = evaluateQuality(view, this.structure, dup ?? dupFromEvidence(current), this.median);
    if (sameQuality(current, next)) return;
    this.count({ view, quality: current }, view, next);
  }

  async flush(): Promise<void> {
    const changed = [...this.updates].filter(([, u]) => !sameQuality(u.stored, u.next));
    const flagRows: FlagRow[] = [];
    for (const [id, u] of changed) {
      if (u.next.flags.length > 0) {
        for (const flag of ['all', ...u.next.flags]) flagRows.push({ session_id: id, flag, risk_score: u.next.riskScore });
      }
      await this.db
        .updateTable('sessions')
        .set({ quality_flags: toJson(u.next.flags), risk_score: u.next.riskScore, quality_evidence: toJson(u.next.evidence) })
        .where('id', '=', id)
        .execute();
    }
    await deleteFlagRows(
      this.db,
      this.surveyId,
      changed.filter(([, u]) => u.stored.flags.length > 0).map(([id]) => id),
    );
    await insertFlagRows(this.db, this.surveyId, flagRows);
    await addCounts(this.db, this.surveyId, this.delta);
    this.delta.clear();
    this.updates.clear();
  }
}

/** Sessions this transaction did not write but re-evaluates, locked (PostgreSQL) so that their own writer's change
 * is read, not overwritten: a session's row lock orders every write of its quality. */
async function sessionsByIds(db: Q, ids: string[]): Promise<AnalysedRow[]> {
  if (ids.length === 0) return [];
  const read = db.selectFrom('sessions').select(ANALYSED_COLUMNS).where('id', 'in', ids).orderBy('id');
  return (isPostgres(db) ? read.forUpdate() : read).execute();
}

/** Duplicate evidence for new sessions: an earlier (smaller id) session with the same contact or fingerprint. */
async function identityDuplicates(db: Q, surveyId: string, rows: AnalysedRow[]): Promise<Map<string, DuplicateEvidence>> {
  const contacts = [...new Set(rows.map((r) => r.contact_id).filter((v): v is string => Boolean(v)))];
  const prints = [...new Set(rows.map((r) => r.fingerprint).filter((v): v is string => Boolean(v)))];
  const firstContact = await firstSessionBy(db, surveyId, 'contact_id', contacts);
  const firstPrint = await firstSessionBy(db, surveyId, 'fingerprint', prints);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        contact: Boolean(r.contact_id && (firstContact.get(r.contact_id) ?? r.id) < r.id),
        fingerprint: Boolean(r.fingerprint && (firstPrint.get(r.fingerprint) ?? r.id) < r.id),
        text: false,
      },
    ]),
  );
}

/** The narrow keys (src/db/locks.ts) of what makes a session a duplicate of another: its texts, contact and browser. */
const textKey = (surveyId: string, hash: string): string => `text:${surveyId}:${hash}`;
const identityKeys = (surveyId: string, row: AnalysedRow): string[] => [
  ...(row.contact_id ? [`contact:${surveyId}:${row.contact_id}`] : []),
  ...(row.fingerprint ? [`fingerprint:${surveyId}:${row.fingerprint}`] : []),
];

/**
 * Applies written sessions to their survey's analytics. Call inside the transaction that wrote them, after the
 * write: `before` is the row as it was (null for a new session), `after` the row as stored now, whose quality columns
 * are updated in place. `survey` is the survey's analytics lock as the writer holds it (a bulk writer), or how to take
 * it: a change that completes a session (or takes one back) takes it once its counters are added, for the median
 * (src/responses/session-writer.ts); a start or an answer never does, and takes only the keys of the texts, contacts
 * and browsers it looks up. The lock's median is kept current.
 */
export async function recordChanges(
  db: Q,
  surveyId: string,
  changes: Change[],
  survey: AnalyticsLock | (() => Promise<AnalyticsLock>),
  questionnaire: Questionnaire,
): Promise<void> {
  if (changes.length === 0) return;
  const completes = changes.some((c) => c.after.status === 'completed' || c.before?.status === 'completed');
  // SQLite's one writer holds every lock already: taking this one at once costs what reading the median would.
  const held = typeof survey !== 'function' ? survey : completes && !isPostgres(db) ? await survey() : null;
  // Completions are judged by the median as stored, then again under the lock if it moved meanwhile (below).
  const median = held ? held.median : completes ? await readMedian(db, surveyId) : null;
  const run = new Run(db, surveyId, structureOf(questionnaire), median);
  run.track(changes.map((c) => c.after));
  const sorted = [...changes].sort((a, b) => (a.after.id < b.after.id ? -1 : 1));
  const texts = sorted.map(({ before, after }) => {
    const oldHashes = before ? duplicateTextHashes(viewOf(before), run.structure) : [];
    const hashes = duplicateTextHashes(viewOf(after), run.structure);
    return { hashes, removed: oldHashes.filter((h) => !hashes.includes(h)), added: hashes.filter((h) => !oldHashes.includes(h)) };
  });
  await lockKeys(db, [
    ...texts.flatMap((t) => [...t.removed, ...t.added].map((h) => textKey(surveyId, h))),
    ...sorted.filter((c) => c.before === null).flatMap((c) => identityKeys(surveyId, c.after)),
  ]);
  const identity = await identityDuplicates(
    db,
    surveyId,
    sorted.filter((c) => c.before === null).map((c) => c.after),
  );
  const touchedHashes = new Map<string, string>(); // hash -> smallest id whose holding of it changed
  for (const [i, { before, after }] of sorted.entries()) {
    const old = before ? { view: viewOf(before), quality: storedQuality(before) } : null;
    const view = viewOf(after);
    const { hashes, removed, added } = texts[i];
    await replaceTexts(db, surveyId, after.id, removed, added);
    for (const h of [...removed, ...added]) if (!touchedHashes.has(h) || after.id < touchedHashes.get(h)!) touchedHashes.set(h, after.id);
    const stored = old ? dupFromEvidence(old.quality) : NO_DUPLICATE;
    // Whether an earlier session holds one of its texts changes only with its texts: when they stay, the stored
    // evidence holds (a neighbour's change re-evaluates this session below, as it re-evaluates any later holder).
    const textsStay = old !== null && removed.length === 0 && added.length === 0;
    const dup: DuplicateEvidence = {
      ...(identity.get(after.id) ?? stored),
      text: textsStay ? stored.text : await hasEarlierHolder(db, surveyId, hashes, after.id),
    };
    run.count(old, view, evaluateQuality(view, run.structure, dup, run.median));
  }
  // A text that appeared or went away can change whether its next holder is a copy (only the next one: every later
  // holder has that one before it), and only when no holder comes before the session that changed.
  const changedIds = new Set(sorted.map((c) => c.after.id));
  const laterIds = new Set<string>();
  for (const [hash, id] of touchedHashes) {
    if (await hasEarlierHolder(db, surveyId, [hash], id)) continue;
    const next = await nextHolder(db, surveyId, hash, id);
    if (next && !changedIds.has(next)) laterIds.add(next);
  }
  // A later holder may be a completion: judged by the median as stored (a writer moving it re-evaluates its band
  // under each session's row lock, so it waits for this one and reads what it stored).
  if (laterIds.size > 0 && !held && !completes) run.median = await readMedian(db, surveyId);
  for (const row of await sessionsByIds(db, [...laterIds])) {
    const hashes = duplicateTextHashes(viewOf(row), run.structure);
    run.reevaluate(row, { ...dupFromEvidence(storedQuality(row)), text: await hasEarlierHolder(db, surveyId, hashes, row.id) });
  }
  await run.flush();
  if (!completes) return;
  const state = held ?? (await (survey as () => Promise<AnalyticsLock>)());
  if (state.median !== run.median) {
    // Another completion moved the median since it was read: judge these sessions by the median as it stands.
    run.median = state.median;
    for (const { after } of sorted) if (after.status === 'completed') run.reevaluate(after);
    await run.flush();
  }
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
