// Configuration (D14): environment variables, all optional, read once. Every default lives here.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  siteUrl: string;
  logLevel: string;
  secretKey: string;
  trustProxy: boolean;
  /** Requests per organisation per rate-limit window on the API-key surface (D5). */
  rateLimitPerMinute: number;
  /** Largest request body accepted, in bytes (413 above). */
  bodyLimitBytes: number;
}

export const DEFAULTS = {
  port: 3000,
  host: '0.0.0.0',
  dataDir: './data',
  logLevel: 'info',
  rateLimitPerMinute: 600,
  bodyLimitBytes: 1024 * 1024,
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR ?? DEFAULTS.dataDir;
  const port = Number(env.PORT ?? DEFAULTS.port);
  return {
    port,
    host: env.HOST ?? DEFAULTS.host,
    databaseUrl: env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'fieldwork.db')}`,
    dataDir,
    siteUrl: (env.SITE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? DEFAULTS.logLevel,
    secretKey: secretKey(env, dataDir),
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').toLowerCase()),
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? DEFAULTS.rateLimitPerMinute),
    bodyLimitBytes: DEFAULTS.bodyLimitBytes,
  };
}
