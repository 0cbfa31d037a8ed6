// Folders (docs/design/organisation.md): the tree, create, rename and move (no cycles, at most 8 levels, names unique among siblings),
// delete when empty. Writers lock the organisation first, so two moves at once are checked one after the other.
import type { Kysely } from 'kysely';
import type { Db } from '../../database';
import type { Database, FolderRow } from '../../db/schema';
import { nowIso } from '../../db/values';
import { newId } from '../../ids';
import { ApiError, invalidField } from '../../errors';
import type { Schemas } from '../../contract';
import { displayName, nameKey } from '../../names';
import { lockOrganization } from '../../auth/organizations';
import * as folders from './repository';
import { FolderTree, MAX_FOLDER_DEPTH } from './tree';

type Q = Kysely<Database>;

async function treeOf(db: Q, organizationId: string): Promise<FolderTree> {
  const [rows, counts] = await Promise.all([folders.listFolderRows(db, organizationId), folders.surveyCounts(db, organizationId)]);
  return new FolderTree(rows, counts);
}

export async function folderTree(db: Db, organizationId: string): Promise<Schemas['FolderTree']> {
  return { folders: (await treeOf(db.kysely, organizationId)).roots() };
}

export async function folderBranch(db: Db, folder: FolderRow): Promise<Schemas['Folder']> {
  return (await treeOf(db.kysely, folder.organization_id)).branch(folder.id);
}

const nameTaken = (name: string) => new ApiError('name_taken', `A folder named '${name}' already exists here.`);

async function assertNameFree(trx: Q, organizationId: string, parentId: string | null, name: string, self?: string): Promise<void> {
  const other = await folders.siblingNamed(trx, organizationId, parentId, nameKey(name));
  if (other && other.id !== self) throw nameTaken(other.name);
}

function assertParent(tree: FolderTree, parentId: string | null): void {
  if (parentId !== null && !tree.has(parentId)) throw invalidField('body', 'parentId', 'is not a folder of this organisation');
}

export async function createFolder(db: Db, organizationId: string, body: Schemas['CreateFolderRequest']): Promise<Schemas['Folder']> {
  const parentId = body.parentId ?? null;
  return db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const tree = await treeOf(trx, organizationId);
    assertParent(tree, parentId);
    if (parentId !== null && tree.depth(parentId) + 1 > MAX_FOLDER_DEPTH) {
      throw invalidField('body', 'parentId', `would nest the folder deeper than ${MAX_FOLDER_DEPTH} levels`);
    }
    await assertNameFree(trx, organizationId, parentId, body.name);
    const now = nowIso();
    const row: FolderRow = {
      id: newId(),
      organization_id: organizationId,
      parent_id: parentId,
      parent_key: parentId ?? '',
      name: displayName(body.name),
      name_key: nameKey(body.name),
      created_at: now,
      updated_at: now,
    };
    await folders.insertFolder(trx, row);
    return { id: row.id, name: row.name, parentId, surveyCount: 0, createdAt: now, updatedAt: now, children: [] };
  });
}

export async function updateFolder(db: Db, folder: FolderRow, body: Schemas['UpdateFolderRequest']): Promise<Schemas['Folder']> {
  const organizationId = folder.organization_id;
  await db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const tree = await treeOf(trx, organizationId);
    const current = tree.lineage(folder.id)[0]; // as it is now, after any move that ran before this one
    const parentId = body.parentId !== undefined ? body.parentId : current.parent_id;
    assertParent(tree, parentId);
    if (parentId !== null && tree.inBranch(folder.id, parentId)) {
      throw new ApiError('folder_cycle', 'A folder cannot move under itself or one of its subfolders.');
    }
    if (parentId !== null && tree.depth(parentId) + tree.height(folder.id) > MAX_FOLDER_DEPTH) {
      throw invalidField('body', 'parentId', `would nest the folder's branch deeper than ${MAX_FOLDER_DEPTH} levels`);
    }
    const name = body.name !== undefined ? body.name : current.name;
    await assertNameFree(trx, organizationId, parentId, name, folder.id);
    await folders.updateFolderRow(trx, folder.id, {
      name: displayName(name),
      name_key: nameKey(name),
      parent_id: parentId,
      parent_key: parentId ?? '',
      updated_at: nowIso(),
    });
  });
  return folderBranch(db, folder);
}

export async function deleteFolder(db: Db, folder: FolderRow): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, folder.organization_id);
    const tree = await treeOf(trx, folder.organization_id);
    const surveys = await folders.countSurveysIn(trx, folder.id);
    const subfolders = tree.childCount(folder.id);
    if (surveys || subfolders) {
      throw new ApiError(
        'folder_not_empty',
        `The folder holds ${surveys} survey${surveys === 1 ? '' : 's'} and ${subfolders} folder${subfolders === 1 ? '' : 's'}; move or delete them first.`,
      );
    }
    await folders.deleteFolderRow(trx, folder.id);
  });
}
