// Assembles the service (database, migrations, rate limiter, express app) and serves it.
import { capConnectionsPerAddress } from './http/connection-cap';
import http, { type Server } from 'node:http';
import { HOUR_SECONDS, HTTP_LIMITS, type Config } from './config';
import { migrateToLatest, openServiceDb } from './compose';
import { createLogger, type Logger } from './log';
import { createApp } from './http/app';
import { handlers } from '../generated/handlers';
import { RateLimiter } from './rate-limit';
import { PdfRenderer } from './report/renderer';
import { AnalysisPool } from './wording-check/pool';
import { WebhookDispatcher } from './webhooks/dispatcher';
import { EmailDispatcher } from './email/dispatcher';
import { PASSWORD_GUESSES } from './collectors/guesses';
import { SessionVerifier } from './auth/session';
import { startAbandonSweep } from './responses/abandon';
import { startRetentionSweep } from './retention/sweep';
import { startVariableRecompute } from './variables/job';
import { startExportLinesKeeper } from './exports/keeper';
import type { Services } from './services';
import { publishedContract } from './docs/contract';
import { resourceRegistry } from './resources';
import { originAllowed } from './collectors/origins';
import { getFlag, isFlagName } from './flags/flags';

export async function createServices(config: Config, log: Logger = createLogger(config.logLevel)): Promise<Services> {
  const db = openServiceDb(config.databaseUrl);
  await migrateToLatest(db);
  return {
    db,
    config,
    log,
    rateLimiter: new RateLimiter(db, config.rateLimitPerMinute),
    healthCheckLimiter: new RateLimiter(db, config.healthCheckRateLimitPerHour, HOUR_SECONDS),
    passwordGuesses: new RateLimiter(db, PASSWORD_GUESSES.perLink, PASSWORD_GUESSES.windowSeconds),
    operationLimiters: {
      pretest: new RateLimiter(db, config.pretestRateLimitPerMinute),
      review: new RateLimiter(db, config.reviewRateLimitPerHour, HOUR_SECONDS),
    },
    sessions: new SessionVerifier(config),
    healthCheck: new AnalysisPool(),
    renderer: new PdfRenderer({ executablePath: config.chromiumPath }, log),
    webhooks: new WebhookDispatcher({ db, config, log }),
    email: new EmailDispatcher({ db, config, log }),
    resources: resourceRegistry,
    respondentOrigins: { allowed: (origin, named) => originAllowed(db.kysely, origin, named) },
    flags: {
      enabled: async (name) => {
        if (!isFlagName(name)) throw new Error(`unknown feature flag '${name}'`);
        return getFlag(db, name);
      },
    },
    contract: publishedContract(config.siteUrl),
    lifecycle: { draining: false },
  };
}

export interface Running {
  server: Server;
  services: Services;
  url: string;
  /** Stops at once: open connections are cut (tests, and a second signal). */
  close(): Promise<void>;
  /**
   * Graceful shutdown: /readyz answers 503 for `unreadyMs` while new requests are still served (the load balancer
   * notices), then no new connection is accepted and the requests in flight finish (cut after `graceMs`); the
   * background jobs stop, the outboxes give their leases back, the pools close.
   */
  drain(options?: { unreadyMs?: number; graceMs?: number }): Promise<void>;
}

export async function startServer(services: Services, port = services.config.port, host = services.config.host): Promise<Running> {
  const app = await createApp(services, handlers);
  const { http: limits } = services.config;
  // Slow clients (slow-loris) cannot hold sockets: the headers must arrive within headersTimeout and the whole request
  // within requestTimeout (checked every second, not Node's default 30 s), and at most maxConnections are open at once.
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutSeconds * 1000,
      requestTimeout: limits.requestTimeoutSeconds * 1000,
      connectionsCheckingInterval: HTTP_LIMITS.checkEveryMs,
    },
    app,
  );
  server.maxConnections = limits.maxConnections;
  capConnectionsPerAddress(server, limits.maxConnectionsPerAddress, services.config.trustProxy);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const jobs = [
    startAbandonSweep(services),
    startRetentionSweep(services),
    startVariableRecompute(services),
    startExportLinesKeeper(services),
  ];
  const stopJobs = () => jobs.forEach((stop) => stop());
  services.webhooks.start();
  services.email.start();
  if (services.sessions.trusting === 'development_key') {
    services.log.warn('dashboard sessions: no AUTH_JWKS_URL or AUTH_PUBLIC_KEY, so tokens of `fieldwork session create` are trusted');
  }
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${actualPort}`;
  const release = async () => {
    const limiters = [
      services.rateLimiter,
      services.healthCheckLimiter,
      services.passwordGuesses,
      ...Object.values(services.operationLimiters),
    ];
    await Promise.all(limiters.map((limiter) => limiter.close().catch(() => {})));
    await services.webhooks.stop();
    await services.email.stop();
    await services.renderer.close();
    await services.healthCheck.close();
    await services.db.close();
  };
  return {
    server,
    services,
    url,
    close: async () => {
      services.lifecycle.draining = true;
      stopJobs();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await release();
    },
    drain: async ({
      unreadyMs = services.config.shutdownUnreadySeconds * 1000,
      graceMs = services.config.shutdownGraceSeconds * 1000,
    } = {}) => {
      services.lifecycle.draining = true;
      services.log.info({ unreadyMs, graceMs }, 'draining');
      stopJobs();
      await new Promise((resolve) => setTimeout(resolve, unreadyMs));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A kept-alive connection whose request finishes now becomes idle: close those as they appear.
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      server.closeIdleConnections();
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearInterval(idle);
      clearTimeout(cut);
      await release();
      services.log.info('drained');
    },
  };
}
