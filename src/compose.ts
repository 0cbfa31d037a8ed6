// The composition root of the change journal (docs/architecture.md, "The write path"): which enrichers settle a change
// before its writer stores it, which reactors act on the stored change, and how the sessions a judgement re-judged are
// stored. Each declares what it reads and writes; the journal derives the order from that and checks it here, so a
// cycle stops the start. Collectors give a new survey its default link. A new enricher or reactor is registered here,
// and nowhere else.
import { openDb, type Db } from './database';
import type { DomainJournal } from './journal/changes';
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
import { updateSessions } from './responses/repository';

export function subscribe(journal: DomainJournal): DomainJournal {
  return journal
    .stores(updateSessions)
    .enrich(variablesEnricher)
    .enrich(qualityEnricher)
    .react(analyticsReactor)
    .react(collectorsReactor(journal))
    .react(rewardsReactor(journal))
    .react(calibrationReactor(journal))
    .react(quotasReactor(journal))
    .react(webhookReactor)
    .check();
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
