// User groups (docs/design/organisation.md): dashboard users gathered to be granted folders. Names unique per organisation.
import type { Db } from '../../database';
import type { UserGroupRow } from '../../db/schema';
import { nowIso } from '../../db/values';
import type { Schemas } from '../../contract';
import { describedCollection } from '../collection';
import * as groups from './repository';

/**
 * User groups: a page of them, one, create, update (the record counts the members), remove (its memberships and folder
 * grants go with it; a folder left without grants inherits again).
 */
export const userGroups = describedCollection<UserGroupRow, groups.UserGroupWithCount>(
  'user group',
  'user-groups',
  groups.userGroupQueries,
);

export async function groupMembers(db: Db, group: UserGroupRow): Promise<Schemas['UserGroupMembers']> {
  return { groupId: group.id, userIds: await groups.memberIds(db.kysely, group.id) };
}

/** Replaces the group's members with `userIds` (the record's `updatedAt` moves). */
export async function setGroupMembers(db: Db, group: UserGroupRow, { userIds }: Schemas['SetUserGroupMembersRequest']) {
  await db.kysely.transaction().execute(async (trx) => {
    await groups.replaceMembers(trx, group.id, userIds);
    await groups.userGroupQueries.update(trx, group.id, { updated_at: nowIso() });
  });
  return groupMembers(db, group);
}
