// Runs the migrations in src/db/migrations, in name order, unchanged on SQLite and PostgreSQL.
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Connection as Db } from './connect';
import * as m0001 from './migrations/0001_foundation';
import * as m0002 from './migrations/0002_responses';
import * as m0003 from './migrations/0003_analytics';
import * as m0004 from './migrations/0004_claim_checks';
import * as m0005 from './migrations/0005_webhooks';
import * as m0006 from './migrations/0006_model_and_review';
import * as m0007 from './migrations/0007_organization';
import * as m0008 from './migrations/0008_rewards';
import * as m0009 from './migrations/0009_contacts';
import * as m0010 from './migrations/0010_collectors';
import * as m0011 from './migrations/0011_email';
import * as m0012 from './migrations/0012_idempotency';
import * as m0013 from './migrations/0013_job_leases';
import * as m0014 from './migrations/0014_variables';
import * as m0015 from './migrations/0015_debriefs';
import * as m0016 from './migrations/0016_calibration';
import * as m0017 from './migrations/0017_instruments';
import * as m0018 from './migrations/0018_export_lines';
import * as m0019 from './migrations/0019_session_flags_by_session';
import * as m0020 from './migrations/0020_foreign_references';
import * as m0021 from './migrations/0021_counter_stripes';
import * as m0022 from './migrations/0022_collector_origins';
import * as m0023 from './migrations/0023_recount_other_choices';
import * as m0024 from './migrations/0024_hidden_fields';
import * as m0025 from './migrations/0025_themes';
import * as m0026 from './migrations/0026_quotas';
import * as m0027 from './migrations/0027_erasure_requests';
import * as m0028 from './migrations/0028_response_corrections';
import * as m0029 from './migrations/0029_event_feed';
import * as m0030 from './migrations/0030_translations';
import * as m0031 from './migrations/0031_session_language';
import * as m0032 from './migrations/0032_export_lines_by_format';
import * as m0033 from './migrations/0033_session_interactions';
import * as m0034 from './migrations/0034_empty_terms';
import * as m0035 from './migrations/0035_collector_locks';
import * as m0036 from './migrations/0036_audit';
import * as m0037 from './migrations/0037_privacy_notice';

const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_responses': m0002,
  '0003_analytics': m0003,
  '0004_claim_checks': m0004,
  '0005_webhooks': m0005,
  '0006_model_and_review': m0006,
  '0007_organization': m0007,
  '0008_rewards': m0008,
  '0009_contacts': m0009,
  '0010_collectors': m0010,
  '0011_email': m0011,
  '0012_idempotency': m0012,
  '0013_job_leases': m0013,
  '0014_variables': m0014,
  '0015_debriefs': m0015,
  '0016_calibration': m0016,
  '0017_instruments': m0017,
  '0018_export_lines': m0018,
  '0019_session_flags_by_session': m0019,
  '0020_foreign_references': m0020,
  '0021_counter_stripes': m0021,
  '0022_collector_origins': m0022,
  '0023_recount_other_choices': m0023,
  '0024_hidden_fields': m0024,
  '0025_themes': m0025,
  '0026_quotas': m0026,
  '0027_erasure_requests': m0027,
  '0028_response_corrections': m0028,
  '0029_event_feed': m0029,
  '0030_translations': m0030,
  '0031_session_language': m0031,
  '0032_export_lines_by_format': m0032,
  '0033_session_interactions': m0033,
  '0034_empty_terms': m0034,
  '0035_collector_locks': m0035,
  '0036_audit': m0036,
  '0037_privacy_notice': m0037,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; returns the migrations it applied. Data steps follow in src/compose.ts. */
export async function migrateSchema(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  // Data steps that need the application's rules rather than SQL: sessions stored before 0003 get counted.
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
