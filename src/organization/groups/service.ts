// User groups (docs/design/organisation.md): dashboard users gathered to be granted folders. Names unique per organisation.
import type { Db } from '../../database';
import type { UserGroupRow } from '../../db/schema';
import { nowIso } from '../../db/values';
import type { Schemas } from '../../contract';
import { describedRecord, namedCollection } from '../collection';
import * as groups from './repository';

const groupKind = namedCollection<UserGroupRow, groups.UserGroupWithCount, Schemas['UserGroup']>({
  noun: 'user group',
  list: 'user-groups',
  empty: (row) => ({ ...row, member_count: 0 }),
  toRecord: describedRecord,
  ...groups.userGroupQueries,
});

export const listUserGroupPage = groupKind.page;
export const userGroup = groupKind.one;

export async function createUserGroup(
  db: Db,
  organizationId: string,
  body: Schemas['CreateUserGroupRequest'],
): Promise<Schemas['UserGroup']> {
  return groupKind.create(db, organizationId, body.name, { description: body.description ?? null });
}

export async function updateUserGroup(db: Db, group: UserGroupRow, body: Schemas['UpdateUserGroupRequest']): Promise<Schemas['UserGroup']> {
  return groupKind.update(db, group, body.name, body.description === undefined ? {} : { description: body.description });
}

/** Deletes the group; its memberships and folder grants go with it (a folder left without grants inherits again). */
export async function deleteUserGroup(db: Db, group: UserGroupRow): Promise<void> {
  await groups.userGroupQueries.remove(db.kysely, group.id);
}

export async function groupMembers(db: Db, group: UserGroupRow): Promise<Schemas['UserGroupMembers']> {
  return { groupId: group.id, userIds: await groups.memberIds(db.kysely, group.id) };
}

export async function setGroupMembers(
  db: Db,
  group: UserGroupRow,
  body: Schemas['SetUserGroupMembersRequest'],
): Promise<Schemas['UserGroupMembers']> {
  await db.kysely.transaction().execute(async (trx) => {
    await groups.replaceMembers(trx, group.id, body.userIds);
    await groups.userGroupQueries.update(trx, group.id, { updated_at: nowIso() });
  });
  return groupMembers(db, group);
}
