// A fake OpenAI-compatible provider on loopback: answers POST /v1/chat/completions as it is told (a prediction, an
// error status, text that is not the JSON asked for), optionally after a delay, and records what it was sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeModel {
  baseUrl: string;
  /** What the next calls get. */
  behave(b: { status?: number; content?: string; delayMs?: number }): void;
  requests: { path: string; authorization: string | undefined; body: any }[];
  close(): Promise<void>;
}

export const prediction = (effectPoints: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    effectPoints,
    confidence: 'medium',
    rationale: `B changes completion by ${effectPoints} points.`,
    answerShifts: [],
    ...extra,
  });

export async function startFakeModel(): Promise<FakeModel> {
  let behaviour: { status?: number; content?: string; delayMs?: number } = {};
  const requests: FakeModel['requests'] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body: raw ? JSON.parse(raw) : null });
      const { status = 200, content = prediction(2.5), delayMs = 0 } = behaviour;
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(
          status === 200
            ? JSON.stringify({
                id: 'chatcmpl-1',
                object: 'chat.completion',
                choices: [{ index: 0, message: { role: 'assistant', content } }],
              })
            : JSON.stringify({ error: { message: 'boom' } }),
        );
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    behave: (b) => (behaviour = b),
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
