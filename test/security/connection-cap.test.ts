// Finding 4 of the red team's second round (docs/operations.md, "Connections"): 1,200 sockets trickling headers from
// one client, re-opened as they were cut, filled HTTP_MAX_CONNECTIONS and /healthz failed for about 20 s. One address
// may now hold HTTP_MAX_CONNECTIONS_PER_ADDRESS connections at once; the rest of the server's are left to others.
// A real socket flood on loopback, bounded in count (60 sockets at most at once) and time (3 s).
import net from 'node:net';
import http from 'node:http';
import { useService } from '../helpers/service';

const file = useService({ HTTP_MAX_CONNECTIONS: '20', HTTP_MAX_CONNECTIONS_PER_ADDRESS: '5', HTTP_HEADERS_TIMEOUT_SECONDS: '10' });
const ATTACKER = '127.0.0.2';
const VISITOR = '127.0.0.3';

const target = () => {
  const url = new URL(file.svc.running.url);
  return { host: url.hostname, port: Number(url.port) };
};

/** A health check from `localAddress`: its status, or the error that stopped it. */
const healthz = (localAddress: string) =>
  new Promise<string>((resolve) => {
    const req = http.get({ ...target(), path: '/healthz', localAddress, agent: false, timeout: 2000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve((e as NodeJS.ErrnoException).code ?? e.message));
  });

it('keeps one address to its share of the connections while it floods, and serves everyone else meanwhile', async () => {
  const alive = new Map<net.Socket, number>(); // open sockets, and since when
  let opened = 0;
  let stop = false;
  /** One trickling connection from the attacker, opened again whenever it is cut, until the flood ends. */
  const flood = (): void => {
    if (stop) return;
    opened++;
    const socket = net.connect({ ...target(), localAddress: ATTACKER });
    let trickle: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      alive.set(socket, Date.now());
      socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
      trickle = setInterval(() => socket.write('X-Slow: a\r\n'), 200);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(trickle);
      alive.delete(socket);
      setTimeout(flood, 20);
    });
  };
  for (let i = 0; i < 60; i++) flood();
  await new Promise((r) => setTimeout(r, 500));

  const statuses: string[] = [];
  const held: number[] = [];
  const until = Date.now() + 2500;
  while (Date.now() < until) {
    statuses.push(await healthz(VISITOR));
    // Those the server kept (one it refuses is closed as it arrives, well within 300 ms).
    held.push([...alive.values()].filter((since) => Date.now() - since > 300).length);
    await new Promise((r) => setTimeout(r, 100));
  }
  stop = true;
  for (const s of alive.keys()) s.destroy();

  expect(opened).toBeGreaterThan(60); // the flood kept trying
  expect(new Set(statuses)).toEqual(new Set(['200'])); // everyone else was served throughout
  expect(Math.max(...held)).toBeLessThanOrEqual(5);
});
