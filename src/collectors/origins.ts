// The web origins a survey's collectors allow to call the respondent API from a browser (docs/design/collectors.md):
// what a collector stores (each origin serialized as a browser sends it in `Origin`) and which origin a request to
// the respondent API may be answered to.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { invalidField } from '../errors';

/** How many origins one collector may allow. */
export const MAX_ALLOWED_ORIGINS = 20;

/**
 * Each origin as a browser serializes it (`https://shop.example.com`, `http://localhost:8080`: lower case, no default
 * port), without repeats; a value with a path, query, fragment or credentials is refused naming its place.
 */
export function serializedOrigins(values: readonly string[]): string[] {
  const out = new Set<string>();
  values.forEach((value, i) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    const bare =
      url && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !bare) {
      throw invalidField(
        'body',
        `settings.allowedOrigins[${i}]`,
        'must be a web origin: scheme, host and port only, as in https://www.example.com',
      );
    }
    out.add(url.origin);
  });
  return [...out];
}

/** The origins some collector of the survey allows. */
async function originsOfSurvey(db: Kysely<Database>, surveyId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('collectors').select('allowed_origins').where('survey_id', '=', surveyId).execute();
  return new Set(rows.flatMap((r) => JSON.parse(r.allowed_origins) as string[]));
}

/**
 * Whether a browser on `origin` may read the respondent API's answers about the survey (named by its id) or a session
 * of it (named by the session's id): some collector of the survey allows the origin. An unknown id allows none.
 */
export async function originAllowed(
  db: Kysely<Database>,
  origin: string,
  named: { surveyId: string } | { sessionId: string },
): Promise<boolean> {
  let surveyId = 'surveyId' in named ? named.surveyId : null;
  if (!surveyId && 'sessionId' in named) {
    const session = await db.selectFrom('sessions').select('survey_id').where('id', '=', named.sessionId).executeTakeFirst();
    surveyId = session?.survey_id ?? null;
  }
  return surveyId !== null && (await originsOfSurvey(db, surveyId)).has(origin);
}
