// User group queries, scoped to an organisation.
import type { Kysely } from 'kysely';
import type { Database, UserGroupRow } from '../../db/schema';
import { namedQueries, type WithCount } from '../named-repository';
import { replaceLinks } from '../../db/rows';

type Q = Kysely<Database>;

export type UserGroupWithCount = WithCount<UserGroupRow, 'user_groups'>;
export const userGroupQueries = namedQueries<UserGroupRow, 'user_groups'>('user_groups');
export const { find: findUserGroup, existing: existingGroupIds } = userGroupQueries;

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

export async function memberIds(db: Q, groupId: string): Promise<string[]> {
  const rows = await db.selectFrom('user_group_members').select('user_id').where('group_id', '=', groupId).orderBy('user_id').execute();
  return rows.map((r) => r.user_id);
}

export const replaceMembers = (db: Q, groupId: string, userIds: readonly string[]) =>
  replaceLinks(
    db,
    'user_group_members',
    'group_id',
    groupId,
    [...new Set(userIds)].map((user_id) => ({ group_id: groupId, user_id })),
  );
