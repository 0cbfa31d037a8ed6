// Counters striped (README: the write path): a counter is the sum of its rows over `stripe`, so concurrent writers of
// one survey add to different rows instead of queueing on one (PostgreSQL row locks are held until commit). The
// table is rebuilt with `stripe` in its primary key (SQLite cannot change a primary key in place); stored counts move
// to stripe 0. The old top-terms index goes: terms are now summed over stripes before they are ranked.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_counter_stripes')
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('grp', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('stripe', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_counter_stripes_pk', ['survey_id', 'grp', 'key', 'stripe'])
    .execute();
  await sql`insert into analytics_counter_stripes (survey_id, grp, key, stripe, n)
            select survey_id, grp, key, 0, n from analytics_counters`.execute(db);
  await db.schema.dropTable('analytics_counters').execute();
  await db.schema.alterTable('analytics_counter_stripes').renameTo('analytics_counters').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_counters_folded')
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('grp', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_counters_pk', ['survey_id', 'grp', 'key'])
    .execute();
  await sql`insert into analytics_counters_folded (survey_id, grp, key, n)
            select survey_id, grp, key, sum(n) from analytics_counters group by survey_id, grp, key`.execute(db);
  await db.schema.dropTable('analytics_counters').execute();
  await db.schema.alterTable('analytics_counters_folded').renameTo('analytics_counters').execute();
  await db.schema.createIndex('analytics_counters_top').on('analytics_counters').columns(['survey_id', 'grp', 'n']).execute();
}
