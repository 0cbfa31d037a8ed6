// What every request can reach: the database, the configuration and the logger.
import type { Db } from './database';
import type { Config } from './config';
import type { Logger } from './log';
import type { RateLimiter } from './rate-limit';
import type { SessionVerifier } from './auth/session';
import type { PdfRenderer } from './report/renderer';
import type { AnalysisPool } from './wording-check/pool';
import type { WebhookDispatcher } from './webhooks/dispatcher';
import type { EmailDispatcher } from './email/dispatcher';
import type { ResourceRegistry } from './resource-kit';

export interface Services {
  db: Db;
  config: Config;
  log: Logger;
  rateLimiter: RateLimiter;
  /** The public health check's hourly per-address limit. */
  healthCheckLimiter: RateLimiter;
  /** Wrong passwords per link and per address (src/collectors/guesses.ts). */
  passwordGuesses: RateLimiter;
  /** The limits single operations declare (`x-rate-limit` in openapi.yaml), by name. */
  operationLimiters: Readonly<Record<string, RateLimiter>>;
  /** Verifies dashboard session tokens. */
  sessions: SessionVerifier;
  /** The public health check's analysis worker (off the event loop, with a time budget). */
  healthCheck: AnalysisPool;
  /** The shared headless browser that renders PDF reports (started on first use). */
  renderer: PdfRenderer;
  /** Sends queued webhook deliveries (started with the server). */
  webhooks: WebhookDispatcher;
  /** Sends queued invitations (started with the server). */
  email: EmailDispatcher;
  /** Loads the resources path parameters name (src/resources.ts). */
  resources: ResourceRegistry;
  /**
   * Whether some collector of a survey lets a page on `origin` call the respondent API from a browser (CORS), the
   * survey named by its id or by a session's.
   */
  respondentOrigins: { allowed(origin: string, named: { surveyId: string } | { sessionId: string }): Promise<boolean> };
  /** The operator's run-time switches (`fieldwork flag set`). */
  flags: { enabled(name: string): Promise<boolean> };
  /** True once the process started shutting down: /readyz answers 503 and connections close after each answer. */
  lifecycle: { draining: boolean };
  /** The published contract, as served. */
  contract: { yaml: string; json: string };
}
