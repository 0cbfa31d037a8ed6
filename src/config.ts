// Configuration (docs/design/configuration.md): environment variables, all optional, read once. Every default lives here.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import net from 'node:net';

/** The export formats (the API's `/responses/export/{format}`). */
export const EXPORT_FORMATS = ['csv', 'json', 'xlsx', 'spss'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
const isExportFormat = (name: string): name is ExportFormat => (EXPORT_FORMATS as readonly string[]).includes(name);

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  siteUrl: string;
  logLevel: string;
  secretKey: string;
  /** Which proxies' X-Forwarded-For to believe (express's `trust proxy`): how many hops, or their addresses; false: none. */
  trustProxy: TrustProxy;
  /** Requests per organisation per rate-limit window on the API-key surface (docs/design/rate-limits.md). */
  rateLimitPerMinute: number;
  /** Largest request body accepted, in bytes (413 above). */
  bodyLimitBytes: number;
  importBodyLimitBytes: number;
  /** Requests per IP address per minute on the respondent (collect) surface. */
  collectRateLimitPerMinute: number;
  /** Request headers a CDN sets with the respondent's country and region (unset: no geography is recorded). */
  geoCountryHeader?: string;
  geoRegionHeader?: string;
  /** Idle minutes after which an in-progress session becomes abandoned. */
  abandonAfterMinutes: number;
  /** How often each server process sweeps for abandoned sessions (0 turns the sweep off). */
  abandonSweepSeconds: number;
  /** How often each process keeps the export lines of sessions completed lately (0: never); docs/architecture.md, "Kept export lines". */
  exportLinesKeepSeconds: number;
  /** The formats whose lines that keeper keeps (an export keeps its own format's lines whatever this says). */
  exportLinesFormats: ExportFormat[];
  /** The Chromium that renders PDF reports (unset: the first of the usual install locations that exists). */
  chromiumPath?: string;
  /** Tests only: let webhooks target private and loopback addresses (the SSRF guard otherwise refuses them). */
  webhookAllowPrivateTargets: boolean;
  /** Tests only: a PEM file of extra certificate authorities webhook deliveries trust (a self-signed receiver). */
  webhookCaFile?: string;
  /** How often each process looks for due webhook deliveries, in ms (0 turns delivery off in this process). */
  webhookPollMs: number;
  /** The deployment's OpenAI-compatible model provider (unset: the built-in predictor answers). */
  modelBaseUrl?: string;
  modelApiKey?: string;
  modelName: string;
  /** Pretest comparisons per organisation per minute. */
  pretestRateLimitPerMinute: number;
  /** Public health checks per address per hour (the specification's 5; raise it for local use). */
  healthCheckRateLimitPerHour: number;
  /** Research reviews per organisation per hour (docs/design/rate-limits.md). */
  reviewRateLimitPerHour: number;
  /** The dashboard's identity provider: a JWKS URL or a PEM public key, and the issuer tokens must name. Neither
   * set: the development key pair that `fieldwork session create` signs with is trusted. */
  authJwksUrl?: string;
  authPublicKey?: string;
  authIssuer?: string;
  /** The `aud` dashboard tokens must carry (required with a provider; the development key's tokens carry their own). */
  authAudience?: string;
  /** The mail server invitations go through (`smtp://user:pass@host:port`, `smtps://...`); unset: sends fail, saying so. */
  smtpUrl?: string;
  /** The sender of invitations when the organisation has no verified sending domain. */
  emailFrom: string;
  /** Messages per second each process sends at most. */
  emailRatePerSecond: number;
  /** How often each process looks for due messages, in ms (0 turns sending off in this process). */
  emailPollMs: number;
  /** How long records are kept (docs/design/repeated-requests.md) and how often each process sweeps, in minutes (0: never). */
  retention: { webhookDays: number; eventDays: number; idempotencyHours: number; emailBodyDays: number; auditDays: number };
  retentionSweepMinutes: number;
  /** On SIGTERM: how long /readyz answers 503 while requests are still served, then how long requests in flight may take. */
  shutdownUnreadySeconds: number;
  shutdownGraceSeconds: number;
  /** Slow clients: seconds for a request's headers and for the whole request to arrive; connections open at once. */
  http: { headersTimeoutSeconds: number; requestTimeoutSeconds: number; maxConnections: number; maxConnectionsPerAddress: number };
  /** A change to a survey's variables recomputes up to this many completed sessions before answering; more go to the background. */
  variablesInlineRecompute: number;
}

