// The hosted page in its survey's theme (docs/design/theme.md): the stylesheet the page links after its own, and the
// logo, both from the page's own origin so the strict Content-Security-Policy stays. A link that shows no page (no
// such collector, a draft survey) has neither.
import type { Db } from '../database';
import type { SurveyRow } from '../db/schema';
import { collectorById } from '../collectors/repository';
import { pageLogo, pageTheme } from '../theme/service';
import { DEFAULT_THEME, themeCss } from '../theme/theme';

async function publishedSurvey(db: Db, collectorId: string): Promise<SurveyRow | null> {
  const collector = await collectorById(db.kysely, collectorId);
  if (!collector) return null;
  const survey = await db.kysely.selectFrom('surveys').selectAll().where('id', '=', collector.survey_id).executeTakeFirst();
  return survey && survey.status !== 'draft' ? survey : null;
}

/** The page's theme stylesheet (the service's default theme when neither the survey nor its organisation has one). */
export async function themeStylesheet(db: Db, collectorId: string): Promise<string | null> {
  const survey = await publishedSurvey(db, collectorId);
  return survey ? themeCss((await pageTheme(db, survey))?.theme ?? DEFAULT_THEME) : null;
}

export async function themeLogo(db: Db, collectorId: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const survey = await publishedSurvey(db, collectorId);
  return survey ? pageLogo(db, survey) : null;
}

/** The theme's path for a collector's page, versioned by when it was set, so a changed theme is fetched anew. */
export const themePath = (collectorId: string, updatedAt: string): string =>
  `/s/${collectorId}/theme/style.css?v=${encodeURIComponent(updatedAt)}`;
export const logoPath = (collectorId: string, updatedAt: string): string =>
  `/s/${collectorId}/theme/logo?v=${encodeURIComponent(updatedAt)}`;
