// User groups of dashboard users (D15); members are the identity provider's subjects.
export interface UserGroupsTable {
  id: string;
  organization_id: string;
  name: string;
  name_key: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserGroupMembersTable {
  group_id: string;
  user_id: string;
}
