// Sending domains (docs/design/email.md): an operator adds one (a DKIM key pair is made, its private key sealed) and publishes the
// records listed; verification looks each record up through a resolver (DNS by default, a fake one in tests). A
// verified domain signs and sends the organisation's mail; until then mail leaves from EMAIL_FROM.
import crypto from 'node:crypto';
import { promises as dns } from 'node:dns';
import type { Db } from '../database';
import type { SendingDomainRow } from '../db/schema';
import type { Schemas } from '../contract';
import { nowIso } from '../db/values';
import { newId } from '../ids';
import { seal } from '../auth/seal';
import { EMAIL } from './thresholds';
import * as email from './repository';

/** TXT records of a name, each as its joined strings. */
export type TxtResolver = (name: string) => Promise<string[]>;

export const dnsResolver: TxtResolver = async (name) => {
  try {
    return (await dns.resolveTxt(name)).map((chunks) => chunks.join(''));
  } catch {
    return []; // no such name or no TXT record: not published
  }
};

const DOMAIN = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

export class DomainError extends Error {}

function recordsFor(domain: string, publicKeyDer: string): Schemas['DnsRecord'][] {
  return [
    { type: 'TXT', name: domain, value: 'v=spf1 a mx ~all', purpose: 'spf', status: 'pending' },
    {
      type: 'TXT',
      name: `${EMAIL.dkimSelector}._domainkey.${domain}`,
      value: `v=DKIM1; k=rsa; p=${publicKeyDer}`,
      purpose: 'dkim',
      status: 'pending',
    },
    { type: 'TXT', name: `_dmarc.${domain}`, value: 'v=DMARC1; p=none', purpose: 'dmarc', status: 'pending' },
  ];
}

export async function addDomain(db: Db, secretKey: string, organizationId: string, name: string): Promise<SendingDomainRow> {
  const domain = name.trim().toLowerCase().replace(/\.$/, '');
  if (!DOMAIN.test(domain)) throw new DomainError(`'${name}' is not a domain name`);
  const existing = await email.domainNamed(db.kysely, organizationId, domain);
  if (existing) return existing;
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const row: SendingDomainRow = {
    id: newId(),
    organization_id: organizationId,
    domain,
    status: 'pending',
    dkim_selector: EMAIL.dkimSelector,
    dkim_private_sealed: seal(secretKey, 'dkim-key', privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
    records: JSON.stringify(recordsFor(domain, der)),
    last_checked_at: null,
    created_at: nowIso(),
  };
  await email.insertDomain(db.kysely, row);
  return row;
}

/** What each record's lookup found: SPF and DMARC by their tag (any published policy counts), DKIM by its key. */
function matches(record: Schemas['DnsRecord'], found: string[]): boolean {
  const normal = (s: string) => s.replace(/\s+/g, '').toLowerCase();
  if (record.purpose === 'spf') return found.some((t) => normal(t).startsWith('v=spf1'));
  if (record.purpose === 'dmarc') return found.some((t) => normal(t).startsWith('v=dmarc1'));
  return found.some((t) => normal(t) === normal(record.value));
}

export async function verifyDomain(
  db: Db,
  organizationId: string,
  name: string,
  resolve: TxtResolver = dnsResolver,
): Promise<SendingDomainRow | null> {
  const row = await email.domainNamed(db.kysely, organizationId, name.trim().toLowerCase().replace(/\.$/, ''));
  if (!row) return null;
  const records = JSON.parse(row.records) as Schemas['DnsRecord'][];
  const checked = await Promise.all(
    records.map(async (r): Promise<Schemas['DnsRecord']> => ({ ...r, status: matches(r, await resolve(r.name)) ? 'verified' : 'failed' })),
  );
  const status = checked.every((r) => r.status === 'verified') ? 'verified' : 'failed';
  const set = { status, records: JSON.stringify(checked), last_checked_at: nowIso() } as const;
  await email.updateDomain(db.kysely, row.id, set);
  return { ...row, ...set };
}
