// A server of its own whose log lines a test reads: a fresh database, one organisation on `plan` and a key with
// `scopes`; dropped afterwards.
import os from 'node:os';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/log';
import { createServices, startServer } from '../../src/server';
import { createOrganization } from '../../src/auth/organizations';
import { createKey } from '../../src/auth/keys';
import type { Plan } from '../../src/auth/plans';
import type { Scope } from '../../src/auth/scopes';
import { freshDatabase } from './service';
import { logLines } from './log-lines';

export interface LoggedServer {
  url: string;
  organizationId: string;
  key: string;
  /** Every line logged so far. */
  lines: string[];
}

export async function withLoggedServer(
  setup: { secretKey: string; plan: Plan; scopes: Scope[] },
  body: (server: LoggedServer) => Promise<void>,
): Promise<void> {
  const { lines, sink } = logLines();
  const database = await freshDatabase();
  const config = loadConfig({ DATABASE_URL: database.url, SECRET_KEY: setup.secretKey, DATA_DIR: os.tmpdir() });
  const services = await createServices(config, createLogger('info', sink));
  const server = await startServer(services, 0, '127.0.0.1');
  try {
    const org = await createOrganization(services.db, 'Logs', setup.plan);
    const { key } = await createKey(services.db, org.id, setup.scopes);
    await body({ url: server.url, organizationId: org.id, key, lines });
  } finally {
    await server.close();
    await database.drop();
  }
}
