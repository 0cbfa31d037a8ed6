// The webhook target guard (docs/design/webhooks.md): https only, and every address the host resolves to must be public unicast:
// private, loopback, link-local, CGNAT, multicast, unspecified, reserved and cloud-metadata addresses are refused
// (IPv4, IPv6 and IPv4 embedded in IPv6). Delivery connects to the very address that was checked (pinnedLookup), so
// a DNS answer that changes between check and connect (rebinding) cannot redirect it. Address ranges come from
// ipaddr.js (the library express itself uses for proxy addresses).
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export class TargetRefused extends Error {}

export interface CheckedTarget {
  url: URL;
  /** The address delivery connects to: one of those checked. */
  pinned: ResolvedAddress;
}

/** Why an address may not receive webhooks, or null when it is public unicast. */
export function addressProblem(address: string): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes the IPv4 address it carries
  const range = parsed.range();
  // IPv4-compatible IPv6 (::/96 beyond :: and ::1, deprecated by RFC 4291): ipaddr.js calls it unicast, but
  // `::127.0.0.1` reaches the loopback on hosts that still route it. No public service uses it: refused whatever IPv4
  // address it carries.
  if (range === 'unicast' && parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) {
    return `${parsed.toString()} is an IPv4-compatible IPv6 address`;
  }
  if (range === 'unicast') return null;
  return `${parsed.toString()} is a ${range} address`;
}

const bare = (hostname: string): string => hostname.replace(/^\[(.*)\]$/, '$1');

/** Checks a subscription's URL and resolves its host; throws TargetRefused with the reason. */
export async function checkTarget(raw: string, options: { allowPrivate: boolean; resolve?: Resolver }): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TargetRefused('is not an absolute URL');
  }
  if (url.protocol !== 'https:') throw new TargetRefused('must use https');
  if (url.username || url.password) throw new TargetRefused('must not carry credentials');
  const host = bare(url.hostname);
  const addresses = ipaddr.isValid(host)
    ? [{ address: host, family: (ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4) as 4 | 6 }]
    : await (options.resolve ?? systemResolver)(host).catch(() => {
        throw new TargetRefused(`host ${host} does not resolve`);
      });
  if (addresses.length === 0) throw new TargetRefused(`host ${host} does not resolve`);
  if (!options.allowPrivate) {
    for (const a of addresses) {
      const problem = addressProblem(a.address);
      if (problem) throw new TargetRefused(ipaddr.isValid(host) ? `points at ${problem}` : `host ${host} resolves to ${problem}`);
    }
  }
  return { url, pinned: addresses[0] };
}

/** A socket lookup that answers with the checked address whatever the hostname (TLS still verifies the name). */
export function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options && typeof options === 'object' && 'all' in options && options.all) {
      (callback as unknown as (err: null, addresses: { address: string; family: number }[]) => void)(null, [pinned]);
      return;
    }
    callback(null, pinned.address, pinned.family);
  };
}
