// The organisation's structure (docs/design/organisation.md): folders (a tree, names unique among siblings), tags on surveys, user groups
// of dashboard users and the groups' grants on folders. Names are kept with a case-folded key, so uniqueness
// "compared case-insensitively" is a plain unique index on both databases.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('folders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('parent_id', 'text', (c) => c.references('folders.id'))
    .addColumn('parent_key', 'text', (c) => c.notNull()) // parent_id, or '' at the root: unique indexes ignore NULLs
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('folders_sibling_name')
    .on('folders')
    .columns(['organization_id', 'parent_key', 'name_key'])
    .unique()
    .execute();
  await db.schema
    .alterTable('surveys')
    .addColumn('folder_id', 'text', (c) => c.references('folders.id'))
    .execute();
  await db.schema.createIndex('surveys_folder').on('surveys').columns(['folder_id']).execute();

  await db.schema
    .createTable('tags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tags_name').on('tags').columns(['organization_id', 'name_key']).unique().execute();
  await db.schema
    .createTable('survey_tags')
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('tag_id', 'text', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('survey_tags_pk', ['survey_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('survey_tags_tag').on('survey_tags').columns(['tag_id', 'survey_id']).execute();

  await db.schema
    .createTable('user_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_groups_name').on('user_groups').columns(['organization_id', 'name_key']).unique().execute();
  await db.schema
    .createTable('user_group_members')
    .addColumn('group_id', 'text', (c) => c.notNull().references('user_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_group_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('user_group_members_user').on('user_group_members').columns(['user_id', 'group_id']).execute();
  await db.schema
    .createTable('folder_grants')
    .addColumn('folder_id', 'text', (c) => c.notNull().references('folders.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (c) => c.notNull().references('user_groups.id').onDelete('cascade'))
    .addColumn('access', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('folder_grants_pk', ['folder_id', 'group_id'])
    .execute();
}
