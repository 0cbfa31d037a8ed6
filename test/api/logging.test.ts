// Structured logs: one line per request with id, method, path, status and duration; never a key or secret.
import os from 'node:os';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/log';
import { createServices, startServer } from '../../src/server';
import { createOrganization } from '../../src/auth/organizations';
import { createKey } from '../../src/auth/keys';
import { Api } from '../helpers/api';
import { freshDatabase } from '../helpers/service';
import { logLines } from '../helpers/log-lines';

it('logs each request as JSON without the API key', async () => {
  const { lines, sink } = logLines();
  const database = await freshDatabase();
  const config = loadConfig({ DATABASE_URL: database.url, SECRET_KEY: 'log-test', DATA_DIR: os.tmpdir() });
  const services = await createServices(config, createLogger('info', sink));
  const server = await startServer(services, 0, '127.0.0.1');
  try {
    const org = await createOrganization(services.db, 'Logs', 'free');
    const { key } = await createKey(services.db, org.id, ['surveys:write']);
    const api = new Api(server.url, key);
    await api.post('/api/v1/surveys', { title: 'Logged' }, { headers: { 'x-request-id': 'log-check-1' } });
    await api.as(`${key}x`).get('/api/v1/surveys');
    await new Promise((r) => setTimeout(r, 50));
    const entries = lines.map((l) => JSON.parse(l));
    const entry = entries.find((e) => e.requestId === 'log-check-1');
    expect(entry).toMatchObject({ msg: 'request', method: 'POST', path: '/api/v1/surveys', status: 201, operationId: 'createSurvey' });
    expect(typeof entry.durationMs).toBe('number');
    expect(entries.some((e) => e.status === 401)).toBe(true);
    const secret = key.split('_')[2];
    expect(lines.join('\n')).not.toContain(secret);
  } finally {
    await server.close();
    await database.drop();
  }
});