export type TrustProxy = false | number | string[];

/** The HTTP server's defences against slow clients (HTTP_HEADERS_TIMEOUT_SECONDS, HTTP_REQUEST_TIMEOUT_SECONDS,
 * HTTP_MAX_CONNECTIONS, HTTP_MAX_CONNECTIONS_PER_ADDRESS). A request's body may be an import of 16 MB, so the whole
 * request gets a minute. One address may hold a tenth of the connections (an office behind one NAT address has room;
 * one client cannot take them all: src/http/connection-cap.ts). */
export const HTTP_LIMITS = {
  headersTimeoutSeconds: 10,
  requestTimeoutSeconds: 60,
  maxConnections: 1000,
  maxConnectionsPerAddress: 100,
  /** How often the server looks for requests over their time (Node's default is 30 s). */
  checkEveryMs: 1000,
} as const;

/** The names express's `trust proxy` takes for address ranges, besides addresses and CIDR subnets. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * How far TRUST_PROXY may reach: at most this many proxies in front, and no subnet wider than a private network
 * (10.0.0.0/8 for IPv4, fc00::/7 for IPv6). A wider one, or a hop count that reaches past the real proxies, trusts
 * addresses a client can write.
 */
export const TRUST_PROXY_LIMITS = { hops: 3, widestIpv4Bits: 8, widestIpv6Bits: 7 } as const;

/**
 * TRUST_PROXY: a hop count ("1": one load balancer in front; the client address is the last X-Forwarded-For entry it
 * added) or a comma-separated list of the proxies' addresses, subnets or range names. Never "true": that believes
 * whatever address a client writes into the header, so every per-address limit could be dodged by rotating it.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (['', '0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(text.toLowerCase())) {
    throw new Error(
      `TRUST_PROXY=${text} would believe any client's X-Forwarded-For; set the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8, loopback)`,
    );
  }
  if (/^\d+$/.test(text)) {
    if (Number(text) > TRUST_PROXY_LIMITS.hops)
      throw new Error(
        `TRUST_PROXY=${text}: at most ${TRUST_PROXY_LIMITS.hops} proxies in front are trusted; more reaches past your proxies to entries a client writes`,
      );
    return Number(text);
  }
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    if (PROXY_RANGES.has(entry)) continue;
    const family = net.isIP(address);
    if (family === 0 || extra !== undefined || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      throw new Error(
        `TRUST_PROXY: '${entry}' is neither a hop count, an address, a subnet (a.b.c.d/n) nor one of ${[...PROXY_RANGES].join(', ')}`,
      );
    }
    const [widest, most] = family === 4 ? [TRUST_PROXY_LIMITS.widestIpv4Bits, 32] : [TRUST_PROXY_LIMITS.widestIpv6Bits, 128];
    if (bits !== undefined && (Number(bits) < widest || Number(bits) > most)) {
      throw new Error(
        `TRUST_PROXY: '${entry}' ${Number(bits) > most ? 'is not a subnet' : `is wider than a private network (/${widest} at most)`}; name your proxies' addresses or subnets`,
      );
    }
  }
  return entries;
}

/** The window of every limit counted per hour. */
export const HOUR_SECONDS = 3600;

