// The names of an organisation's contacts, opened from their sealed fields: what the debrief findings redact from
// participants' quotes (docs/design/debriefs.md). The most recently changed contacts first, at most `limit` of them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { opened } from './personal';

export async function listContactNames(db: Kysely<Database>, secretKey: string, organizationId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('contacts')
    .select(['first_name_sealed', 'last_name_sealed'])
    .where('organization_id', '=', organizationId)
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute();
  return rows
    .flatMap((r) => [opened(secretKey, r.first_name_sealed), opened(secretKey, r.last_name_sealed)])
    .filter((n): n is string => !!n);
}
