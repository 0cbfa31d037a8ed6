// A TCP port free right now on 127.0.0.1, chosen by the OS (a random port may be one the OS has handed out already
// for an outgoing connection: the benchmarks' servers failed to start with EADDRINUSE that way).
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
