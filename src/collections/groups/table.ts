// User groups of dashboard users (docs/design/organisation.md); members are the identity provider's subjects.
import type { NamedRow } from '../named-table';

export interface UserGroupsTable extends NamedRow {
  description: string | null;
}

export interface UserGroupMembersTable {
  group_id: string;
  user_id: string;
}
