// Organisations: their plan, per-feature overrides and permissions (docs/design/plans.md).
import type { Kysely } from 'kysely';
import type { Db } from '../database';
import type { Database, OrganizationRow } from '../db/schema';
import { fromJson, nowIso, toJson } from '../db/values';
import { newId } from '../ids';
import { hasFeature, isPlan, type Feature, type Permission, type Plan } from './plans';

export async function createOrganization(db: Db, name: string, plan: Plan): Promise<OrganizationRow> {
  const row: OrganizationRow = { id: newId(), name, plan, feature_overrides: '{}', permissions: '{}', created_at: nowIso() };
  await db.kysely.insertInto('organizations').values(row).execute();
  return row;
}

export async function findOrganization(db: Db, id: string): Promise<OrganizationRow | undefined> {
  return db.kysely.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listOrganizations(db: Db): Promise<OrganizationRow[]> {
  return db.kysely.selectFrom('organizations').selectAll().orderBy('created_at').orderBy('id').execute();
}

export async function countOrganizations(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('organizations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface OrganizationChange {
  plan?: Plan;
  features?: Partial<Record<Feature, boolean>>;
  permissions?: Partial<Record<Permission, boolean>>;
}

export async function updateOrganization(db: Db, id: string, change: OrganizationChange): Promise<OrganizationRow | undefined> {
  return db.kysely.transaction().execute(async (trx) => {
    const org = await trx.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
    if (!org) return undefined;
    const next: OrganizationRow = {
      ...org,
      plan: change.plan ?? org.plan,
      feature_overrides: toJson({ ...fromJson(org.feature_overrides, {}), ...change.features }),
      permissions: toJson({ ...fromJson(org.permissions, {}), ...change.permissions }),
    };
    await trx.updateTable('organizations').set(next).where('id', '=', id).execute();
    return next;
  });
}

export function organizationHasFeature(org: OrganizationRow, feature: Feature): boolean {
  const plan = isPlan(org.plan) ? org.plan : 'free';
  return hasFeature(plan, fromJson(org.feature_overrides, {}), feature);
}

export function organizationHasPermission(org: OrganizationRow, permission: Permission): boolean {
  return fromJson<Partial<Record<Permission, boolean>>>(org.permissions, {})[permission] === true;
}

/**
 * Takes the organisation row's write lock inside `trx` (a write, so it locks on both databases): writers of the
 * organisation's structure (folder moves, names unique among siblings) run one at a time per organisation.
 */
export async function lockOrganization(trx: Kysely<Database>, id: string): Promise<void> {
  await trx
    .updateTable('organizations')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', id)
    .execute();
}
