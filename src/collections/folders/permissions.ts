// Folder permissions (docs/design/organisation.md): grants of user groups on folders, inherited from the nearest ancestor that has some,
// open to the whole organisation when none has. They bind the dashboard only; API keys are organisation-wide.
import type { Db } from '../../database';
import type { FolderRow } from '../../db/schema';
import { invalid, type FieldError } from '../../errors';
import type { Schemas } from '../../contract';
import { lockOrganization } from '../../auth/organizations';
import { existingGroupIds, groupsOfUser } from '../groups/repository';
import * as folders from './repository';
import { FolderTree } from './tree';
import type { FolderAccess } from './table';

interface Effective {
  source: 'own' | 'inherited' | 'open';
  folderId: string | null;
  grants: folders.Grant[];
}

async function effectiveGrants(db: Db, organizationId: string, folderId: string): Promise<{ own: folders.Grant[]; effective: Effective }> {
  const tree = new FolderTree(await folders.listFolderRows(db.kysely, organizationId), new Map());
  const lineage = tree.lineage(folderId).map((f) => f.id);
  const grants = await folders.grantsOf(db.kysely, lineage);
  const own = grants.get(folderId) ?? [];
  const from = lineage.find((id) => grants.has(id));
  const effective: Effective = from
    ? { source: from === folderId ? 'own' : 'inherited', folderId: from, grants: grants.get(from) ?? [] }
    : { source: 'open', folderId: null, grants: [] };
  return { own, effective };
}

export async function folderPermissions(db: Db, folder: FolderRow): Promise<Schemas['FolderPermissions']> {
  const { own, effective } = await effectiveGrants(db, folder.organization_id, folder.id);
  return { folderId: folder.id, grants: own, effective };
}

export async function setFolderPermissions(db: Db, folder: FolderRow, { grants }: Schemas['SetFolderPermissionsRequest']) {
  await db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, folder.organization_id);
    const ids = grants.map((g) => g.groupId);
    const known = await existingGroupIds(trx, folder.organization_id, ids);
    const errors: FieldError[] = [];
    ids.forEach((id, i) => {
      const name = `grants[${i}].groupId`;
      if (!known.has(id)) errors.push({ in: 'body', name, message: 'is not a user group of this organisation' });
      else if (ids.indexOf(id) !== i) errors.push({ in: 'body', name, message: 'repeats a group already granted above' });
    });
    if (errors.length) throw invalid(errors);
    await folders.replaceGrants(trx, folder.id, grants);
  });
  return folderPermissions(db, folder);
}

/**
 * What a dashboard user may do with a survey in `folderId`: `edit` (also when nothing restricts the folder), `view`,
 * or null when none of the user's groups has a grant in effect.
 */
export async function dashboardAccess(
  db: Db,
  organizationId: string,
  folderId: string | null,
  userId: string,
): Promise<FolderAccess | null> {
  if (folderId === null) return 'edit';
  const { effective } = await effectiveGrants(db, organizationId, folderId);
  if (effective.source === 'open') return 'edit';
  const groups = await groupsOfUser(db.kysely, organizationId, userId);
  const mine = effective.grants.filter((g) => groups.has(g.groupId));
  if (mine.some((g) => g.access === 'edit')) return 'edit';
  return mine.length ? 'view' : null;
}
