// Structured logs: one line per request with id, method, path, status and duration; never a key or secret.
import { Api } from '../helpers/api';
import { withLoggedServer } from '../helpers/logged-server';

it('logs each request as JSON without the API key', async () => {
  await withLoggedServer({ secretKey: 'log-test', plan: 'free', scopes: ['surveys:write'] }, async ({ url, key, lines }) => {
    const api = new Api(url, key);
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
  });
});
