// Model calls and design reviews: the AI action ledger (a reservation while a provider is called, billed
// once it answered), an organisation's own model provider credentials (the key sealed), and the dashboard's
// research reviews with their recommendations.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_usage')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ai_usage_organization').on('ai_usage').columns(['organization_id', 'period']).execute();
  await db.schema
    .createTable('organization_model_credentials')
    .addColumn('organization_id', 'text', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('base_url', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('api_key_sealed', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('research_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('overall_score', 'double precision', (c) => c.notNull())
    .addColumn('methodology_score', 'integer', (c) => c.notNull())
    .addColumn('structure_score', 'integer', (c) => c.notNull())
    .addColumn('statistics_score', 'integer', (c) => c.notNull())
    .addColumn('respondent_score', 'integer', (c) => c.notNull())
    .addColumn('review_data', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('research_reviews_survey').on('research_reviews').columns(['survey_id', 'id']).execute();
  await db.schema
    .createTable('review_recommendations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('review_id', 'text', (c) => c.notNull().references('research_reviews.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('rationale', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('dismissed_reason', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_recommendations_review').on('review_recommendations').columns(['review_id', 'position']).execute();
}
