// Filing a survey (the Surveys operations that place it): in a folder of its organisation and under its tags. Both
// take the organisation's lock, so no folder or tag is deleted meanwhile.
import type { Db } from '../database';
import type { SurveyRow } from '../db/schema';
import { nowIso } from '../db/values';
import { invalid, invalidField, type FieldError } from '../errors';
import { lockOrganization } from '../auth/organizations';
import { findFolder } from '../collections/folders/repository';
import { existingTagIds, replaceSurveyTags } from '../collections/tags/repository';
import { updateSurveyRow } from './repository';

/** Puts a survey in a folder of its organisation, or in none (under the organisation's lock: no folder is deleted meanwhile). */
export async function fileSurvey(db: Db, survey: SurveyRow, folderId: string | null): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, survey.organization_id);
    if (folderId !== null && !(await findFolder(trx, survey.organization_id, folderId))) {
      throw invalidField('body', 'folderId', 'is not a folder of this organisation');
    }
    await updateSurveyRow(trx, survey.id, { folder_id: folderId, updated_at: nowIso() });
  });
}

/** Replaces a survey's tags; every id must name a tag of the survey's organisation. */
export async function setSurveyTags(db: Db, survey: SurveyRow, tagIds: readonly string[]): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await lockOrganization(trx, survey.organization_id);
    const known = await existingTagIds(trx, survey.organization_id, tagIds);
    const errors: FieldError[] = [];
    tagIds.forEach((id, i) => {
      if (!known.has(id)) errors.push({ in: 'body', name: `tagIds[${i}]`, message: 'is not a tag of this organisation' });
      else if (tagIds.indexOf(id) !== i) errors.push({ in: 'body', name: `tagIds[${i}]`, message: 'repeats a tag given above' });
    });
    if (errors.length) throw invalid(errors);
    await replaceSurveyTags(trx, survey.id, tagIds);
    await updateSurveyRow(trx, survey.id, { updated_at: nowIso() });
  });
}
