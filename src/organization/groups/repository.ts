// User group queries, scoped to an organisation.
import type { Kysely } from 'kysely';
import type { Database, UserGroupRow } from '../../db/schema';
import type { PageWindow } from '../../paginate';
import { afterName } from '../../db/keyset';

type Q = Kysely<Database>;

export type UserGroupWithCount = UserGroupRow & { member_count: number };

export async function findUserGroup(db: Q, organizationId: string, id: string): Promise<UserGroupRow | undefined> {
  return db.selectFrom('user_groups').selectAll().where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst();
}

export async function groupNamed(db: Q, organizationId: string, key: string): Promise<UserGroupRow | undefined> {
  return db
    .selectFrom('user_groups')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('name_key', '=', key)
    .executeTakeFirst();
}

const withCount = (db: Q, organizationId: string) =>
  db
    .selectFrom('user_groups')
    .selectAll('user_groups')
    .select((eb) =>
      eb
        .selectFrom('user_group_members')
        .whereRef('user_group_members.group_id', '=', 'user_groups.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('member_count'),
    )
    .where('organization_id', '=', organizationId);

/** Groups by name, then id; a cursor resumes after the last one seen. */
export async function listUserGroups(db: Q, organizationId: string, page: PageWindow): Promise<UserGroupWithCount[]> {
  let q = withCount(db, organizationId);
  const after = page.after;
  if (after) q = q.where(afterName(after));
  const rows = await q.orderBy('name_key').orderBy('id').limit(page.limit).offset(page.offset).execute();
  return rows.map((r) => ({ ...r, member_count: Number(r.member_count) }));
}

export async function userGroupWithCount(db: Q, organizationId: string, id: string): Promise<UserGroupWithCount | undefined> {
  const row = await withCount(db, organizationId).where('id', '=', id).executeTakeFirst();
  return row && { ...row, member_count: Number(row.member_count) };
}

export async function countUserGroups(db: Q, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom('user_groups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Which of `ids` are groups of the organisation. */
export async function existingGroupIds(db: Q, organizationId: string, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('user_groups')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The groups a dashboard user belongs to in the organisation. */
export async function groupsOfUser(db: Q, organizationId: string, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('user_group_members')
    .innerJoin('user_groups', 'user_groups.id', 'user_group_members.group_id')
    .select('user_group_members.group_id')
    .where('user_groups.organization_id', '=', organizationId)
    .where('user_group_members.user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.group_id));
}

export async function insertUserGroup(db: Q, row: UserGroupRow): Promise<void> {
  await db.insertInto('user_groups').values(row).execute();
}

export async function updateUserGroupRow(db: Q, id: string, set: Partial<UserGroupRow>): Promise<void> {
  await db.updateTable('user_groups').set(set).where('id', '=', id).execute();
}

export async function deleteUserGroupRow(db: Q, id: string): Promise<void> {
  await db.deleteFrom('user_groups').where('id', '=', id).execute();
}

export async function memberIds(db: Q, groupId: string): Promise<string[]> {
  const rows = await db.selectFrom('user_group_members').select('user_id').where('group_id', '=', groupId).orderBy('user_id').execute();
  return rows.map((r) => r.user_id);
}

export async function replaceMembers(db: Q, groupId: string, userIds: readonly string[]): Promise<void> {
  await db.deleteFrom('user_group_members').where('group_id', '=', groupId).execute();
  const unique = [...new Set(userIds)];
  // In chunks: one statement's parameters stay far below both databases' limits.
  for (let i = 0; i < unique.length; i += 500) {
    await db
      .insertInto('user_group_members')
      .values(unique.slice(i, i + 500).map((user_id) => ({ group_id: groupId, user_id })))
      .execute();
  }
}
