// Tags (D15): labels on surveys, names unique per organisation, a colour each.
import type { Db } from '../database';
import type { TagRow } from '../db/schema';
import { nowIso } from '../db/values';
import { newId } from '../ids';
import { ApiError, notFound } from '../errors';
import type { Schemas } from '../contract';
import { paginate, type ListQuery } from '../paginate';
import { displayName, nameKey } from '../names';
import { lockOrganization } from '../auth/organizations';
import * as tags from './repository';

/** A tag created without a colour is grey. */
export const DEFAULT_TAG_COLOR = '#6b7280';

const toTag = (row: tags.TagWithCount): Schemas['Tag'] => ({
  id: row.id,
  name: row.name,
  color: row.color,
  surveyCount: row.survey_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function listTagPage(db: Db, organizationId: string, query: ListQuery, given: ReadonlySet<string>, secret: string) {
  const page = await paginate({
    list: `tags:${organizationId}`,
    query,
    given,
    secret,
    filters: {},
    toFilter: () => organizationId,
    fetch: (org, w) => tags.listTags(db.kysely, org, w),
    count: (org) => tags.countTags(db.kysely, org),
    keyOf: (row) => row.name_key,
  });
  return { data: page.data.map(toTag), pagination: page.pagination };
}

export async function tag(db: Db, row: TagRow): Promise<Schemas['Tag']> {
  const found = await tags.tagWithCount(db.kysely, row.organization_id, row.id);
  if (!found) throw notFound('Tag', row.id); // deleted by another request meanwhile
  return toTag(found);
}

async function assertNameFree(db: Db['kysely'], organizationId: string, name: string, self?: string): Promise<void> {
  const other = await tags.tagNamed(db, organizationId, nameKey(name));
  if (other && other.id !== self) throw new ApiError('name_taken', `A tag named '${other.name}' already exists.`);
}

export async function createTag(db: Db, organizationId: string, body: Schemas['CreateTagRequest']): Promise<Schemas['Tag']> {
  return db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    await assertNameFree(trx, organizationId, body.name);
    const now = nowIso();
    const row: TagRow = {
      id: newId(),
      organization_id: organizationId,
      name: displayName(body.name),
      name_key: nameKey(body.name),
      color: (body.color ?? DEFAULT_TAG_COLOR).toLowerCase(),
      created_at: now,
      updated_at: now,
    };
    await tags.insertTag(trx, row);
    return toTag({ ...row, survey_count: 0 });
  });
}

export async function updateTag(db: Db, row: TagRow, body: Schemas['UpdateTagRequest']): Promise<Schemas['Tag']> {
  await db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, row.organization_id);
    const set: Partial<TagRow> = { updated_at: nowIso() };
    if (body.name !== undefined) {
      await assertNameFree(trx, row.organization_id, body.name, row.id);
      Object.assign(set, { name: displayName(body.name), name_key: nameKey(body.name) });
    }
    if (body.color !== undefined) set.color = body.color.toLowerCase();
    await tags.updateTagRow(trx, row.id, set);
  });
  return tag(db, row);
}

/** Deletes the tag and takes it off every survey (the link rows go with it). */
export async function deleteTag(db: Db, row: TagRow): Promise<void> {
  await tags.deleteTagRow(db.kysely, row.id);
}
