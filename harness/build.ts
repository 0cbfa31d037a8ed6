// A built checkout's modules (its dist/src), loaded by path: this checkout's, or an earlier commit's (BENCH_BEFORE) so
// that two builds run side by side in one process on one noisy machine. Both run as `npm run build` compiled them (a
// benchmark never measures this checkout's sources through another compiler than the older build's). The modules are
// typed as this checkout's sources; an older build is expected to keep the calls the benchmarks make.
import path from 'node:path';
import { createRequire } from 'node:module';

export const ROOT = path.resolve(__dirname, '..');

/** The modules the benchmarks and chaos runs call, each loaded when first used (an older build may lack one they skip). */
export interface Modules {
  config: typeof import('../src/config');
  log: typeof import('../src/log');
  server: typeof import('../src/server');
  compose: typeof import('../src/compose');
  organizations: typeof import('../src/auth/organizations');
  keys: typeof import('../src/auth/keys');
  scopes: typeof import('../src/auth/scopes');
  rateLimit: typeof import('../src/rate-limit');
  seed: typeof import('../src/seed/seed');
  surveys: typeof import('../src/surveys/service');
  surveyRows: typeof import('../src/surveys/repository');
  questions: typeof import('../src/questions/service');
  questionRows: typeof import('../src/questions/repository');
  questionnaire: typeof import('../src/questionnaire/questionnaire');
  collectors: typeof import('../src/collectors/service');
  collectorRows: typeof import('../src/collectors/repository');
  contactImport: typeof import('../src/contacts/import');
  contactLists: typeof import('../src/contacts/lists');
  contactRows: typeof import('../src/contacts/repository');
  email: typeof import('../src/email/service');
  emailRows: typeof import('../src/email/repository');
  emailDispatcher: typeof import('../src/email/dispatcher');
  webhooks: typeof import('../src/webhooks/service');
  webhookOutbox: typeof import('../src/webhooks/outbox');
  webhookDispatcher: typeof import('../src/webhooks/dispatcher');
  variables: typeof import('../src/variables/service');
  variableRows: typeof import('../src/variables/repository');
  variablePrograms: typeof import('../src/variables/program');
  variableCompute: typeof import('../src/variables/compute');
  serialize: typeof import('../src/responses/serialize');
  deletes: typeof import('../src/responses/delete');
  recount: typeof import('../src/analytics/recount');
  reportThresholds: typeof import('../src/report/thresholds');
  auditChain: typeof import('../src/audit/chain');
}

const PATHS: Record<keyof Modules, string> = {
  config: 'config',
  log: 'log',
  server: 'server',
  compose: 'compose',
  organizations: 'auth/organizations',
  keys: 'auth/keys',
  scopes: 'auth/scopes',
  rateLimit: 'rate-limit',
  seed: 'seed/seed',
  surveys: 'surveys/service',
  surveyRows: 'surveys/repository',
  questions: 'questions/service',
  questionRows: 'questions/repository',
  questionnaire: 'questionnaire/questionnaire',
  collectors: 'collectors/service',
  collectorRows: 'collectors/repository',
  contactImport: 'contacts/import',
  contactLists: 'contacts/lists',
  contactRows: 'contacts/repository',
  email: 'email/service',
  emailRows: 'email/repository',
  emailDispatcher: 'email/dispatcher',
  webhooks: 'webhooks/service',
  webhookOutbox: 'webhooks/outbox',
  webhookDispatcher: 'webhooks/dispatcher',
  variables: 'variables/service',
  variableRows: 'variables/repository',
  variablePrograms: 'variables/program',
  variableCompute: 'variables/compute',
  serialize: 'responses/serialize',
  deletes: 'responses/delete',
  recount: 'analytics/recount',
  reportThresholds: 'report/thresholds',
  auditChain: 'audit/chain',
};

export interface Build {
  /** The checkout's root. */
  dir: string;
  /** `bin/fieldwork.js` of the checkout: what a spawned server runs. */
  bin: string;
  modules: Modules;
  /** A package as the build resolves it (its own node_modules): the drivers a benchmark instruments. */
  load<T>(id: string): T;
}

export function buildAt(dir: string = ROOT): Build {
  const requireFrom = createRequire(path.join(dir, 'dist', 'src', 'index.js'));
  const modules = {} as Modules;
  for (const name of Object.keys(PATHS) as (keyof Modules)[]) {
    Object.defineProperty(modules, name, { get: () => requireFrom(`./${PATHS[name]}`), enumerable: true });
  }
  return { dir, bin: path.join(dir, 'bin', 'fieldwork.js'), modules, load: <T>(id: string) => requireFrom(id) as T };
}

/** This checkout's build, and the earlier one BENCH_BEFORE names (a checkout where `npm run build` ran), if any. */
export function buildsToCompare(): { after: Build; before: Build | null } {
  const before = process.env.BENCH_BEFORE ? buildAt(path.resolve(process.env.BENCH_BEFORE)) : null;
  return { after: buildAt(), before };
}
