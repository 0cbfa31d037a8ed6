// `fieldwork domain add|verify`: an operator sets up an organisation's sending domain (docs/design/email.md). `add` makes the DKIM key
// pair and lists the DNS records to publish; `verify` looks them up (through DNS, or the resolver a test injects).
import { Command } from 'commander';
import { findOrganization } from '../auth/organizations';
import type { TxtResolver } from '../email/domains';
import { inOrganization, out, withDb } from './run';

type Record = { type: string; name: string; value: string; purpose: string; status: string };
const table = (records: Record[]) =>
  records.map((r) => `  ${r.purpose.padEnd(6)} ${r.status.padEnd(9)} ${r.type} ${r.name}\n         ${r.value}`).join('\n');

export function domainCommand(options: { resolveTxt?: TxtResolver }): Command {
  const domain = new Command('domain').description("an organisation's sending domains (mail from a verified domain is DKIM-signed)");
  const run = async (org: string, work: (db: Parameters<Parameters<typeof withDb>[0]>[0]) => Promise<unknown>) =>
    withDb(async (db) => {
      if (!(await findOrganization(db, org))) {
        process.stderr.write(`no organisation ${org}\n`);
        process.exitCode = 1;
        return;
      }
      await work(db);
    });
  type Opts = { org: string; domain: string; json?: boolean };
  type Db = Parameters<Parameters<typeof withDb>[0]>[0];
  /** `fieldwork domain <name> --org ID --domain NAME [--json]`, run in an organisation that exists. */
  const subcommand = (name: string, description: string, domainHelp: string, act: (opts: Opts, db: Db) => Promise<void>) =>
    inOrganization(domain.command(name).description(description))
      .requiredOption('--domain <name>', domainHelp)
      .option('--json')
      .action((opts: Opts) => run(opts.org, (db) => act(opts, db)));
  subcommand(
    'add',
    'add a sending domain: makes its DKIM key pair and lists the DNS records to publish',
    'the domain, e.g. example.com',
    async (opts, db) => {
      const { addDomain, DomainError } = await import('../email/domains');
      const { loadConfig } = await import('../config');
      const { toDomain } = await import('../email/service');
      try {
        const added = toDomain(await addDomain(db, loadConfig().secretKey, opts.org, opts.domain));
        out(
          Boolean(opts.json),
          added,
          `${added.domain} (${added.status}): publish these records, then run fieldwork domain verify\n${table(added.records)}`,
        );
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        process.stderr.write(`${error.message}\n`);
        process.exitCode = 1;
      }
    },
  );
  subcommand('verify', "look the domain's records up in DNS; verified when all three are published", 'the domain', async (opts, db) => {
    const { verifyDomain, dnsResolver } = await import('../email/domains');
    const { toDomain } = await import('../email/service');
    const checked = await verifyDomain(db, opts.org, opts.domain, options.resolveTxt ?? dnsResolver);
    if (!checked) {
      process.stderr.write(
        `no sending domain ${opts.domain}; add it first: fieldwork domain add --org ${opts.org} --domain ${opts.domain}\n`,
      );
      process.exitCode = 1;
      return;
    }
    const d = toDomain(checked);
    out(Boolean(opts.json), d, `${d.domain}: ${d.status}\n${table(d.records)}`);
    if (d.status !== 'verified') process.exitCode = 1;
  });
  return domain;
}
