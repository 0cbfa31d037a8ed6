// The analytics of a survey computed from scratch: every session read once in id (arrival) order. It rebuilds the
// counters after a questionnaire change (positions, types and configs shape every count), and it is the reference
// the incremental maintenance is tested against.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toJson } from '../db/values';
import { Counts, factsOf } from './facts';
import { loadStructure, qualityColumns, storedQuality } from './maintain';
import { duplicateTextHashes, evaluateQuality, type Quality } from './quality';
import { ANALYSED_COLUMNS, viewOf, type AnalysedRow } from './session';
import { medianOfTimes } from './stats';
import { addCounts, clearSurvey, insertFlagRows, replaceTexts, saveMedian, type FlagRow } from './store';
import type { Reader } from '../db/reader';
import type { SessionChange } from '../journal/changes';
import { lockKeys } from '../db/locks';
import { analyticsKey } from './judge';
import { tokenize } from './terms';
import { QUALITY } from './thresholds';

type Q = Kysely<Database>;

/** Sessions read per query. */
export const RECOUNT_BATCH = 1000;

async function* sessionsInIdOrder<K extends keyof AnalysedRow>(
  db: Reader,
  surveyId: string,
  columns: readonly K[],
): AsyncGenerator<Pick<AnalysedRow, K | 'id'>[]> {
  let after = '';
  for (;;) {
    const rows = (await db
      .selectFrom('sessions')
      .select([...new Set<string>(['id', ...columns])] as (keyof AnalysedRow)[])
      .where('survey_id', '=', surveyId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(RECOUNT_BATCH)
      .execute()) as Pick<AnalysedRow, K | 'id'>[];
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1].id;
  }
}

export interface Recount {
  counts: Counts;
  median: number | null;
}

/** Computes everything from the stored sessions; `each` sees every session with its quality, in id order. */
export async function recount(
  db: Reader,
  surveyId: string,
  each: (row: AnalysedRow, quality: Quality, hashes: string[]) => Promise<void> | void,
): Promise<Recount> {
  const structure = await loadStructure(db as Q, surveyId);
  const times = new Map<number, number>();
  for await (const batch of sessionsInIdOrder(db, surveyId, ANALYSED_COLUMNS)) {
    for (const row of batch) {
      const s = viewOf(row).seconds;
      if (s !== null) times.set(s, (times.get(s) ?? 0) + 1);
    }
  }
  const median = medianOfTimes([...times], QUALITY.minCompletionsForSpeeding);
  const counts = new Counts();
  const contacts = new Set<string>();
  const prints = new Set<string>();
  const texts = new Set<string>();
  for await (const batch of sessionsInIdOrder(db, surveyId, ANALYSED_COLUMNS)) {
    for (const row of batch) {
      const view = viewOf(row);
      const hashes = duplicateTextHashes(view, structure);
      const dup = {
        contact: Boolean(row.contact_id && contacts.has(row.contact_id)),
        fingerprint: Boolean(row.fingerprint && prints.has(row.fingerprint)),
        text: hashes.some((h) => texts.has(h)),
      };
      if (row.contact_id) contacts.add(row.contact_id);
      if (row.fingerprint) prints.add(row.fingerprint);
      for (const h of hashes) texts.add(h);
      const quality = evaluateQuality(view, structure, dup, median);
      counts.merge(factsOf(view, quality, structure, tokenize));
      await each(row, quality, hashes);
    }
  }
  return { counts, median };
}

const sameQuality = (row: AnalysedRow, quality: Quality): boolean => {
  const stored = storedQuality(row);
  return (
    stored.riskScore === quality.riskScore &&
    toJson(stored.flags) === toJson(quality.flags) &&
    toJson(stored.evidence) === toJson(quality.evidence)
  );
};

/**
 * The sessions a questionnaire change judges again (what the writer stores before it publishes the change): every
 * session whose quality under the new questionnaire differs from the stored, as stored and as it is to be stored.
 */
export async function rejudgeAll(db: Reader, surveyId: string): Promise<SessionChange[]> {
  const ids = new Map<string, Quality>();
  await recount(db, surveyId, (row, quality) => void (sameQuality(row, quality) ? undefined : ids.set(row.id, quality)));
  const changes: SessionChange[] = [];
  const all = [...ids.keys()];
  for (let i = 0; i < all.length; i += RECOUNT_BATCH) {
    const rows = await db
      .selectFrom('sessions')
      .selectAll()
      .where('id', 'in', all.slice(i, i + RECOUNT_BATCH))
      .orderBy('id')
      .execute();
    for (const row of rows) changes.push({ before: row, after: { ...row, ...qualityColumns(ids.get(row.id)!) } });
  }
  return changes;
}

/**
 * Replaces a survey's stored analytics by a recount (after a questionnaire change, whose writer stored first the
 * quality each session has under the new questionnaire: the recount finds the same).
 */
export async function rebuild(db: Q, surveyId: string): Promise<void> {
  await lockKeys(db, [analyticsKey(surveyId)]);
  await clearSurvey(db, surveyId);
  const flagRows: FlagRow[] = [];
  const flush = async (): Promise<void> => {
    await insertFlagRows(db, surveyId, flagRows.splice(0));
  };
  const result = await recount(db, surveyId, async (row, quality, hashes) => {
    await replaceTexts(db, surveyId, row.id, [], hashes);
    for (const flag of quality.flags.length ? ['all', ...quality.flags] : [])
      flagRows.push({ session_id: row.id, flag, risk_score: quality.riskScore });
    if (flagRows.length >= RECOUNT_BATCH) await flush();
  });
  await flush();
  await addCounts(db, surveyId, result.counts);
  await saveMedian(db, surveyId, result.median);
}
