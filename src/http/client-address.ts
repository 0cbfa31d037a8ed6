// One key per client for every per-address limit (docs/design/rate-limits.md): the address express resolved (as far
// as TRUST_PROXY lets it read X-Forwarded-For), with what a client can vary at no cost taken off. A port is dropped
// (`9.9.9.9:1001`), an IPv4-mapped IPv6 address counts as its IPv4 one (`::ffff:9.9.9.9`), and an IPv6 address counts
// as its /64: one subscriber's network, whose addresses a client may rotate freely. Linear string work, no pattern
// over the caller's text.
import net from 'node:net';

/** IPv6 addresses count per network of this many leading bits. */
export const IPV6_LIMIT_PREFIX_BITS = 64;

/** The address without a port: `a.b.c.d:port` and `[v6]:port` lose it; a bare IPv6 address keeps every colon. */
function withoutPort(address: string): string {
  if (address.startsWith('[')) {
    const end = address.indexOf(']');
    return end > 0 ? address.slice(1, end) : address;
  }
  const colon = address.indexOf(':');
  return colon > 0 && colon === address.lastIndexOf(':') ? address.slice(0, colon) : address;
}

/** The eight 16-bit groups of an IPv6 address (one `::` expanded; an embedded IPv4 tail as two groups). */
function groupsOf(v6: string): number[] {
  const [head, tail] = v6.includes('::') ? v6.split('::') : [v6, null];
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)];
          const [a, b, c, d] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = parse(head);
  const back = tail === null ? [] : parse(tail);
  return [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill(0), ...back];
}

/** The key a per-address limit counts the client by. */
export function clientAddressKey(resolved: string | undefined): string {
  const address = withoutPort((resolved ?? '').trim()).split('%')[0]; // a zone id (fe80::1%eth0) names no other client
  const family = net.isIP(address);
  if (family === 4) return address;
  if (family !== 6) return address === '' ? 'unknown' : address;
  const groups = groupsOf(address.toLowerCase());
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  const kept = IPV6_LIMIT_PREFIX_BITS / 16;
  return `${groups
    .slice(0, kept)
    .map((g) => g.toString(16))
    .join(':')}::/${IPV6_LIMIT_PREFIX_BITS}`;
}
