// The service in this process, on a database its caller chose: what the API tests start (from this checkout's sources)
// and what the benchmarks seed through (from a build, harness/build.ts). One place knows how a service, an
// organisation and its key come to be.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Modules } from './build';
import { startPostgres } from './postgres';
import type { Running } from '../src/server';
import type { Services } from '../src/services';
import type { Plan } from '../src/auth/plans';
import type { Scope } from '../src/auth/scopes';

export type ServiceModules = Pick<Modules, 'config' | 'log' | 'server' | 'organizations' | 'keys' | 'scopes'>;

export interface InProcessService {
  services: Services;
  /** Set when started with `listen`. */
  running: Running | null;
  /** A new organisation and a key of the given scopes (default: all). */
  organization(options?: { name?: string; plan?: Plan; scopes?: readonly Scope[] }): Promise<{ id: string; key: string }>;
  /** Another key for an existing organisation. */
  key(orgId: string, scopes: readonly Scope[]): Promise<string>;
  /** Stops the server (when listening) and closes the database. */
  close(): Promise<void>;
}

let organizations = 0;

export async function startService(
  m: ServiceModules,
  env: Record<string, string | undefined>,
  options: { listen?: boolean } = {},
): Promise<InProcessService> {
  const services = await m.server.createServices(m.config.loadConfig(env), m.log.createLogger('silent'));
  const running = options.listen ? await m.server.startServer(services, 0, '127.0.0.1') : null;
  const key = async (orgId: string, scopes: readonly Scope[]) => (await m.keys.createKey(services.db, orgId, [...scopes])).key;
  return {
    services,
    running,
    async organization(o = {}) {
      const org = await m.organizations.createOrganization(services.db, o.name ?? `Org ${++organizations}`, o.plan ?? 'business');
      return { id: org.id, key: await key(org.id, o.scopes ?? m.scopes.SCOPES) };
    },
    key,
    close: () => (running ? running.close() : services.db.close()),
  };
}

/**
 * A service on a fresh database of the kind named (`sqlite` in a temporary folder, `postgres` on a PostgreSQL started
 * for it), handed to `use`; the service, the server and the folder are gone afterwards, whatever `use` did.
 */
export async function onFreshDatabase<T>(
  m: ServiceModules,
  database: string,
  env: Record<string, string | undefined>,
  use: (service: InProcessService, dataDir: string) => Promise<T>,
  options: { listen?: boolean } = {},
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fw-${database}-`));
  const postgres = database === 'postgres' ? await startPostgres() : null;
  try {
    const service = await startService(m, { DATA_DIR: dataDir, ...env, ...(postgres ? { DATABASE_URL: postgres.url } : {}) }, options);
    try {
      return await use(service, dataDir);
    } finally {
      await service.close().catch(() => {});
    }
  } finally {
    await postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
