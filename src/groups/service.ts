// User groups (D15): dashboard users gathered to be granted folders. Names unique per organisation.
import type { Db } from '../database';
import type { UserGroupRow } from '../db/schema';
import { nowIso } from '../db/values';
import { newId } from '../ids';
import { ApiError, notFound } from '../errors';
import type { Schemas } from '../contract';
import { paginate, type ListQuery } from '../paginate';
import { displayName, nameKey } from '../names';
import { lockOrganization } from '../auth/organizations';
import * as groups from './repository';

const toUserGroup = (row: groups.UserGroupWithCount): Schemas['UserGroup'] => ({
  id: row.id,
  name: row.name,
  description: row.description,
  memberCount: row.member_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function listUserGroupPage(db: Db, organizationId: string, query: ListQuery, given: ReadonlySet<string>, secret: string) {
  const page = await paginate({
    list: `user-groups:${organizationId}`,
    query,
    given,
    secret,
    filters: {},
    toFilter: () => organizationId,
    fetch: (org, w) => groups.listUserGroups(db.kysely, org, w),
    count: (org) => groups.countUserGroups(db.kysely, org),
    keyOf: (row) => row.name_key,
  });
  return { data: page.data.map(toUserGroup), pagination: page.pagination };
}

export async function userGroup(db: Db, group: UserGroupRow): Promise<Schemas['UserGroup']> {
  const row = await groups.userGroupWithCount(db.kysely, group.organization_id, group.id);
  if (!row) throw notFound('User group', group.id); // deleted by another request meanwhile
  return toUserGroup(row);
}

async function assertNameFree(db: Db['kysely'], organizationId: string, name: string, self?: string): Promise<void> {
  const other = await groups.groupNamed(db, organizationId, nameKey(name));
  if (other && other.id !== self) throw new ApiError('name_taken', `A user group named '${other.name}' already exists.`);
}

export async function createUserGroup(
  db: Db,
  organizationId: string,
  body: Schemas['CreateUserGroupRequest'],
): Promise<Schemas['UserGroup']> {
  return db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    await assertNameFree(trx, organizationId, body.name);
    const now = nowIso();
    const row: UserGroupRow = {
      id: newId(),
      organization_id: organizationId,
      name: displayName(body.name),
      name_key: nameKey(body.name),
      description: body.description ?? null,
      created_at: now,
      updated_at: now,
    };
    await groups.insertUserGroup(trx, row);
    return toUserGroup({ ...row, member_count: 0 });
  });
}

export async function updateUserGroup(db: Db, group: UserGroupRow, body: Schemas['UpdateUserGroupRequest']): Promise<Schemas['UserGroup']> {
  await db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, group.organization_id);
    const set: Partial<UserGroupRow> = { updated_at: nowIso() };
    if (body.name !== undefined) {
      await assertNameFree(trx, group.organization_id, body.name, group.id);
      Object.assign(set, { name: displayName(body.name), name_key: nameKey(body.name) });
    }
    if (body.description !== undefined) set.description = body.description;
    await groups.updateUserGroupRow(trx, group.id, set);
  });
  return userGroup(db, group);
}

/** Deletes the group; its memberships and folder grants go with it (a folder left without grants inherits again). */
export async function deleteUserGroup(db: Db, group: UserGroupRow): Promise<void> {
  await groups.deleteUserGroupRow(db.kysely, group.id);
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
    await groups.updateUserGroupRow(trx, group.id, { updated_at: nowIso() });
  });
  return groupMembers(db, group);
}
