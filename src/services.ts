// What every request can reach: the database, the configuration and the logger.
import type { Db } from './db/connect';
import type { Config } from './config';
import type { Logger } from './log';
import type { RateLimiter } from './http/rate-limit';
import type { SessionVerifier } from './auth/session';
import type { PdfRenderer } from './report/renderer';
import type { WebhookDispatcher } from './webhooks/dispatcher';

export interface Services {
  db: Db;
  config: Config;
  log: Logger;
  rateLimiter: RateLimiter;
  /** The public health check's hourly per-address limit. */
  healthCheckLimiter: RateLimiter;
  /** Pretest comparisons per organisation per minute. */
  pretestLimiter: RateLimiter;
  /** Research reviews per organisation per hour. */
  reviewLimiter: RateLimiter;
  /** Verifies dashboard session tokens. */
  sessions: SessionVerifier;
  /** The shared headless browser that renders PDF reports (started on first use). */
  renderer: PdfRenderer;
  /** Sends queued webhook deliveries (started with the server). */
  webhooks: WebhookDispatcher;
  /** The published contract, as served. */
  contract: { yaml: string; json: string };
}
