// The webhook target guard (docs/design/webhooks.md): which URLs may receive webhooks, with a fake resolver standing in for DNS.
import http from 'node:http';
import { checkTarget, pinnedLookup, TargetRefused, type Resolver } from '../../src/webhooks/guard';

const DNS: Record<string, string[]> = {
  'hooks.example.com': ['93.184.216.34'],
  'v6.example.com': ['2606:4700::1111'],
  'internal.example.com': ['10.1.2.3'],
  'mixed.example.com': ['93.184.216.34', '192.168.1.10'],
  'metadata.example.com': ['169.254.169.254'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
};
const resolve: Resolver = async (host) => {
  const found = DNS[host];
  if (!found) throw new Error('ENOTFOUND');
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const check = (url: string, allowPrivate = false) => checkTarget(url, { allowPrivate, resolve });

describe('refused targets, with the reason', () => {
  it.each([
    ['http://hooks.example.com/in', /https/],
    ['ftp://hooks.example.com/in', /https/],
    ['not a url', /absolute URL/],
    ['https://user:pass@hooks.example.com/in', /credentials/],
    ['https://10.0.0.1/in', /10\.0\.0\.1 is a private address/],
    ['https://172.16.5.4/in', /private/],
    ['https://192.168.0.1/in', /private/],
    ['https://127.0.0.1/in', /loopback/],
    ['https://2130706433/in', /127\.0\.0\.1 is a loopback/], // decimal form, normalised by the URL parser
    ['https://0x7f.1/in', /loopback/],
    ['https://[::1]/in', /loopback/],
    ['https://[::ffff:127.0.0.1]/in', /127\.0\.0\.1 is a loopback/],
    ['https://[::ffff:a00:1]/in', /10\.0\.0\.1 is a private/],
    ['https://169.254.169.254/latest/meta-data', /linkLocal/],
    ['https://[fe80::1]/in', /linkLocal/],
    ['https://[fd00:ec2::254]/in', /uniqueLocal/],
    ['https://100.64.0.1/in', /carrierGradeNat/],
    ['https://100.100.100.200/in', /carrierGradeNat/], // a cloud metadata address
    ['https://0.0.0.0/in', /unspecified/],
    ['https://[::]/in', /unspecified/],
    ['https://224.0.0.1/in', /multicast/],
    ['https://[ff02::1]/in', /multicast/],
    ['https://255.255.255.255/in', /broadcast/],
    ['https://internal.example.com/in', /internal\.example\.com resolves to 10\.1\.2\.3 is a private/],
    ['https://mixed.example.com/in', /192\.168\.1\.10/],
    ['https://metadata.example.com/in', /169\.254\.169\.254/],
    ['https://mapped.example.com/in', /127\.0\.0\.1 is a loopback/],
    ['https://nowhere.example.com/in', /does not resolve/],
  ])('%s', async (url, reason) => {
    await expect(check(url)).rejects.toThrow(TargetRefused);
    await expect(check(url)).rejects.toThrow(reason);
  });
});

describe('accepted targets', () => {
  it('a public host, pinned to the address that was checked', async () => {
    const target = await check('https://hooks.example.com/in?x=1');
    expect(target.url.href).toBe('https://hooks.example.com/in?x=1');
    expect(target.pinned).toEqual({ address: '93.184.216.34', family: 4 });
  });

  it('a public IPv6 host and a public address literal', async () => {
    expect((await check('https://v6.example.com/in')).pinned).toEqual({ address: '2606:4700::1111', family: 6 });
    expect((await check('https://8.8.8.8/in')).pinned).toEqual({ address: '8.8.8.8', family: 4 });
  });

  it('a loopback receiver only when private targets are allowed by configuration', async () => {
    await expect(check('https://127.0.0.1:8443/in')).rejects.toThrow(/loopback/);
    expect((await check('https://127.0.0.1:8443/in', true)).pinned.address).toBe('127.0.0.1');
  });
});

it('the pinned lookup connects to the checked address whatever the name resolves to now', async () => {
  const server = http.createServer((_req, res) => res.end('reached'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  try {
    const body = await new Promise<string>((resolve, reject) => {
      const req = http.get(
        { host: 'rebinding.invalid', port, path: '/', lookup: pinnedLookup({ address: '127.0.0.1', family: 4 }) },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
    });
    expect(body).toBe('reached');
  } finally {
    server.close();
  }
});
