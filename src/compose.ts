// The composition root of the change journal: which subscribers react to the writers' domain events, and in what
// order. Analytics come first: they take the survey's lock before any session row and store each session's quality
// flags, which rewards (no code for a high-risk session) and the webhook payloads then read. Rewards publish
// `rewards.low_stock` for the webhooks, so they come before them; so does calibration (`calibration.converged`, read
// from the counters the analytics just updated). Collectors give a new survey its default link.
// Variables store a completed session's calculated values before anything reads the session (they take no lock of
// their own, so the analytics' lock is still the first taken). A new subscriber is registered here, and nowhere else.
import { openDb, type Db } from './db/connect';
import type { DomainJournal } from './events/domain';
import { analyticsSubscriber } from './analytics/subscriber';
import { webhookSubscriber } from './webhooks/subscriber';
import { rewardsSubscriber } from './rewards/subscriber';
import { collectorsSubscriber } from './collectors/subscriber';
import { variablesSubscriber } from './variables/subscriber';
import { calibrationSubscriber } from './calibration/subscriber';
import { migrateSchema } from './db/migrate';
import { backfillAnalytics } from './analytics/backfill';

export function subscribe(journal: DomainJournal): DomainJournal {
  return journal
    .subscribe(variablesSubscriber)
    .subscribe(analyticsSubscriber)
    .subscribe(collectorsSubscriber(journal))
    .subscribe(rewardsSubscriber(journal))
    .subscribe(calibrationSubscriber(journal))
    .subscribe(webhookSubscriber);
}

/** Opens the database with the journal's subscribers registered: what the server and the CLI write through. */
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
