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
