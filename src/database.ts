// The database as the service uses it: the connection (src/db/connect.ts, SQLite or PostgreSQL) and the change
// journal its writers publish on, whose enrichers and reactors the composition root (src/compose.ts) registers.
import { openConnection, type Connection } from './db/connect';
import { Journal } from './journal/journal';
import type { DomainJournal } from './journal/changes';

export interface Db extends Connection {
  /** Where writers publish their changes; the composition root (src/compose.ts) registers its enrichers and reactors. */
  journal: DomainJournal;
}

export function openDb(url: string): Db {
  return { ...openConnection(url), journal: new Journal() };
}
