// The service in this process, on a database its caller chose: what the API tests start (from this checkout's sources)
// and what the benchmarks seed through (from a build, harness/build.ts). One place knows how a service, an
// organisation and its key come to be.
import type { Modules } from './build';
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
