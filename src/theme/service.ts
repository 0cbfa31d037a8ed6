// Themes as the API reads and sets them (docs/design/theme.md): a survey's own, else its organisation's, else the
// service's default. A theme row keeps the logo's bytes apart from the rest, so the hosted page reads a few hundred
// bytes per screen and the logo only when the logo is asked for.
import type { Db } from '../database';
import type { SurveyRow } from '../db/schema';
import type { Schemas } from '../contract';
import { fromJson, nowIso, toJson } from '../db/values';
import { DEFAULT_THEME, themeOf, type Theme } from './theme';

type Q = Db['kysely'];

/** A theme as stored: whole but for the logo's data, and when it was set. */
export interface StoredTheme {
  theme: Theme;
  updatedAt: string;
}

/** The row of the first owner that has one (a survey, then its organisation). */
const firstOf = <R extends { owner_id: string }>(rows: readonly R[], ownerIds: readonly string[]): R | undefined =>
  ownerIds.map((id) => rows.find((r) => r.owner_id === id)).find(Boolean);

async function firstStored(db: Q, ownerIds: readonly string[]): Promise<StoredTheme | null> {
  const rows = await db.selectFrom('themes').select(['owner_id', 'theme', 'updated_at']).where('owner_id', 'in', ownerIds).execute();
  const row = firstOf(rows, ownerIds);
  return row ? { theme: fromJson<Theme>(row.theme, DEFAULT_THEME), updatedAt: row.updated_at } : null;
}

/** The theme with its logo's data, as the API answers. */
async function whole(db: Q, ownerIds: readonly string[]): Promise<Theme> {
  const row = firstOf(
    await db.selectFrom('themes').select(['owner_id', 'theme', 'logo']).where('owner_id', 'in', ownerIds).execute(),
    ownerIds,
  );
  if (!row) return DEFAULT_THEME;
  const theme = fromJson<Theme>(row.theme, DEFAULT_THEME);
  return theme.logo ? { ...theme, logo: { ...theme.logo, data: row.logo ?? '' } } : theme;
}

async function store(db: Q, owner: { id: string; organizationId: string; surveyId: string | null }, theme: Theme): Promise<void> {
  const values = {
    owner_id: owner.id,
    organization_id: owner.organizationId,
    survey_id: owner.surveyId,
    theme: toJson({ ...theme, logo: theme.logo && { ...theme.logo, data: '' } }),
    logo: theme.logo?.data ?? null,
    updated_at: nowIso(),
  };
  await db
    .insertInto('themes')
    .values(values)
    .onConflict((oc) => oc.column('owner_id').doUpdateSet({ theme: values.theme, logo: values.logo, updated_at: values.updated_at }))
    .execute();
}

const owners = (survey: Pick<SurveyRow, 'id' | 'organization_id'>) => [survey.id, survey.organization_id];

export const organizationTheme = (db: Db, organizationId: string): Promise<Theme> => whole(db.kysely, [organizationId]);

/** The theme a survey's page uses: its own, else its organisation's, else the service's. */
export const surveyTheme = (db: Db, survey: Pick<SurveyRow, 'id' | 'organization_id'>): Promise<Theme> => whole(db.kysely, owners(survey));

/** What the survey's page needs of its theme (no logo data), or null when neither it nor its organisation has one. */
export const pageTheme = (db: Db, survey: Pick<SurveyRow, 'id' | 'organization_id'>): Promise<StoredTheme | null> =>
  firstStored(db.kysely, owners(survey));

/** The logo the survey's page shows: its bytes and type, or null. */
export async function pageLogo(
  db: Db,
  survey: Pick<SurveyRow, 'id' | 'organization_id'>,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const theme = await surveyTheme(db, survey);
  return theme.logo ? { contentType: theme.logo.contentType, bytes: Buffer.from(theme.logo.data, 'base64') } : null;
}

export async function putOrganizationTheme(db: Db, organizationId: string, body: Schemas['ThemeRequest']): Promise<Theme> {
  const theme = themeOf(body);
  await store(db.kysely, { id: organizationId, organizationId, surveyId: null }, theme);
  return theme;
}

export async function putSurveyTheme(db: Db, survey: SurveyRow, body: Schemas['ThemeRequest']): Promise<Theme> {
  const theme = themeOf(body);
  await store(db.kysely, { id: survey.id, organizationId: survey.organization_id, surveyId: survey.id }, theme);
  return theme;
}

export async function deleteSurveyTheme(db: Db, survey: SurveyRow): Promise<void> {
  await db.kysely.deleteFrom('themes').where('owner_id', '=', survey.id).execute();
}
