// The writer's judgement beyond the changed sessions (docs/architecture.md, "The write path"): before a change is
// stored, the quality enricher works out which stored sessions it judges again, and how, so that the writer stores each
// of them once and the event carries them in their final state. Two things can change a session whose own data did
// not change:
// - the median completion time moved (a completion came, went or changed): completions whose duration lies between
//   the old and the new speeding or impossible-speed limits are judged by the new median;
// - a text appeared or went away: whether the next session holding it is a copy of an earlier one can change.
// Everything is read as it will be once the change is stored: the stored index with the change's own sessions taken
// out, and their texts after the change added from memory.
import type { SessionRow } from '../db/schema';
import type { MedianMove, SessionChange } from '../journal/changes';
import type { Reader } from '../journal/journal';
import { isPostgres } from '../db/locks';
import { G } from './facts';
import { dupFromEvidence, qualityColumns, storedQuality } from './maintain';
import { duplicateTextHashes, evaluateQuality, type DuplicateEvidence } from './quality';
import { viewOf } from './session';
import { medianOfTimes } from './stats';
import { hasEarlierHolder, nextHolder, readGroup, readMedian } from './store';
import type { Structure } from './structure';
import { QUALITY } from './thresholds';

/** The narrow lock (src/db/locks.ts) that orders the changes of a survey's median: a completion takes it before it judges. */
export const analyticsKey = (surveyId: string): string => `analytics:${surveyId}`;

/** A completion time before a change and after it (whole seconds; null when the session is not a completion then). */
export interface TimeMove {
  before: number | null;
  after: number | null;
}

/**
 * The median before the change and after it: the stored completion times (the counters, which every completion
 * committed before this one's lock has added to) with the change's own times moved. Call with the survey's analytics
 * lock held.
 */
export async function medianMove(db: Reader, surveyId: string, moves: readonly TimeMove[]): Promise<MedianMove> {
  const times = new Map((await readGroup(db, surveyId, G.times)).map((t) => [Number(t.key), t.n]));
  const median = () => medianOfTimes([...times], QUALITY.minCompletionsForSpeeding);
  const before = median();
  for (const { before: b, after: a } of moves) {
    if (b !== null) times.set(b, (times.get(b) ?? 0) - 1);
    if (a !== null) times.set(a, (times.get(a) ?? 0) + 1);
  }
  return { before, after: median() };
}

/** The change as the judgement sees it: its sessions, the texts each holds after it, and the texts it touched. */
export interface Around {
  surveyId: string;
  structure: Structure;
  /** The change's own sessions (never judged again here: the enricher judges them). */
  ids: ReadonlySet<string>;
  /** The text hashes each of them holds after the change (none for a deleted session). */
  holding: readonly { id: string; hashes: readonly string[] }[];
  /** Each text hash the change added or removed, with the smallest id that did. */
  touched: ReadonlyMap<string, string>;
  /** Each text hash the change removed, with the sessions that removed it (still in the stored index until stored). */
  removedBy: ReadonlyMap<string, ReadonlySet<string>>;
  /** The median move, when the change held a completion. */
  median: MedianMove | null;
}

/** Stored sessions read for judging again, locked (PostgreSQL) so that their own writer's change is read, not overwritten. */
function sessionsLocked(db: Reader, surveyId: string, ids: readonly string[]): Promise<SessionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const read = db.selectFrom('sessions').selectAll().where('survey_id', '=', surveyId).where('id', 'in', ids).orderBy('id');
  return isPostgres(db) ? read.forUpdate().execute() : read.execute();
}

/** Completions (not of the change) whose rounded time falls in [lo, hi): the only ones a median move can re-flag. */
function completionsBetween(db: Reader, { surveyId, ids }: Around, lo: number, hi: number): Promise<SessionRow[]> {
  let read = db
    .selectFrom('sessions')
    .selectAll()
    .where('survey_id', '=', surveyId)
    .where('end_reason', 'is', null)
    .where('duration_seconds', '>=', lo - 0.5)
    .where('duration_seconds', '<', hi + 0.5)
    .where('status', '=', 'completed');
  if (ids.size > 0) read = read.where('id', 'not in', [...ids]);
  return (isPostgres(db) ? read.orderBy('id').forUpdate() : read.orderBy('id')).execute();
}

