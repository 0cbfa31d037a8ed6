// The operations of the contract's "Organisation" tag (openapi.yaml), each a few lines over its capability.
import { folderPermissions, setFolderPermissions as set } from '../src/organization/folders/permissions';
import * as folders from '../src/organization/folders/service';
import { folderBranch, folderTree } from '../src/organization/folders/service';
import * as groups from '../src/organization/groups/service';
import { groupMembers, listUserGroupPage, setGroupMembers, userGroup } from '../src/organization/groups/service';
import { type Handler, orgOf } from '../src/http/types';
import * as tags from '../src/organization/tags/service';
import { listTagPage, tag } from '../src/organization/tags/service';

export const listFolders: Handler<'listFolders'> = async (ctx) => ({ status: 200, body: await folderTree(ctx.services.db, orgOf(ctx).id) });

export const createFolder: Handler<'createFolder'> = async (ctx) => {
  const folder = await folders.createFolder(ctx.services.db, orgOf(ctx).id, ctx.body);
  return { status: 201, body: folder, headers: { Location: `/api/v1/folders/${folder.id}` } };
};

export const getFolder: Handler<'getFolder'> = async (ctx) => ({
  status: 200,
  body: await folderBranch(ctx.services.db, ctx.resources.folder),
});

export const updateFolder: Handler<'updateFolder'> = async (ctx) => ({
  status: 200,
  body: await folders.updateFolder(ctx.services.db, ctx.resources.folder, ctx.body),
});

export const deleteFolder: Handler<'deleteFolder'> = async (ctx) => {
  await folders.deleteFolder(ctx.services.db, ctx.resources.folder);
  return { status: 204 };
};

export const getFolderPermissions: Handler<'getFolderPermissions'> = async (ctx) => ({
  status: 200,
  body: await folderPermissions(ctx.services.db, ctx.resources.folder),
});

export const setFolderPermissions: Handler<'setFolderPermissions'> = async (ctx) => ({
  status: 200,
  body: await set(ctx.services.db, ctx.resources.folder, ctx.body),
});

export const listTags: Handler<'listTags'> = async (ctx) => ({
  status: 200,
  body: await listTagPage(ctx.services.db, orgOf(ctx).id, ctx.query, ctx.given, ctx.services.config.secretKey),
});

export const createTag: Handler<'createTag'> = async (ctx) => {
  const tag = await tags.createTag(ctx.services.db, orgOf(ctx).id, ctx.body);
  return { status: 201, body: tag, headers: { Location: `/api/v1/tags/${tag.id}` } };
};

export const getTag: Handler<'getTag'> = async (ctx) => ({ status: 200, body: await tag(ctx.services.db, ctx.resources.tag) });

export const updateTag: Handler<'updateTag'> = async (ctx) => ({
  status: 200,
  body: await tags.updateTag(ctx.services.db, ctx.resources.tag, ctx.body),
});

export const deleteTag: Handler<'deleteTag'> = async (ctx) => {
  await tags.deleteTag(ctx.services.db, ctx.resources.tag);
  return { status: 204 };
};

export const listUserGroups: Handler<'listUserGroups'> = async (ctx) => ({
  status: 200,
  body: await listUserGroupPage(ctx.services.db, orgOf(ctx).id, ctx.query, ctx.given, ctx.services.config.secretKey),
});

export const createUserGroup: Handler<'createUserGroup'> = async (ctx) => {
  const group = await groups.createUserGroup(ctx.services.db, orgOf(ctx).id, ctx.body);
  return { status: 201, body: group, headers: { Location: `/api/v1/user-groups/${group.id}` } };
};

export const getUserGroup: Handler<'getUserGroup'> = async (ctx) => ({
  status: 200,
  body: await userGroup(ctx.services.db, ctx.resources.group),
});

export const updateUserGroup: Handler<'updateUserGroup'> = async (ctx) => ({
  status: 200,
  body: await groups.updateUserGroup(ctx.services.db, ctx.resources.group, ctx.body),
});

export const deleteUserGroup: Handler<'deleteUserGroup'> = async (ctx) => {
  await groups.deleteUserGroup(ctx.services.db, ctx.resources.group);
  return { status: 204 };
};

export const listUserGroupMembers: Handler<'listUserGroupMembers'> = async (ctx) => ({
  status: 200,
  body: await groupMembers(ctx.services.db, ctx.resources.group),
});

export const setUserGroupMembers: Handler<'setUserGroupMembers'> = async (ctx) => ({
  status: 200,
  body: await setGroupMembers(ctx.services.db, ctx.resources.group, ctx.body),
});
