// Finding 3 of the security review: with TRUST_PROXY=true every client's X-Forwarded-For was believed, so rotating the
// header dodged every per-address limit. TRUST_PROXY now takes a hop count or the proxies' addresses (express's
// `trust proxy` forms); behind one load balancer the address used is the last entry, the one the balancer added.
import { parseTrustProxy } from '../../src/config';
import { useService } from '../helpers/service';

const file = useService({ TRUST_PROXY: '1', HEALTH_CHECK_RATE_LIMIT_PER_HOUR: '3' });

it('limits the health check by the address the trusted proxy saw, whatever the client wrote before it', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    // The client forges a new first entry every time; the load balancer appends the address it really saw.
    const res = await file.svc.anonymous.post(
      '/api/health-check/analyze',
      { mode: 'text', content: 'How old are you?' },
      { headers: { 'X-Forwarded-For': `192.0.2.${i + 1}, 198.51.100.23` } },
    );
    statuses.push(res.status);
  }
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
});

it('refuses TRUST_PROXY=true, naming what to set instead, and reads hop counts and address lists', () => {
  for (const value of ['true', 'TRUE', 'yes', 'on']) expect(() => parseTrustProxy(value)).toThrow(/number of proxies in front/);
  expect(() => parseTrustProxy('10.0.0.0/8, example.com')).toThrow(/'example.com' is neither/);
  expect(parseTrustProxy(undefined)).toBe(false);
  expect(parseTrustProxy('false')).toBe(false);
  expect(parseTrustProxy('2')).toBe(2);
  expect(parseTrustProxy('loopback, 10.0.0.0/8, 2001:db8::1')).toEqual(['loopback', '10.0.0.0/8', '2001:db8::1']);
});

// Finding 10 of the 2026-11-28 review: 0.0.0.0/1 and a hop count of 99 were taken, trusting what clients write.
it('refuses a subnet wider than a private network and a hop count past a few proxies, saying why', () => {
  for (const value of ['0.0.0.0/0', '0.0.0.0/1', '128.0.0.0/1', '10.0.0.0/7', '::/0', '::/1', '2000::/3'])
    expect(() => parseTrustProxy(value)).toThrow(/wider than a private network/);
  expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/is not a subnet/);
  for (const value of ['4', '99']) expect(() => parseTrustProxy(value)).toThrow(/at most 3 proxies in front/);
  expect(parseTrustProxy('3')).toBe(3);
  expect(parseTrustProxy('10.0.0.0/8, 192.168.1.0/24, fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.0/24', 'fd00::/8']);
});

// Finding 3 of the 2026-11-28 review: per-address limits compared the address text as it came, so a port, another
// address of one IPv6 /64, or an IPv4-mapped spelling each counted apart.
describe('one key per client for every per-address limit', () => {
  const analyze = (forwarded: string) =>
    file.svc.anonymous.post(
      '/api/health-check/analyze',
      { mode: 'text', content: 'How old are you?' },
      { headers: { 'X-Forwarded-For': forwarded } },
    );
  const statuses = async (addresses: string[]) => {
    const seen: number[] = [];
    for (const a of addresses) seen.push((await analyze(a)).status);
    return seen;
  };

  it('counts an address with any port as the address', async () => {
    expect(await statuses(['203.0.113.7:1001', '203.0.113.7:1002', '203.0.113.7:1003', '203.0.113.7:1004', '203.0.113.7'])).toEqual([
      200, 200, 200, 429, 429,
    ]);
  });

  it('counts every address of one IPv6 /64 as one, and another /64 apart', async () => {
    expect(await statuses(['2001:db8:7:1::1', '2001:db8:7:1::2', '[2001:db8:7:1:ffff::3]:443', '2001:db8:7:1:abcd::4'])).toEqual([
      200, 200, 200, 429,
    ]);
    expect((await analyze('2001:db8:7:2::1')).status).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    expect(await statuses(['203.0.113.9', '::ffff:203.0.113.9', '::ffff:cb00:7109', '203.0.113.9'])).toEqual([200, 200, 200, 429]);
  });
});
