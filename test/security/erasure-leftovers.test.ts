// Finding 2 of the red team's second round (docs/design/erasure.md): what an erased person left outside their
// contact and responses. A stored reply to a repeated POST /contacts or import named them, and replayed it after the
// erasure; the invitations' log kept their contact id and the masked address. Erasure removes all three.
import crypto from 'node:crypto';
import { useService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import { everything } from '../helpers/raw-database';

const file = useService();
const unique = () => crypto.randomBytes(4).toString('hex');

it("an erased person's stored replies, invitation rows and address are gone: replaying their keys answers no trace of them", async () => {
  const local = `morwenna.${unique()}`;
  const email = `${local}@example.com`;
  const contactKey = `contact-${unique()}`;
  const importKey = `import-${unique()}`;
  const contactBody = { email, firstName: 'Morwenna', lastName: 'Trelawney' };
  const made = await file.api.post('/api/v1/contacts', contactBody, { headers: { 'Idempotency-Key': contactKey } });
  expect(made.status).toBe(201);
  const s = await buildSurvey(file.api, [{ key: 'q', type: 'short_text' }]);
  const importBody = {
    responses: [
      {
        status: 'completed',
        startedAt: '2026-11-20T10:00:00.000Z',
        completedAt: '2026-11-20T10:05:00.000Z',
        contactId: made.body.id,
        answers: [{ questionId: s.q.q, value: 'Fine' }],
      },
    ],
  };
  const imported = await file.api.post(`/api/v1/surveys/${s.id}/responses`, importBody, { headers: { 'Idempotency-Key': importKey } });
  expect(imported.status).toBe(200);
  const responseId = imported.body.data[0].id as string;
  // An invitation to the person: the outbox keeps a recipient row for them.
  const collector = (await file.api.post(`/api/v1/surveys/${s.id}/collectors`, { name: 'Invitations', type: 'email' })).body;
  const list = (await file.api.post('/api/v1/contact-lists', { name: `Panel ${unique()}` })).body;
  await file.api.post(`/api/v1/contact-lists/${list.id}/members`, { contactIds: [made.body.id] });
  const send = await file.api.post(`/api/v1/collectors/${collector.id}/sends`, {
    listId: list.id,
    subject: 'Two minutes?',
    body: 'Hi {{link}}',
  });
  expect(send.status).toBe(202);
  const listed = async () => (await file.api.get(`/api/v1/email/sends/${send.body.id}/recipients`)).body.data;
  expect(await listed()).toMatchObject([{ contactId: made.body.id, email: `${local[0]}***@example.com` }]);

  const erased = await file.api.post('/api/v1/erasure-requests', { contactId: made.body.id });
  expect(erased.body).toMatchObject({ responsesErased: 1, contactsErased: 1 });

  // The recipient row keeps its place in the send's counts, but neither the link nor any part of the address.
  expect(await listed()).toMatchObject([{ contactId: null, email: '(erased)' }]);
  // The audit trail keeps the ids of what was changed (never a personal value) and is append-only: an erased
  // contact's id stays there, naming nothing (docs/design/audit.md). The response's id stays in its `response.deleted`
  // event, by design.
  const rows = await everything(file.svc.running.services.db, ['audit_events']);
  expect(rows).not.toContain(made.body.id);
  expect(rows).not.toContain('example.com');

  // A replayed key is a new request now: it does not answer with the erased person's id, address or response.
  const contactAgain = await file.api.post('/api/v1/contacts', contactBody, { headers: { 'Idempotency-Key': contactKey } });
  expect(contactAgain.headers.get('idempotency-replayed')).toBeNull();
  expect(contactAgain.body.id).not.toBe(made.body.id);
  const importAgain = await file.api.post(`/api/v1/surveys/${s.id}/responses`, importBody, { headers: { 'Idempotency-Key': importKey } });
  expect(importAgain.headers.get('idempotency-replayed')).toBeNull();
  // (run anew, it names a contact that no longer exists)
  expect(importAgain.status).toBe(400);
  expect(JSON.stringify(importAgain.body)).not.toContain(responseId);
});