export const DEFAULTS = {
  port: 3000,
  host: '0.0.0.0',
  dataDir: './data',
  logLevel: 'info',
  rateLimitPerMinute: 600,
  bodyLimitBytes: 1024 * 1024,
  /** Import batches carry up to 500 sessions, so their bodies may be larger. */
  importBodyLimitBytes: 16 * 1024 * 1024,
  collectRateLimitPerMinute: 300,
  abandonAfterMinutes: 1440,
  abandonSweepSeconds: 60,
  shutdownUnreadySeconds: 5,
  shutdownGraceSeconds: 25,
  /** How often the keeper keeps the export lines of sessions that completed lately (0: never). */
  exportLinesKeepSeconds: 30,
  exportLinesFormats: [...EXPORT_FORMATS],
  /** How often an idle process looks for due webhook deliveries (a new event also wakes it at once). */
  webhookPollMs: 1_000,
  /** The model asked when MODEL_BASE_URL is set without MODEL_NAME. */
  modelName: 'gpt-4o-mini',
  /** Pretest comparisons per organisation per minute (docs/design/rate-limits.md). */
  pretestRateLimitPerMinute: 10,
  /** Public wording checks per IP address per hour (docs/design/rate-limits.md). */
  healthCheckRateLimitPerHour: 5,
  /** Research reviews per organisation per hour (docs/design/rate-limits.md). */
  reviewRateLimitPerHour: 5,
  /** Email messages per second one process sends at most. */
  emailRatePerSecond: 20,
  /** How often each process looks for due email messages, in ms (0 turns sending off in a process). */
  emailPollMs: 2000,
  /** Webhook deliveries that are no longer pending, and their attempts. */
  retentionWebhookDays: 30,
  /** Events in the feed (docs/design/events.md); an event a delivery still names stays as long as the delivery. */
  eventsRetentionDays: 30,
  /** Idempotency records (docs/design/repeated-requests.md: a retry within 24 hours replays). */
  retentionIdempotencyHours: 24,
  /** The text of a finished email send (its counts and recipients' statuses stay). */
  retentionEmailBodyDays: 30,
  /** The audit trail is kept a year (docs/design/audit.md). */
  auditRetentionDays: 365,
  /** How often each process sweeps what retention drops (0 turns it off in a process). */
  retentionSweepMinutes: 60,
  /** Completed sessions a variables change recomputes before answering; beyond, in the background. */
  variablesInlineRecompute: 10_000,
} as const;

const SECRET_FILE = 'secret.key';

/** SECRET_KEY, or one generated once and kept in the data folder so cursors survive restarts. */
function secretKey(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const key = crypto.randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      return fs.readFileSync(file, 'utf8').trim(); // another process wrote it first
    }
  }
}

