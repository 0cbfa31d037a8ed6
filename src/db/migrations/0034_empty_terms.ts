// Term counters (an open answer's words) that earlier removals brought to zero were kept, so an erased or corrected
// answer's words stayed in the database (docs/design/erasure.md). Removals now delete them; this deletes those left.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from analytics_counters
    where grp like 'w:%'
      and exists (select 1 from (select survey_id, grp, key from analytics_counters where grp like 'w:%'
                                 group by survey_id, grp, key having sum(n) = 0) as empty
                  where empty.survey_id = analytics_counters.survey_id and empty.grp = analytics_counters.grp
                    and empty.key = analytics_counters.key)`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to restore: a counter of zero and no counter read alike.
}
