// A mock server from the contract: `prism mock openapi.yaml` serves the full paths and answers each
// request example's name with the response example of the same name.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.join(__dirname, '../..');
const SURVEY = '0192f3c4-5a6b-7c8d-9e0f-1a2b3c4d5e6f';
let prism: ChildProcess;
let base = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  prism = spawn(path.join(root, 'node_modules/.bin/prism'), ['mock', 'openapi.yaml', '-p', String(port), '-h', '127.0.0.1'], {
    cwd: root,
    stdio: 'pipe',
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`prism did not start:\n${out}`)), 100_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism.stdout?.on('data', read);
    prism.stderr?.on('data', read);
    prism.on('exit', (code) => reject(new Error(`prism exited with ${code}:\n${out}`)));
  });
}, 120_000);
afterAll(() => {
  prism?.removeAllListeners('exit');
  prism?.kill();
});

const auth = { Authorization: 'Bearer fw_mock_key' };

/**
 * Prism checks each call against the whole document: 4-8 s a call on this machine (more since a question update's
 * config became a union of the 38 types' configs), and more under a loaded CI run, so these tests allow two minutes.
 */
const PRISM_CALLS = 120_000;

it(
  'serves /api/v1/surveys at its full path, and refuses a call without a key',
  async () => {
    const res = await fetch(`${base}/api/v1/surveys`, { headers: auth });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: unknown[]; pagination: object };
    expect(Array.isArray(body.data)).toBe(true);
    expect((await fetch(`${base}/api/v1/surveys`)).status).toBe(401);
  },
  PRISM_CALLS,
);

it(
  'answers an nps create with the nps example, and the single-choice one with its own',
  async () => {
    const create = (example: string, body: object) =>
      fetch(`${base}/api/v1/surveys/${SURVEY}/questions`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json', Prefer: `example=${example}` },
        body: JSON.stringify(body),
      });
    const nps = await create('npsFirst', { type: 'nps', title: 'How likely are you to recommend us?' });
    expect(nps.status).toBe(201);
    expect(nps.headers.get('location')).toMatch(new RegExp(`^/api/v1/surveys/${SURVEY}/questions/[0-9a-f-]{36}$`));
    expect(await nps.json()).toMatchObject({ type: 'nps', config: { lowLabel: 'Not at all likely', highLabel: 'Extremely likely' } });
    const choice = await create('singleChoice', { type: 'single_choice', title: 'Plan?', config: { options: [{ id: 'a', label: 'A' }] } });
    expect(await choice.json()).toMatchObject({ type: 'single_choice' });
  },
  PRISM_CALLS,
);

it(
  'serves the respondent surface and /healthz from the same server',
  async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const view = await fetch(`${base}/api/collect/v1/surveys/${SURVEY}`);
    expect(view.status).toBe(200);
  },
  PRISM_CALLS,
);
