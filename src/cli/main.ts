// The `fieldwork` command (docs/design/cli.md): what an operator and the test suites use. The server, the database layer and the
// seed are loaded by the commands that need them, so `--help`, `--version` and the quick commands start at once.
import { Command, InvalidArgumentError } from 'commander';
import { loadConfig } from '../config';
import { createKey, KEY_CACHE_TTL_MS, keyIdOf, listKeys, revokeKey } from '../auth/keys';
import { isScope, SCOPES, type Scope } from '../auth/scopes';
import { FEATURES, isFeature, isPermission, isPlan, PERMISSIONS, PLANS, type Feature, type Permission } from '../auth/plans';
import { createOrganization, findOrganization, listOrganizations, updateOrganization } from '../auth/organizations';
import { isFlagName, setFlag, FLAG_DEFAULTS } from '../flags/flags';
import { CONTRACT_JSON, CONTRACT_YAML, VERSION } from '../paths';
import fs from 'node:fs';
import { clearModelCredentials, setModelCredentials } from '../language-model/credentials';
import { DEV_SESSION_TTL_SECONDS, SESSION_COOKIE, mintDevSession } from '../auth/session';
import { httpUrl, inOrganization, out, withDb } from './run';
import { listenCommand } from './listen';
import { folderCommand } from './folders';
import { domainCommand } from './domains';
import type { TxtResolver } from '../email/domains';
import { rewardsCommand } from './rewards';
import { contactsCommand } from './contacts';
import { exportsCommand } from './exports';
import { quotasCommand } from './quotas';
import { translationsCommand } from './translations';
import { auditCommand } from './audit';
import { appendAudit, SYSTEM } from '../audit/record';
import { boundHeapGrowth } from '../heap';

const plan = (value: string) => {
  if (!isPlan(value)) throw new InvalidArgumentError(`expected one of ${PLANS.join(', ')}`);
  return value;
};
const onOff = (value: string): boolean => {
  if (value !== 'on' && value !== 'off') throw new InvalidArgumentError('expected on or off');
  return value === 'on';
};
const pairs =
  <K extends string>(valid: (k: string) => k is K, names: readonly string[]) =>
  (value: string, previous: Partial<Record<K, boolean>> = {}) => {
    const [name, state] = value.split('=');
    if (!valid(name) || !state) throw new InvalidArgumentError(`expected NAME=on|off with NAME one of ${names.join(', ')}`);
    return { ...previous, [name]: onOff(state) };
  };
const scopes = (value: string): Scope[] => {
  if (value === 'all') return [...SCOPES];
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = list.filter((s) => !isScope(s));
  if (!list.length || unknown.length)
    throw new InvalidArgumentError(`unknown scope ${unknown.join(', ')}; use 'all' or a comma-separated list of ${SCOPES.join(', ')}`);
  return list as Scope[];
};

const count = (value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('expected a whole number of at least 0');
  return n;
};

/** The command tree. `embedded`: throw instead of exiting on bad usage (tests drive it in-process); `resolveTxt`:
 * the DNS lookups of `domain verify` (tests inject a fake). */
