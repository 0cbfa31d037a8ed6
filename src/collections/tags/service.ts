// Tags (docs/design/organisation.md): labels on surveys, names unique per organisation, a colour each.
import type { Db } from '../../database';
import type { TagRow } from '../../db/schema';
import type { Schemas } from '../../contract';
import { namedCollection } from '../collection';
import * as tags from './repository';

/** A tag created without a colour is grey. */
export const DEFAULT_TAG_COLOR = '#6b7280';

const tagKind = namedCollection<TagRow, tags.TagWithCount, Schemas['Tag']>({
  noun: 'tag',
  list: 'tags',
  empty: (row) => ({ ...row, survey_count: 0 }),
  toRecord: (row) => ({
    id: row.id,
    name: row.name,
    color: row.color,
    surveyCount: row.survey_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }),
  ...tags.tagQueries,
});

export const listTagPage = tagKind.page;
export const tag = tagKind.one;

export async function createTag(db: Db, organizationId: string, body: Schemas['CreateTagRequest']): Promise<Schemas['Tag']> {
  return tagKind.create(db, organizationId, body.name, { color: (body.color ?? DEFAULT_TAG_COLOR).toLowerCase() });
}

export async function updateTag(db: Db, row: TagRow, body: Schemas['UpdateTagRequest']): Promise<Schemas['Tag']> {
  return tagKind.update(db, row, body.name, body.color === undefined ? {} : { color: body.color.toLowerCase() });
}

/** Deletes the tag and takes it off every survey (the link rows go with it). */
export async function deleteTag(db: Db, row: TagRow): Promise<void> {
  await tags.tagQueries.remove(db.kysely, row.id);
}
