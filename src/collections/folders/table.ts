// Folders and their grants (docs/design/organisation.md).
import type { Schemas } from '../../contract';

export type FolderAccess = Schemas['FolderAccess'];

export interface FoldersTable {
  id: string;
  organization_id: string;
  parent_id: string | null;
  /** `parent_id`, or '' at the root (a unique index over NULLs would not refuse two roots of one name). */
  parent_key: string;
  name: string;
  name_key: string;
  created_at: string;
  updated_at: string;
}

export interface FolderGrantsTable {
  folder_id: string;
  group_id: string;
  access: FolderAccess;
}
