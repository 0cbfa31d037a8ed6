// The monthly AI action allowance (docs/design/plans.md, docs/design/model-calls.md). A billed call is checked before the provider is called and recorded
// only after it answered: the check reserves the call's weight in the ledger (`ai_usage`, status `reserved`) while
// the organisation's row is locked, so concurrent calls see each other's reservations and can never overspend; an
// answer turns the reservation into `billed`, a failure deletes it. A reservation left by a process that died
// mid-call lapses after MODEL.reservationSeconds.
import type { Db } from '../database';
import type { OrganizationRow } from '../db/schema';
import { ApiError } from '../errors';
import { newId } from '../ids';
import { MONTHLY_AI_ALLOWANCE, isPlan } from '../auth/plans';
import { MODEL } from './thresholds';

export interface AllowanceState {
  period: string;
  limit: number;
  used: number;
  remaining: number;
}

/** The calendar month (UTC) an instant falls in: `YYYY-MM`. */
export const periodOf = (now: Date): string => now.toISOString().slice(0, 7);

const limitOf = (org: OrganizationRow): number => (isPlan(org.plan) ? MONTHLY_AI_ALLOWANCE[org.plan] : 0);

type Executor = Db['kysely'];

async function usedIn(db: Executor, organizationId: string, period: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('ai_usage')
    .select((eb) => eb.fn.sum<number | string | null>('weight').as('used'))
    .where('organization_id', '=', organizationId)
    .where('period', '=', period)
    .where((eb) => eb.or([eb('status', '=', 'billed'), eb('expires_at', '>', now.toISOString())]))
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

export async function allowanceState(db: Db, org: OrganizationRow, now = new Date()): Promise<AllowanceState> {
  const period = periodOf(now);
  const limit = limitOf(org);
  const used = await usedIn(db.kysely, org.id, period, now);
  return { period, limit, used, remaining: Math.max(0, limit - used) };
}

/** Reserves `weight` actions for one call, or refuses with 402 `quota_exceeded` when they would pass the allowance. */
export async function reserve(db: Db, org: OrganizationRow, operation: string, weight: number, now = new Date()): Promise<string> {
  const period = periodOf(now);
  const limit = limitOf(org);
  const id = newId();
  await db.kysely.transaction().execute(async (trx) => {
    // The organisation's row lock orders concurrent reservations (SQLite runs one transaction at a time anyway).
    await trx.updateTable('organizations').set({ id: org.id }).where('id', '=', org.id).execute();
    const used = await usedIn(trx, org.id, period, now);
    if (used + weight > limit) {
      throw new ApiError(
        'quota_exceeded',
        `This call needs ${weight} AI actions and ${Math.max(0, limit - used)} of the ${org.plan} plan's ${limit} are left for ${period}.`,
      );
    }
    await trx
      .insertInto('ai_usage')
      .values({
        id,
        organization_id: org.id,
        period,
        operation,
        weight,
        status: 'reserved',
        provider: null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + MODEL.reservationSeconds * 1000).toISOString(),
      })
      .execute();
  });
  return id;
}

/** The provider answered: the reservation is billed. */
export async function bill(db: Db, reservationId: string, provider: string): Promise<void> {
  await db.kysely.updateTable('ai_usage').set({ status: 'billed', provider }).where('id', '=', reservationId).execute();
}

/** The provider failed: nothing is billed. */
export async function release(db: Db, reservationId: string): Promise<void> {
  await db.kysely.deleteFrom('ai_usage').where('id', '=', reservationId).where('status', '=', 'reserved').execute();
}
