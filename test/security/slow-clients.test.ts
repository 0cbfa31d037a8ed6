// Finding 10 of the security review: no headersTimeout, requestTimeout or connection cap was set, so a slow-loris
// client (headers sent a byte at a time, or never finished) held sockets for minutes. The server now cuts a request
// whose headers or body do not arrive in time, and refuses connections beyond its cap.
import net from 'node:net';
import { useService } from '../helpers/service';

const file = useService({ HTTP_HEADERS_TIMEOUT_SECONDS: '1', HTTP_REQUEST_TIMEOUT_SECONDS: '2', HTTP_MAX_CONNECTIONS: '4' });

const address = () => {
  const url = new URL(file.svc.running.url);
  return { host: url.hostname, port: Number(url.port) };
};

/** Opens a connection, runs `feed` on it, and answers how long the server kept it open and what it sent back. */
function hold(feed: (socket: net.Socket) => void, giveUpMs = 15_000): Promise<{ ms: number; reply: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let reply = '';
    const socket = net.connect(address(), () => feed(socket));
    const timer = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on('data', (d) => (reply += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ ms: Date.now() - started, reply });
    });
  });
}

it('cuts a client that sends its headers a line at a time', async () => {
  let trickle: NodeJS.Timeout | undefined;
  const { ms, reply } = await hold((socket) => {
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    let n = 0;
    trickle = setInterval(() => socket.write(`X-Slow-${n++}: a\r\n`), 200);
  });
  clearInterval(trickle);
  expect(reply).toMatch(/^HTTP\/1\.1 408/);
  expect(ms).toBeLessThan(5000); // the headers' second, plus the server's check every second
});

it('cuts a client that never finishes its body', async () => {
  const { ms } = await hold((socket) => {
    socket.write(
      'POST /api/health-check/analyze HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"mode":',
    );
  });
  expect(ms).toBeGreaterThanOrEqual(1900); // the request's two seconds...
  expect(ms).toBeLessThan(6000); // ...plus the server's check every second, not minutes
});

it('refuses connections beyond its cap, and serves again once they go', async () => {
  const idle = await Promise.all(
    Array.from(
      { length: 4 },
      () =>
        new Promise<net.Socket>((resolve) => {
          const s = net.connect(address(), () => resolve(s));
          s.on('error', () => undefined);
        }),
    ),
  );
  const refused = await hold((socket) => socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'), 3000);
  expect(refused.reply).toBe('');
  expect(refused.ms).toBeLessThan(2000); // closed at once, not left to time out
  for (const s of idle) s.destroy();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect((await file.svc.anonymous.get('/healthz')).status).toBe(200);
});
