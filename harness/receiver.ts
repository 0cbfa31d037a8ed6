// A webhook receiver on loopback HTTPS with a self-signed certificate (made by openssl), for delivery tests. Each
// path answers as `behave` says; every request is recorded with its raw body and headers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { execFileSync } from 'node:child_process';

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

/** What a path does: answer with a status (and headers), or hang until the client gives up. */
export type Behaviour = { status: number; headers?: Record<string, string> } | 'hang';

export interface Receiver {
  url: (p: string) => string;
  caFile: string;
  received: Received[];
  behave: Map<string, Behaviour | ((n: number) => Behaviour)>;
  /** Resolves when `count` requests to `p` have arrived (fails after `ms`). */
  waitFor(p: string, count: number, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-receiver-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=fieldwork-test-receiver',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const received: Received[] = [];
  const behave = new Map<string, Behaviour | ((n: number) => Behaviour)>();
  const hanging = new Set<ServerResponse>();
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const p = req.url ?? '/';
      received.push({
        path: p,
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const rule = behave.get(p) ?? { status: 200 };
      const b = typeof rule === 'function' ? rule(received.filter((r) => r.path === p).length) : rule;
      if (b === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      res.writeHead(b.status, b.headers).end('ok');
    });
  };
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: (p) => `https://127.0.0.1:${port}${p}`,
    caFile: cert,
    received,
    behave,
    async waitFor(p, count, ms = 10_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const hits = received.filter((r) => r.path === p);
        if (hits.length >= count) return hits;
        if (Date.now() > deadline) throw new Error(`${p} received ${hits.length} of ${count} requests within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
