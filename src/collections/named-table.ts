// The columns every named collection has (tags, user groups, contact lists: collections/collection.ts keeps their
// names unique per organisation). Types only: the tables that extend it are read by the schema and the migrations.
export interface NamedRow {
  id: string;
  organization_id: string;
  name: string;
  /** The name as uniqueness compares it (case and spacing folded). */
  name_key: string;
  created_at: string;
  updated_at: string;
}
