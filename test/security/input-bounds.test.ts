// Finding 9 of the security review: input that reached a 500. `?page=99999999999999999999` on every paged list (an
// offset no database takes), and asset names looked up on a plain object (`constructor`, `__proto__`, `toString`
// found the object's own machinery). Every integer parameter is bounded in the contract now (the contract fuzz test
// tries each one past its maximum and at 10^20), and names are looked up in Maps.
import { operations } from '../../generated/operations';
import doc from '../../generated/openapi.json';
import type { OperationMeta } from '../../src/http/operation-meta';
import { useService } from '../helpers/service';

const file = useService({ WEBHOOK_POLL_MS: '0', EMAIL_POLL_MS: '0' });
const paged = (operations as readonly OperationMeta[]).filter((op) =>
  ((doc as any).paths[op.path][op.method].parameters ?? []).some((p: { $ref?: string }) => p.$ref === '#/components/parameters/Page'),
);

let ids: Record<string, string>;
beforeAll(async () => {
  const api = file.api;
  const survey = (await api.post('/api/v1/surveys', { title: 'Bounds' })).body;
  const list = (await api.post('/api/v1/contact-lists', { name: 'Bounds' })).body;
  const contact = (await api.post('/api/v1/contacts', { email: 'bounds@example.com' })).body;
  await api.post(`/api/v1/contact-lists/${list.id}/members`, { contactIds: [contact.id] });
  const mail = (await api.post(`/api/v1/surveys/${survey.id}/collectors`, { name: 'Mail', type: 'email' })).body;
  const send = (await api.post(`/api/v1/collectors/${mail.id}/sends`, { listId: list.id, subject: 'Hi', body: '{{link}}' })).body;
  const hook = (await api.post('/api/v1/webhooks', { url: 'https://93.184.216.34/hooks/bounds' })).body;
  ids = { surveyId: survey.id, listId: list.id, sendId: send.id, webhookId: hook.webhook.id };
});

it('pages every paged list (17 of them)', () => {
  expect(paged.length).toBeGreaterThanOrEqual(17);
});

describe.each(paged.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  it('answers 400 naming `page` for a page beyond any integer column, and 200 at its maximum', async () => {
    const path = op.fullPath.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]);
    const huge = await file.api.get(path, { query: { page: '99999999999999999999' } });
    expect(huge.status).toBe(400);
    expect(huge.body.errors).toContainEqual(expect.objectContaining({ in: 'query', name: 'page' }));
    const last = await file.api.get(path, { query: { page: '1000000' } });
    expect(last.status).toBe(200);
    expect(last.body.data).toEqual([]);
  });
});

it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
  'answers 404 to the asset or problem named %s',
  async (name) => {
    for (const path of [`/docs/assets/${name}`, `/s/assets/${name}`, `/problems/${name}`]) {
      const res = await file.svc.anonymous.get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  },
);
