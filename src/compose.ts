// The composition root of the change journal (README: the write path): which enrichers compute a changed session's
// columns before its writer stores it, and which reactors act on the stored change. Enrichers run in the order given
// here (neither reads the other's columns); each reactor runs after those it names in its own `after`, so the order
// of the reactors below does not matter. Collectors give a new survey its default link. A new enricher or reactor is
// registered here, and nowhere else.
import { openDb, type Db } from './database';
import type { DomainJournal } from './events/domain';
import { qualityEnricher } from './analytics/enricher';
import { analyticsReactor } from './analytics/reactor';
import { webhookReactor } from './webhooks/reactor';
import { rewardsReactor } from './rewards/reactor';
import { collectorsReactor } from './collectors/reactor';
import { variablesEnricher } from './variables/enricher';
import { calibrationReactor } from './calibration/reactor';
import { quotasReactor } from './quotas/reactor';
import { migrateSchema } from './db/migrate';
import { backfillAnalytics } from './analytics/backfill';

export function subscribe(journal: DomainJournal): DomainJournal {
  return journal
    .enrich(variablesEnricher)
    .enrich(qualityEnricher)
    .react(analyticsReactor)
    .react(collectorsReactor(journal))
    .react(rewardsReactor(journal))
    .react(calibrationReactor(journal))
    .react(quotasReactor(journal))
    .react(webhookReactor);
}

/** Opens the database with the journal's enrichers and reactors registered: what the server and the CLI write through. */
export function openServiceDb(url: string): Db {
  const db = openDb(url);
  subscribe(db.journal);
  return db;
}

/** The schema migrations, then the data steps they need (sessions stored before the analytics existed get counted). */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const applied = await migrateSchema(db);
  await backfillAnalytics(db.kysely);
  return applied;
}