/** The sessions that removed any of these hashes: stored holders of them that will not hold them once stored. */
export const removersOf = (removedBy: Around['removedBy'], hashes: readonly string[]): Set<string> =>
  new Set(hashes.flatMap((h) => [...(removedBy.get(h) ?? [])]));

/** The sessions whose "copy of an earlier text" can change with the texts the change touched. */
async function textNeighbours(db: Reader, around: Around): Promise<string[]> {
  const { surveyId, holding, touched, removedBy } = around;
  const found = new Set<string>();
  for (const [hash, id] of touched) {
    // A holder before the first session that touched it keeps every later holder a copy, whatever changed (a stored
    // one before it is none of the change's: those that touched it are not before it).
    if (await hasEarlierHolder(db, surveyId, [hash], id)) continue;
    const next = await nextHolder(db, surveyId, hash, id, removersOf(removedBy, [hash]));
    // Only the first holder after it can change; when that is one of the change's own, the enricher judged it.
    if (next && !holding.some((h) => h.id > id && h.id < next && h.hashes.includes(hash))) found.add(next);
  }
  return [...found];
}

/**
 * The stored sessions the change judges again, each with the row as stored and the row as it is to be stored (only
 * those whose quality changes), in id order.
 */
export async function judgeAround(db: Reader, around: Around): Promise<SessionChange[]> {
  const { surveyId, structure, holding, median } = around;
  const judged = new Map<string, SessionChange>();
  const judge = (row: SessionRow, medianSeconds: number | null, dup?: DuplicateEvidence): void => {
    const current = judged.get(row.id)?.after ?? row;
    const next = evaluateQuality(viewOf(current), structure, dup ?? dupFromEvidence(storedQuality(current)), medianSeconds);
    judged.set(row.id, { before: judged.get(row.id)?.before ?? row, after: { ...current, ...qualityColumns(next) } });
  };
  const neighbours = await sessionsLocked(db, surveyId, await textNeighbours(db, around));
  // A neighbour that is a completion is judged by the median after the change, or as stored when the change held none
  // (a writer moving it judges its band under each session's row lock, so it reads what this one stores).
  const medianNow = median ? median.after : neighbours.some((r) => r.status === 'completed') ? await readMedian(db, surveyId) : null;
  for (const row of neighbours) {
    const hashes = duplicateTextHashes(viewOf(row), structure);
    const text =
      holding.some((h) => h.id < row.id && h.hashes.some((x) => hashes.includes(x))) ||
      (await hasEarlierHolder(db, surveyId, hashes, row.id, removersOf(around.removedBy, hashes)));
    judge(row, medianNow, { ...dupFromEvidence(storedQuality(row)), text });
  }
  if (median && median.before !== median.after) {
    for (const share of [QUALITY.speedingMedianShare, QUALITY.impossibleMedianShare]) {
      const a = median.before === null ? 0 : share * median.before;
      const b = median.after === null ? 0 : share * median.after;
      if (a === b) continue;
      for (const row of await completionsBetween(db, around, Math.min(a, b), Math.max(a, b))) judge(row, median.after);
    }
  }
  const same = (c: SessionChange) =>
    c.before!.quality_flags === c.after.quality_flags &&
    Number(c.before!.risk_score) === Number(c.after.risk_score) &&
    c.before!.quality_evidence === c.after.quality_evidence;
  return [...judged.values()].filter((c) => !same(c)).sort((x, y) => (x.after.id < y.after.id ? -1 : 1));
}

/** Each hash `changes` added or removed, with the smallest session id that did; and the sessions that removed each. */
export function touchedTexts(
  changes: readonly { id: string; removed: readonly string[]; added: readonly string[] }[],
): Pick<Around, 'touched' | 'removedBy'> {
  const touched = new Map<string, string>();
  const removedBy = new Map<string, Set<string>>();
  for (const { id, removed, added } of changes) {
    for (const h of [...removed, ...added]) if (!touched.has(h) || id < touched.get(h)!) touched.set(h, id);
    for (const h of removed) removedBy.set(h, (removedBy.get(h) ?? new Set()).add(id));
  }
  return { touched, removedBy };
}