export function program(options: { embedded?: boolean; resolveTxt?: TxtResolver } = {}): Command {
  const cli = new Command('fieldwork')
    .description('Fieldwork: survey management and analytics service')
    .version(VERSION, '-V, --version', 'print the version')
    .showHelpAfterError();
  // Subcommands made with .command() inherit this; the groups added with addCommand() below are given it at the end.
  const embed = (c: Command) => (options.embedded ? c.exitOverride().configureOutput({ writeErr: () => {} }) : c);
  embed(cli);

  cli
    .command('serve')
    .description('serve the API (runs pending migrations first)')
    .option('--demo', 'on an empty database, create a demo organisation and print an API key for it')
    .action(async (opts: { demo?: boolean }) => {
      const { createServices, startServer } = await import('../server');
      const { ensureDemo } = await import('./demo');
      const services = await createServices(loadConfig());
      if (opts.demo) await ensureDemo(services.db, services.config.siteUrl, services.config.secretKey);
      const running = await startServer(services);
      services.log.info({ url: running.url, database: services.db.dialect }, 'listening');
      // Ctrl-C stops at once; SIGTERM (an orchestrator) drains: readiness fails first, requests in flight finish,
      // leased deliveries go back. A second signal stops at once.
      const stop = async () => {
        await running.close();
        process.exit(0);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', () => {
        process.once('SIGTERM', stop);
        void running.drain().then(() => process.exit(0));
      });
    });

  cli
    .command('migrate')
    .description('apply pending database migrations')
    .option('--json')
    .action(async (opts: { json?: boolean }) => {
      const applied = await withDb(async (_db, migrated) => migrated);
      out(Boolean(opts.json), { applied }, applied.length ? `applied: ${applied.join(', ')}` : 'the database is up to date');
    });

  const org = cli.command('org').description('organisations');
  org
    .command('list')
    .description('every organisation: id, name, plan')
    .option('--json')
    .action(async (opts: { json?: boolean }) => {
      const rows = await withDb((db) => listOrganizations(db));
      const data = rows.map((r) => ({ id: r.id, name: r.name, plan: r.plan, createdAt: r.created_at }));
      out(Boolean(opts.json), { data }, data.map((o) => `${o.id}  ${o.plan}  ${o.name}`).join('\n') || 'no organisations');
    });
  org
    .command('create')
    .description('create an organisation')
    .requiredOption('--name <name>', 'its name')
    .option('--plan <plan>', PLANS.join('|'), plan, 'free')
    .option('--json')
    .action(async (opts: { name: string; plan: (typeof PLANS)[number]; json?: boolean }) => {
      const row = await withDb((db) => createOrganization(db, opts.name, opts.plan));
      out(Boolean(opts.json), { id: row.id, name: row.name, plan: row.plan }, row.id);
    });
  inOrganization(
    org
      .command('set')
      .description(
        `change an organisation's plan, features or permissions (keys in use see the change within ${KEY_CACHE_TTL_MS / 1000} s)`,
      ),
  )
    .option('--plan <plan>', PLANS.join('|'), plan)
    .option('--feature <name=on|off>', `repeatable; ${FEATURES.join(', ')}`, pairs<Feature>(isFeature, FEATURES))
    .option('--permission <name=on|off>', `repeatable; ${PERMISSIONS.join(', ')}`, pairs<Permission>(isPermission, PERMISSIONS))
    .option('--json')
    .action(
      async (opts: {
        org: string;
        plan?: (typeof PLANS)[number];
        feature?: Partial<Record<Feature, boolean>>;
        permission?: Partial<Record<Permission, boolean>>;
        json?: boolean;
      }) => {
        const row = await withDb((db) =>
          updateOrganization(db, opts.org, { plan: opts.plan, features: opts.feature, permissions: opts.permission }),
        );
        if (!row) {
          process.stderr.write(`no organisation ${opts.org}\n`);
          process.exitCode = 1;
          return;
        }
        const data = { id: row.id, plan: row.plan, features: JSON.parse(row.feature_overrides), permissions: JSON.parse(row.permissions) };
        const text = `${row.id}: plan ${row.plan}, features ${row.feature_overrides}, permissions ${row.permissions}`;
        out(
          Boolean(opts.json),
          data,
          `${text}\nKeys already in use see the change within ${KEY_CACHE_TTL_MS / 1000} s (verified keys are cached).`,
        );
      },
    );

  inOrganization(org.command('model').description("set or clear the organisation's own model provider (its calls use no AI allowance)"))
    .option('--base-url <url>', 'an OpenAI-compatible API root, e.g. https://api.openai.com/v1', httpUrl)
    .option('--model <name>', 'the model to ask')
    .option(
      '--api-key-file <path>',
      "a file holding the provider's API key, or '-' for standard input (never an argument: it would show in process lists)",
    )
    .option('--clear', "remove the organisation's credentials")
    .option('--json')
    .action(async (opts: { org: string; baseUrl?: string; model?: string; apiKeyFile?: string; clear?: boolean; json?: boolean }) => {
      const config = loadConfig();
      if (!opts.clear && (!opts.baseUrl || !opts.model || !opts.apiKeyFile)) {
        throw new InvalidArgumentError('give --base-url, --model and --api-key-file, or --clear');
      }
      const apiKey = opts.clear ? '' : fs.readFileSync(opts.apiKeyFile === '-' ? 0 : String(opts.apiKeyFile), 'utf8').trim();
      const done = await withDb(async (db) => {
        if (!(await findOrganization(db, opts.org))) return false;
        if (opts.clear) await clearModelCredentials(db, opts.org);
        else
          await setModelCredentials(db, config.secretKey, opts.org, { baseUrl: String(opts.baseUrl), model: String(opts.model), apiKey });
        return true;
      });
      if (!done) {
        process.stderr.write(`no organisation ${opts.org}\n`);
        process.exitCode = 1;
        return;
      }
      const data = { id: opts.org, provider: opts.clear ? null : { baseUrl: opts.baseUrl, model: opts.model } };
      out(
        Boolean(opts.json),
        data,
        opts.clear ? `${opts.org}: own model provider removed` : `${opts.org}: own model provider ${opts.model} at ${opts.baseUrl}`,
      );
    });

  cli
    .command('session')
    .description('dashboard sessions')
    .command('create')
    .description('mint a development __session token (trusted by a server with no AUTH_JWKS_URL or AUTH_PUBLIC_KEY)')
    .requiredOption('--org <id>', 'the organisation')
    .requiredOption('--user <id>', "the user id (the token's sub)")
    .option('--ttl <seconds>', 'lifetime in seconds', count, DEV_SESSION_TTL_SECONDS)
    .option('--json')
    .action(async (opts: { org: string; user: string; ttl: number; json?: boolean }) => {
      const config = loadConfig();
      const known = await withDb(async (db) => {
        if (!(await findOrganization(db, opts.org))) return false;
        await appendAudit(db.kysely, {
          organizationId: opts.org,
          actor: SYSTEM,
          action: 'session.created',
          resource: { type: 'user', id: opts.user },
          fields: ['ttl'],
        });
        return true;
      });
      if (!known) {
        process.stderr.write(`no organisation ${opts.org}\n`);
        process.exitCode = 1;
        return;
      }
      if (config.authJwksUrl || config.authPublicKey) {
        process.stderr.write('warning: an identity provider is configured, so the server will not accept this development token\n');
      }
      const token = await mintDevSession(config.secretKey, { userId: opts.user, organizationId: opts.org }, opts.ttl);
      out(Boolean(opts.json), { token, cookie: `${SESSION_COOKIE}=${token}`, expiresIn: opts.ttl }, token);
    });

  const keys = cli.command('key').description('API keys');
  inOrganization(keys.command('list').description("an organisation's keys (ids, names, scopes, last use, revocation; never a secret)"))
    .option('--json')
    .action(async (opts: { org: string; json?: boolean }) => {
      const listed = await withDb(async (db) => ((await findOrganization(db, opts.org)) ? listKeys(db, opts.org) : null));
      if (!listed) {
        process.stderr.write(`no organisation ${opts.org}\n`);
        process.exitCode = 1;
        return;
      }
      const lines = listed.map(
        (k) =>
          `${k.id}  ${k.name ?? '-'}  ${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'}  last used ${k.lastUsedAt ?? 'never'}  ${k.scopes.join(',')}`,
      );
      out(Boolean(opts.json), { data: listed }, lines.join('\n') || 'no keys');
    });
  keys
    .command('revoke')
    .description(
      `revoke a key by its id (the part after fw_); servers that verified it stop accepting it within ${KEY_CACHE_TTL_MS / 1000} s`,
    )
    .argument('<keyId>', 'the key id, as `key list` shows it, or the whole key (fw_<id>_<secret>)')
    .option('--json')
    .action(async (given: string, opts: { json?: boolean }) => {
      const keyId = keyIdOf(given);
      const revoked = await withDb(async (db) => {
        const done = await revokeKey(db, keyId);
        const owner = await db.kysely.selectFrom('api_keys').select('organization_id').where('id', '=', keyId).executeTakeFirst();
        if (done && owner)
          await appendAudit(db.kysely, {
            organizationId: owner.organization_id,
            actor: SYSTEM,
            action: 'key.revoked',
            resource: { type: 'key', id: done.id },
          });
        return done;
      });
      if (!revoked) {
        process.stderr.write(`no key with the id ${keyId}: give the id \`fieldwork key list\` shows, or the whole key\n`);
        process.exitCode = 1;
        return;
      }
      out(
        Boolean(opts.json),
        revoked,
        `${revoked.id} revoked at ${revoked.revokedAt}; servers stop accepting it within ${KEY_CACHE_TTL_MS / 1000} s`,
      );
    });
  inOrganization(keys.command('create').description('create an API key (shown once)'))
    .requiredOption('--scopes <list>', "comma-separated scopes, or 'all'", scopes)
    .option('--name <name>', 'a label for the key')
    .option('--json')
    .action(async (opts: { org: string; scopes: Scope[]; name?: string; json?: boolean }) => {
      const issued = await withDb(async (db) => {
        if (!(await findOrganization(db, opts.org))) return null;
        const made = await createKey(db, opts.org, opts.scopes, opts.name ?? null);
        const fields = ['scopes', ...(opts.name ? ['name'] : [])];
        await appendAudit(db.kysely, {
          organizationId: opts.org,
          actor: SYSTEM,
          action: 'key.created',
          resource: { type: 'key', id: made.id },
          fields,
        });
        return made;
      });
      if (!issued) {
        process.stderr.write(`no organisation ${opts.org}\n`);
        process.exitCode = 1;
        return;
      }
      out(Boolean(opts.json), issued, issued.key);
    });

  cli
    .command('flag')
    .description('feature flags')
    .command('set')
    .description('switch a feature flag')
    .argument('<name>', Object.keys(FLAG_DEFAULTS).join('|'))
    .argument('<state>', 'on|off', onOff)
    .option('--json')
    .action(async (name: string, state: boolean, opts: { json?: boolean }) => {
      if (!isFlagName(name)) throw new InvalidArgumentError(`unknown flag ${name}`);
      await withDb((db) => setFlag(db, name, state));
      out(Boolean(opts.json), { name, enabled: state }, `${name} ${state ? 'on' : 'off'}`);
    });

  inOrganization(cli.command('seed').description('create a demo survey with realistic responses (progress bar on stderr)'))
    .option('--responses <n>', 'how many responses', count, 1000)
    .option('--seed <n>', 'random seed (the same seed gives the same data)', count, 42)
    .option('--json')
    .action(async (opts: { org: string; responses: number; seed: number; json?: boolean }) => {
      const { runSeed } = await import('./seed');
      const result = await withDb((db) =>
        runSeed(db, opts.org, opts.responses, {
          seed: opts.seed,
          progress: !opts.json && !options.embedded,
          secretKey: loadConfig().secretKey,
        }),
      );
      if (!result) {
        process.stderr.write(`no organisation ${opts.org}\n`);
        process.exitCode = 1;
        return;
      }
      out(Boolean(opts.json), result, `survey ${result.surveyId}: ${result.responses} responses in ${result.seconds.toFixed(1)} s`);
    });

  cli.addCommand(folderCommand());
  cli.addCommand(rewardsCommand(options));
  cli.addCommand(contactsCommand(options));
  cli.addCommand(exportsCommand(options));
  cli.addCommand(quotasCommand());
  cli.addCommand(translationsCommand());
  cli.addCommand(listenCommand());
  cli.addCommand(domainCommand(options));
  cli.addCommand(auditCommand(options));

  cli
    .command('openapi')
    .description('print the published OpenAPI document')
    .option('--json', 'as JSON instead of YAML')
    .action((opts: { json?: boolean }) => {
      endQuietlyWhenTheReaderStops();
      process.stdout.write(fs.readFileSync(opts.json ? CONTRACT_JSON : CONTRACT_YAML, 'utf8'));
    });
  const everyCommand = (c: Command): Command[] => [c, ...c.commands.flatMap(everyCommand)];
  everyCommand(cli).forEach(embed);
  return cli;
}

let pipeWatched = false;
/** A reader that stops early (`fieldwork openapi | head`) closes the pipe: that ends the output, it is no error. */
function endQuietlyWhenTheReaderStops(): void {
  if (pipeWatched) return;
  pipeWatched = true;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

export async function main(argv: string[]): Promise<void> {
  boundHeapGrowth();
  try {
    await program().parseAsync(argv);
  } catch (error) {
    process.stderr.write(`fieldwork: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
