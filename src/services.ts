// What every request can reach: the database, the configuration and the logger.
import type { Db } from './db/connect';
import type { Config } from './config';
import type { Logger } from './log';
import type { RateLimiter } from './http/rate-limit';

export interface Services {
  db: Db;
  config: Config;
  log: Logger;
  rateLimiter: RateLimiter;
  /** The published contract, as served. */
  contract: { yaml: string; json: string };
}
