// The quality enricher (docs/architecture.md, "The write path"): judges each changed session before its writer stores
// it, so a session row is written once with its quality, and settles the stored sessions the change judges again
// (./judge.ts), which the writer stores once too and the event carries. It reads what makes a session a duplicate (an
// earlier session with the same contact, browser or text) under the narrow keys of those (src/db/locks.ts); a change
// that holds a completion also takes the survey's analytics key first, and judges speed by the median after the change
// (the stored completion times plus its own), so every reactor reads the flags the response record shows.
import type { SessionRow } from '../db/schema';
import type { SessionsChanged, SessionsDeleted, SessionEnricher, Settled } from '../journal/changes';
import type { Enrichment, Reader } from '../journal/journal';
import { lockKeys } from '../db/locks';
import { dupFromEvidence, qualityColumns, storedQuality, textChange } from './maintain';
import { NO_DUPLICATE, duplicateTextHashes, evaluateQuality, type DuplicateEvidence } from './quality';
import { viewOf } from './session';
import { firstSessionBy, hasEarlierHolder } from './store';
import { structureOf } from './structure';
import { analyticsKey, judgeAround, medianMove, removersOf, touchedTexts } from './judge';
import { rejudgeAll } from './recount';

/** The narrow keys of what makes a session a duplicate of another: its texts, contact and browser. */
const textKey = (surveyId: string, hash: string): string => `text:${surveyId}:${hash}`;
export const identityKeys = (surveyId: string, row: Pick<SessionRow, 'contact_id' | 'fingerprint'>): string[] => [
  ...(row.contact_id ? [`contact:${surveyId}:${row.contact_id}`] : []),
  ...(row.fingerprint ? [`fingerprint:${surveyId}:${row.fingerprint}`] : []),
];

/** The smallest id among `rows` holding each value `of` gives (a batch's sessions are not stored yet). */
function firstIn<T extends { id: string }>(rows: readonly T[], of: (row: T) => readonly string[]): Map<string, string> {
  const first = new Map<string, string>();
  for (const row of rows) for (const v of of(row)) if (!first.has(v) || row.id < first.get(v)!) first.set(v, row.id);
  return first;
}

/**
 * Duplicate evidence for new sessions: an earlier (smaller id) session with the same contact or fingerprint, stored
 * or earlier in the same batch.
 */
async function identityDuplicates(db: Reader, surveyId: string, rows: SessionRow[]): Promise<Map<string, DuplicateEvidence>> {
  const earlier = async (column: 'contact_id' | 'fingerprint') => {
    const batch = firstIn(rows, (r) => (r[column] ? [r[column]] : []));
    const stored = await firstSessionBy(db, surveyId, column, [...batch.keys()]);
    return (r: SessionRow): boolean => {
      const value = r[column];
      if (!value) return false;
      return (stored.get(value) ?? r.id) < r.id || batch.get(value)! < r.id;
    };
  };
  const contact = await earlier('contact_id');
  const fingerprint = await earlier('fingerprint');
  return new Map(rows.map((r) => [r.id, { contact: contact(r), fingerprint: fingerprint(r), text: false }]));
}

const completes = (c: { before: SessionRow | null; after: SessionRow }): boolean =>
  c.after.status === 'completed' || c.before?.status === 'completed';

async function judge(db: Reader, payload: SessionsChanged): Promise<Enrichment<SessionRow, Settled>> {
  const { survey, questionnaire, changes } = payload;
  const structure = structureOf(questionnaire);
  const completing = changes.some(completes);
  const texts = changes.map((c) => textChange(c.before, c.after, structure));
  // One round trip for every key, in key order (the analytics key sorts first, as a bulk writer takes it first).
  await lockKeys(db, [
    ...(completing ? [analyticsKey(survey.id)] : []),
    ...texts.flatMap((t) => [...t.removed, ...t.added].map((h) => textKey(survey.id, h))),
    ...changes.filter((c) => c.before === null).flatMap((c) => identityKeys(survey.id, c.after)),
  ]);
  const median = completing
    ? await medianMove(
        db,
        survey.id,
        changes.map((c) => ({ before: c.before ? viewOf(c.before).seconds : null, after: viewOf(c.after).seconds })),
      )
    : null;
  const identity = await identityDuplicates(
    db,
    survey.id,
    changes.filter((c) => c.before === null).map((c) => c.after),
  );
  // A batch's own sessions hold texts too, not stored yet: an earlier one of them with the same text makes a copy.
  const firstHolder = firstIn(
    changes.map((c, i) => ({ id: c.after.id, hashes: texts[i].hashes })),
    (r) => r.hashes,
  );
  const ids = new Set(changes.map((c) => c.after.id));
  const touched = touchedTexts(changes.map((c, i) => ({ id: c.after.id, ...texts[i] })));
  const columns: Partial<SessionRow>[] = [];
  for (const [i, { before, after }] of changes.entries()) {
    const { hashes, removed, added } = texts[i];
    const stored = before ? dupFromEvidence(storedQuality(before)) : NO_DUPLICATE;
    // Whether an earlier session holds one of its texts changes only with its texts: when they stay, the stored
    // evidence holds (a neighbour's change judges this session again, as it does any later holder).
    const textsStay = before !== null && removed.length === 0 && added.length === 0;
    const inBatch = hashes.some((h) => firstHolder.get(h)! < after.id);
    const dup: DuplicateEvidence = {
      ...(identity.get(after.id) ?? stored),
      text: textsStay
        ? stored.text
        : inBatch || (await hasEarlierHolder(db, survey.id, hashes, after.id, removersOf(touched.removedBy, hashes))),
    };
    columns.push(qualityColumns(evaluateQuality(viewOf(after), structure, dup, median?.after ?? null)));
  }
  const rejudged = await judgeAround(db, {
    surveyId: survey.id,
    structure,
    ids,
    holding: changes.map((c, i) => ({ id: c.after.id, hashes: texts[i].hashes })),
    ...touched,
    median,
  });
  return { columns, settled: { rejudged, median } };
}

/**
 * Deleted sessions judge others again too: the next holder of a text one of them held first, and the completions the
 * median's move re-flags. The deleting writer holds the survey's locks (it is a bulk writer).
 */
async function judgeDeletion(db: Reader, { survey, questionnaire, sessions }: SessionsDeleted): Promise<Enrichment<SessionRow, Settled>> {
  const structure = structureOf(questionnaire);
  const completing = sessions.some((r) => r.status === 'completed');
  if (completing) await lockKeys(db, [analyticsKey(survey.id)]);
  const median = completing
    ? await medianMove(
        db,
        survey.id,
        sessions.map((r) => ({ before: viewOf(r).seconds, after: null })),
      )
    : null;
  const rejudged = await judgeAround(db, {
    surveyId: survey.id,
    structure,
    ids: new Set(sessions.map((r) => r.id)),
    holding: [],
    ...touchedTexts(sessions.map((r) => ({ id: r.id, removed: duplicateTextHashes(viewOf(r), structure), added: [] }))),
    median,
  });
  return { settled: { rejudged, median } };
}

export const qualityEnricher: SessionEnricher = {
  name: 'quality',
  columns: ['quality_flags', 'risk_score', 'quality_evidence'],
  settles: ['rejudged', 'median'],
  on: {
    'sessions.deleted': judgeDeletion,
    'questionnaire.changed': async (db, { survey }) => ({ settled: { rejudged: await rejudgeAll(db, survey.id) } }),
    'session.started': judge,
    'session.answered': judge,
    'session.completed': judge,
    'session.abandoned': judge,
    'session.imported': judge,
    'session.corrected': judge,
    'session.recomputed': judge,
  },
};