/** A number from the environment, or `fallback` when unset; a value that is not a non-negative number stops the start. */
export function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, not '${text}'`);
  return value;
}

/** A comma-separated list of export formats; unset, all of them; `none`, none. */
export function exportFormats(text: string | undefined, name = 'EXPORT_LINES_FORMATS'): ExportFormat[] {
  if (text === undefined || text.trim() === '') return [...EXPORT_FORMATS];
  if (text.trim() === 'none') return [];
  const list = text.split(',').map((f) => f.trim());
  const unknown = list.filter((f) => !isExportFormat(f));
  if (unknown.length)
    throw new Error(
      `${name}: unknown format '${unknown.join("', '")}'; use none or a comma-separated list of ${EXPORT_FORMATS.join(', ')}`,
    );
  return list as ExportFormat[];
}

const truthy = (value: string | undefined): boolean => ['1', 'true', 'yes', 'on'].includes((value ?? '').toLowerCase());

/** Where the service can be reached on this machine when it listens on `host`: localhost for every interface, else the host. */
function localHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR ?? DEFAULTS.dataDir;
  const port = numberFrom(env, 'PORT', DEFAULTS.port);
  return {
    port,
    host: env.HOST ?? DEFAULTS.host,
    databaseUrl: env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'fieldwork.db')}`,
    dataDir,
    siteUrl: (env.SITE_URL ?? `http://${localHost(env.HOST ?? DEFAULTS.host)}:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? DEFAULTS.logLevel,
    secretKey: secretKey(env, dataDir),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitPerMinute: numberFrom(env, 'RATE_LIMIT_PER_MINUTE', DEFAULTS.rateLimitPerMinute),
    bodyLimitBytes: DEFAULTS.bodyLimitBytes,
    importBodyLimitBytes: DEFAULTS.importBodyLimitBytes,
    collectRateLimitPerMinute: numberFrom(env, 'COLLECT_RATE_LIMIT_PER_MINUTE', DEFAULTS.collectRateLimitPerMinute),
    geoCountryHeader: env.GEO_COUNTRY_HEADER?.toLowerCase() || undefined,
    geoRegionHeader: env.GEO_REGION_HEADER?.toLowerCase() || undefined,
    abandonAfterMinutes: numberFrom(env, 'ABANDON_AFTER_MINUTES', DEFAULTS.abandonAfterMinutes),
    abandonSweepSeconds: numberFrom(env, 'ABANDON_SWEEP_SECONDS', DEFAULTS.abandonSweepSeconds),
    exportLinesKeepSeconds: numberFrom(env, 'EXPORT_LINES_KEEP_SECONDS', DEFAULTS.exportLinesKeepSeconds),
    exportLinesFormats: exportFormats(env.EXPORT_LINES_FORMATS),
    chromiumPath: env.CHROMIUM_PATH || undefined,
    webhookAllowPrivateTargets: truthy(env.WEBHOOK_ALLOW_PRIVATE_TARGETS),
    webhookCaFile: env.WEBHOOK_CA_FILE || undefined,
    webhookPollMs: numberFrom(env, 'WEBHOOK_POLL_MS', DEFAULTS.webhookPollMs),
    modelBaseUrl: env.MODEL_BASE_URL || undefined,
    modelApiKey: env.MODEL_API_KEY || undefined,
    modelName: env.MODEL_NAME || DEFAULTS.modelName,
    pretestRateLimitPerMinute: numberFrom(env, 'PRETEST_RATE_LIMIT_PER_MINUTE', DEFAULTS.pretestRateLimitPerMinute),
    healthCheckRateLimitPerHour: numberFrom(env, 'HEALTH_CHECK_RATE_LIMIT_PER_HOUR', DEFAULTS.healthCheckRateLimitPerHour),
    reviewRateLimitPerHour: DEFAULTS.reviewRateLimitPerHour,
    authJwksUrl: env.AUTH_JWKS_URL || undefined,
    // A PEM in an environment variable often arrives with its newlines escaped.
    authPublicKey: env.AUTH_PUBLIC_KEY?.replace(/\\n/g, '\n') || undefined,
    authIssuer: env.AUTH_ISSUER || undefined,
    authAudience: env.AUTH_AUDIENCE || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    emailFrom: env.EMAIL_FROM || `Fieldwork <surveys@${new URL(env.SITE_URL ?? 'http://localhost').hostname}>`,
    emailRatePerSecond: numberFrom(env, 'EMAIL_RATE_PER_SECOND', DEFAULTS.emailRatePerSecond),
    emailPollMs: numberFrom(env, 'EMAIL_POLL_MS', DEFAULTS.emailPollMs),
    retention: {
      webhookDays: numberFrom(env, 'RETENTION_WEBHOOK_DAYS', DEFAULTS.retentionWebhookDays),
      eventDays: numberFrom(env, 'EVENTS_RETENTION_DAYS', DEFAULTS.eventsRetentionDays),
      idempotencyHours: numberFrom(env, 'RETENTION_IDEMPOTENCY_HOURS', DEFAULTS.retentionIdempotencyHours),
      emailBodyDays: numberFrom(env, 'RETENTION_EMAIL_BODY_DAYS', DEFAULTS.retentionEmailBodyDays),
      auditDays: numberFrom(env, 'AUDIT_RETENTION_DAYS', DEFAULTS.auditRetentionDays),
    },
    retentionSweepMinutes: numberFrom(env, 'RETENTION_SWEEP_MINUTES', DEFAULTS.retentionSweepMinutes),
    shutdownUnreadySeconds: numberFrom(env, 'SHUTDOWN_UNREADY_SECONDS', DEFAULTS.shutdownUnreadySeconds),
    shutdownGraceSeconds: numberFrom(env, 'SHUTDOWN_GRACE_SECONDS', DEFAULTS.shutdownGraceSeconds),
    variablesInlineRecompute: numberFrom(env, 'VARIABLES_INLINE_RECOMPUTE', DEFAULTS.variablesInlineRecompute),
    http: {
      headersTimeoutSeconds: numberFrom(env, 'HTTP_HEADERS_TIMEOUT_SECONDS', HTTP_LIMITS.headersTimeoutSeconds),
      requestTimeoutSeconds: numberFrom(env, 'HTTP_REQUEST_TIMEOUT_SECONDS', HTTP_LIMITS.requestTimeoutSeconds),
      maxConnections: numberFrom(env, 'HTTP_MAX_CONNECTIONS', HTTP_LIMITS.maxConnections),
      maxConnectionsPerAddress: numberFrom(env, 'HTTP_MAX_CONNECTIONS_PER_ADDRESS', HTTP_LIMITS.maxConnectionsPerAddress),
    },
  };
}
