// Email (docs/design/email.md): sends, their recipients (the outbox: leased by any process, retried with backoff), sending domains.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('collector_id', 'text', (c) => c.notNull().references('collectors.id').onDelete('cascade'))
    .addColumn('list_id', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('scheduled_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_sends_organization').on('email_sends').columns(['organization_id', 'id']).execute();
  await db.schema.createIndex('email_sends_status').on('email_sends').columns(['status']).execute();
  await db.schema
    .createTable('email_recipients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('send_id', 'text', (c) => c.notNull().references('email_sends.id').onDelete('cascade'))
    .addColumn('contact_id', 'text')
    .addColumn('masked_email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('email_recipients_send').on('email_recipients').columns(['send_id', 'id']).execute();
  await db.schema.createIndex('email_recipients_due').on('email_recipients').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('email_recipients_contact').on('email_recipients').columns(['contact_id']).execute();
  await db.schema
    .createTable('sending_domains')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('dkim_selector', 'text', (c) => c.notNull())
    .addColumn('dkim_private_sealed', 'text', (c) => c.notNull())
    .addColumn('records', 'text', (c) => c.notNull())
    .addColumn('last_checked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sending_domains_name').on('sending_domains').columns(['organization_id', 'domain']).unique().execute();
}
