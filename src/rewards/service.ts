// Rewards (docs/design/rewards.md): a survey's pool of voucher codes, its settings, uploads (JSON or CSV; duplicates and bad codes
// counted, never stored twice), removal of what nobody received, and the list of assignments (last 4 characters only).
import { parse as parseCsv } from 'csv-parse/sync';
import type { Db } from '../database';
import type { RewardCodeRow, RewardSettingsRow, SurveyRow } from '../db/schema';
import { nowIso } from '../db/values';
import { newId } from '../ids';
import { invalidField } from '../errors';
import type { Schemas } from '../contract';
import { ownedPage, type ListQuery } from '../paginate';
import { keyedHash, seal } from '../auth/seal';
import * as rewards from './repository';

/** A code is at most this long after trimming; longer ones are rejected. */
export const MAX_REWARD_CODE_LENGTH = 200;
/** What a survey's settings are until someone sets them. */
export const DEFAULT_REWARD_SETTINGS: Schemas['RewardSettings'] = {
  enabled: false,
  eligibility: { excludeHighRisk: true, excludeScreenedOut: true },
  lowStockThreshold: 10,
  message: 'Thank you for taking part! Here is your reward.',
};

export const toSettings = (row: RewardSettingsRow | undefined): Schemas['RewardSettings'] =>
  row
    ? {
        enabled: row.enabled === 1,
        eligibility: { excludeHighRisk: row.exclude_high_risk === 1, excludeScreenedOut: row.exclude_screened_out === 1 },
        lowStockThreshold: row.low_stock_threshold,
        message: row.message,
      }
    : DEFAULT_REWARD_SETTINGS;

export async function rewardPool(db: Db, survey: SurveyRow): Promise<Schemas['RewardPool']> {
  const [counts, row] = await Promise.all([rewards.poolCounts(db.kysely, survey.id), rewards.settingsOf(db.kysely, survey.id)]);
  const settings = toSettings(row);
  const available = counts.total - counts.assigned;
  return { ...counts, available, lowStock: available <= settings.lowStockThreshold, settings };
}

export async function updateRewardSettings(db: Db, survey: SurveyRow, body: Schemas['RewardSettings']): Promise<Schemas['RewardPool']> {
  await db.kysely.transaction().execute(async (trx) => {
    const current = await rewards.settingsOf(trx, survey.id);
    const { total, assigned } = await rewards.poolCounts(trx, survey.id);
    await rewards.saveSettings(trx, {
      survey_id: survey.id,
      enabled: body.enabled ? 1 : 0,
      exclude_high_risk: body.eligibility.excludeHighRisk ? 1 : 0,
      exclude_screened_out: body.eligibility.excludeScreenedOut ? 1 : 0,
      low_stock_threshold: body.lowStockThreshold,
      message: body.message,
      // A new threshold the pool is already at or below has nothing new to announce; one above it re-arms.
      low_stock_notified: current && total - assigned <= body.lowStockThreshold ? current.low_stock_notified : 0,
      updated_at: nowIso(),
    });
  });
  return rewardPool(db, survey);
}

/** The codes of an upload: a JSON list, or CSV text with one code per line and an optional header `code`. */
function codesOf(body: Schemas['UploadRewardCodesRequest'] | string): string[] {
  if (typeof body !== 'string') return body.codes;
  let rows: string[][];
  try {
    rows = parseCsv(body, { relax_column_count: true, skip_empty_lines: false, bom: true }) as string[][];
  } catch (error) {
    throw invalidField('body', '(body)', `is not valid CSV: ${(error as Error).message}`);
  }
  const codes = rows.map((r) => r[0] ?? '');
  if (codes.length && codes[0].trim().toLowerCase() === 'code') codes.shift();
  if (codes.length > 10_000) throw invalidField('body', '(body)', 'holds more than 10000 codes');
  return codes;
}

export async function uploadCodes(db: Db, secretKey: string, survey: SurveyRow, body: Schemas['UploadRewardCodesRequest'] | string) {
  const now = nowIso();
  const seen = new Set<string>();
  const rows: RewardCodeRow[] = [];
  let rejected = 0;
  let duplicates = 0;
  for (const raw of codesOf(body)) {
    const code = raw.trim();
    if (!code || code.length > MAX_REWARD_CODE_LENGTH) {
      rejected++;
      continue;
    }
    const hash = keyedHash(secretKey, 'reward-code-hash', code);
    if (seen.has(hash)) {
      duplicates++;
      continue;
    }
    seen.add(hash);
    rows.push({
      id: newId(),
      survey_id: survey.id,
      code_sealed: seal(secretKey, 'reward-code', code),
      code_hash: hash,
      last4: code.slice(-4),
      session_id: null,
      assigned_at: null,
      created_at: now,
    });
  }
  if (!rows.length && !rejected && !duplicates) throw invalidField('body', '(body)', 'holds no codes');
  const added = await db.kysely.transaction().execute(async (trx) => {
    const inserted = await rewards.insertCodes(trx, rows);
    const { total, assigned } = await rewards.poolCounts(trx, survey.id);
    const settings = await rewards.settingsOf(trx, survey.id);
    if (settings && total - assigned > settings.low_stock_threshold) await rewards.setLowStockNotified(trx, survey.id, false);
    return inserted;
  });
  return { added, duplicates: duplicates + rows.length - added, rejected };
}

export async function removeUnassigned(db: Db, survey: SurveyRow): Promise<Schemas['RewardCodesRemoved']> {
  return { removed: await rewards.deleteUnassigned(db.kysely, survey.id) };
}

export async function assignmentPage(db: Db, survey: SurveyRow, query: ListQuery, given: ReadonlySet<string>, secret: string) {
  const page = await ownedPage(
    db.kysely,
    { name: 'reward-assignments', ownerId: survey.id, query, given, secret },
    {
      fetch: rewards.listAssigned,
      count: async (q, surveyId) => (await rewards.poolCounts(q, surveyId)).assigned,
      keyOf: (row) => row.assigned_at,
    },
  );
  return {
    data: page.data.map((r) => ({ sessionId: r.session_id, codePreview: `…${r.last4}`, assignedAt: r.assigned_at })),
    pagination: page.pagination,
  };
}
