// The operations of the contract's "Organisation" tag (openapi.yaml), each a few lines over its capability.
import { ok, created, noContent } from '../src/http/replies';
import { folderPermissions, setFolderPermissions as set } from '../src/collections/folders/permissions';
import * as folders from '../src/collections/folders/service';
import { folderBranch, folderTree } from '../src/collections/folders/service';
import { groupMembers, setGroupMembers, userGroups } from '../src/collections/groups/service';
import { orgOf, pageRequestOf } from '../src/http/types';
import { organizationTheme, putOrganizationTheme } from '../src/theme/service';
import * as tags from '../src/collections/tags/service';
import { listTagPage, tag } from '../src/collections/tags/service';

export const listFolders = ok<'listFolders'>((ctx) => folderTree(ctx.services.db, orgOf(ctx).id));

export const createFolder = created<'createFolder'>((ctx) => folders.createFolder(ctx.services.db, orgOf(ctx).id, ctx.body));

export const getFolder = ok<'getFolder'>((ctx) => folderBranch(ctx.services.db, ctx.resources.folder));

export const updateFolder = ok<'updateFolder'>((ctx) => folders.updateFolder(ctx.services.db, ctx.resources.folder, ctx.body));

export const deleteFolder = noContent<'deleteFolder'>((ctx) => folders.deleteFolder(ctx.services.db, ctx.resources.folder));

export const getFolderPermissions = ok<'getFolderPermissions'>((ctx) => folderPermissions(ctx.services.db, ctx.resources.folder));

export const setFolderPermissions = ok<'setFolderPermissions'>((ctx) => set(ctx.services.db, ctx.resources.folder, ctx.body));

export const listTags = ok<'listTags'>((ctx) => listTagPage(ctx.services.db, orgOf(ctx).id, pageRequestOf(ctx)));

export const createTag = created<'createTag'>((ctx) => tags.createTag(ctx.services.db, orgOf(ctx).id, ctx.body));

export const getTag = ok<'getTag'>((ctx) => tag(ctx.services.db, ctx.resources.tag));

export const updateTag = ok<'updateTag'>((ctx) => tags.updateTag(ctx.services.db, ctx.resources.tag, ctx.body));

export const deleteTag = noContent<'deleteTag'>((ctx) => tags.deleteTag(ctx.services.db, ctx.resources.tag));

export const listUserGroups = ok<'listUserGroups'>((ctx) => userGroups.page(ctx.services.db, orgOf(ctx).id, pageRequestOf(ctx)));

export const createUserGroup = created<'createUserGroup'>((ctx) => userGroups.create(ctx.services.db, orgOf(ctx).id, ctx.body));

export const getUserGroup = ok<'getUserGroup'>((ctx) => userGroups.one(ctx.services.db, ctx.resources.group));

export const updateUserGroup = ok<'updateUserGroup'>((ctx) => userGroups.update(ctx.services.db, ctx.resources.group, ctx.body));

export const deleteUserGroup = noContent<'deleteUserGroup'>((ctx) => userGroups.remove(ctx.services.db, ctx.resources.group));

export const listUserGroupMembers = ok<'listUserGroupMembers'>((ctx) => groupMembers(ctx.services.db, ctx.resources.group));

export const setUserGroupMembers = ok<'setUserGroupMembers'>((ctx) => setGroupMembers(ctx.services.db, ctx.resources.group, ctx.body));

export const getTheme = ok<'getTheme'>((ctx) => organizationTheme(ctx.services.db, orgOf(ctx).id));

export const putTheme = ok<'putTheme'>((ctx) => putOrganizationTheme(ctx.services.db, orgOf(ctx).id, ctx.body));
