// Rewards (docs/design/rewards.md): each survey's pool of voucher codes (sealed; a keyed hash finds duplicates), its settings, and one
// decision per completed session. `reward_codes.session_id` and `reward_decisions.session_id` are unique: a session
// gets at most one code, and a code goes to at most one session, on both databases.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reward_settings')
    .addColumn('survey_id', 'text', (c) => c.primaryKey().references('surveys.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('exclude_high_risk', 'integer', (c) => c.notNull())
    .addColumn('exclude_screened_out', 'integer', (c) => c.notNull())
    .addColumn('low_stock_threshold', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('low_stock_notified', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('reward_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('code_sealed', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.unique())
    .addColumn('assigned_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reward_codes_hash').on('reward_codes').columns(['survey_id', 'code_hash']).unique().execute();
  await db.schema.createIndex('reward_codes_available').on('reward_codes').columns(['survey_id', 'session_id', 'id']).execute();
  await db.schema
    .createTable('reward_decisions')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('code_id', 'text', (c) => c.references('reward_codes.id'))
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .execute();
}
