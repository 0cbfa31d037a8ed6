// An HTTP client for load: kept-alive connections (at most `connections`), JSON in and out, any status >= 300 an error.
// node:http rather than fetch: fetch's pool and promise machinery cost the load generator more CPU than the server
// it measures on a two-core machine.
import http from 'node:http';

export type Call = <T = unknown>(
  method: string,
  route: string,
  options?: { body?: unknown; headers?: Record<string, string> },
) => Promise<T>;

export function loadClient(base: string, connections: number): Call {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(base);
  return <T>(method: string, route: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}) =>
    new Promise<T>((resolve, reject) => {
      const payload = body === undefined ? null : JSON.stringify(body);
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path: route,
          headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            if ((res.statusCode ?? 500) >= 300) return reject(new Error(`${method} ${route}: ${res.statusCode} ${text.slice(0, 300)}`));
            resolve((text ? JSON.parse(text) : null) as T);
          });
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
}
