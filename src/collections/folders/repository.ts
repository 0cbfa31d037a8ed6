// Folder queries. Every read is scoped to an organisation; the whole tree of one organisation is small (folders
// nest at most 8 deep and people make dozens, not millions), so tree rules are checked on the loaded tree.
import type { Kysely } from 'kysely';
import type { Database, FolderRow } from '../../db/schema';
import type { FolderAccess } from './table';
import { ownedQueries, replaceLinks } from '../../db/rows';

type Q = Kysely<Database>;

export const {
  find: findFolder,
  insert: insertFolder,
  update: updateFolderRow,
  remove: deleteFolderRow,
} = ownedQueries('folders', 'organization_id');

export async function listFolderRows(db: Q, organizationId: string): Promise<FolderRow[]> {
  return db.selectFrom('folders').selectAll().where('organization_id', '=', organizationId).orderBy('name_key').orderBy('id').execute();
}

/** How many surveys sit directly in each folder of the organisation. */
export async function surveyCounts(db: Q, organizationId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('surveys')
    .select(['folder_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('organization_id', '=', organizationId)
    .where('folder_id', 'is not', null)
    .groupBy('folder_id')
    .execute();
  return new Map(rows.map((r) => [r.folder_id as string, Number(r.n)]));
}

export async function siblingNamed(db: Q, organizationId: string, parentId: string | null, key: string): Promise<FolderRow | undefined> {
  return db
    .selectFrom('folders')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('parent_key', '=', parentId ?? '')
    .where('name_key', '=', key)
    .executeTakeFirst();
}

/** How many surveys sit directly in a folder. */
export const { count: countSurveysIn } = ownedQueries('surveys', 'folder_id');

export interface Grant {
  groupId: string;
  access: FolderAccess;
}

/** The grants of the given folders, by folder. */
export async function grantsOf(db: Q, folderIds: readonly string[]): Promise<Map<string, Grant[]>> {
  const byFolder = new Map<string, Grant[]>();
  if (!folderIds.length) return byFolder;
  const rows = await db
    .selectFrom('folder_grants')
    .innerJoin('user_groups', 'user_groups.id', 'folder_grants.group_id')
    .select(['folder_grants.folder_id', 'folder_grants.group_id', 'folder_grants.access'])
    .where('folder_grants.folder_id', 'in', folderIds)
    .orderBy('user_groups.name_key')
    .orderBy('folder_grants.group_id')
    .execute();
  for (const r of rows) byFolder.set(r.folder_id, [...(byFolder.get(r.folder_id) ?? []), { groupId: r.group_id, access: r.access }]);
  return byFolder;
}

export async function replaceGrants(db: Q, folderId: string, grants: readonly Grant[]): Promise<void> {
  const rows = grants.map((g) => ({ folder_id: folderId, group_id: g.groupId, access: g.access }));
  await replaceLinks(db, 'folder_grants', 'folder_id', folderId, rows);
}
