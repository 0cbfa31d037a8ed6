// Finding 5 of the security review: a stored Idempotency-Key reply held the whole answer in clear, so a webhook's
// signing secret and a contact's address and attributes could be read from the database file although both are
// sealed everywhere else. Stored replies are sealed now; a replay still answers exactly what the first request did.
import fs from 'node:fs';
import path from 'node:path';
import { useService } from '../helpers/service';

const file = useService({ WEBHOOK_POLL_MS: '0' });

/** Every byte the database keeps: the SQLite files (the log too), or PostgreSQL's stored replies as text. */
async function storedBytes(): Promise<string> {
  const { config, db } = file.svc.running.services;
  if (config.databaseUrl.startsWith('sqlite:')) {
    const base = config.databaseUrl.slice('sqlite:'.length);
    const dir = path.dirname(base);
    return fs
      .readdirSync(dir)
      .filter((f) => f.startsWith(path.basename(base)))
      .map((f) => fs.readFileSync(path.join(dir, f)).toString('latin1'))
      .join('\n');
  }
  const rows = await db.kysely.selectFrom('idempotency_keys').selectAll().execute();
  const contacts = await db.kysely.selectFrom('contacts').selectAll().execute();
  const hooks = await db.kysely.selectFrom('webhooks').selectAll().execute();
  return JSON.stringify([rows, contacts, hooks]);
}

it('keeps no webhook secret, address or attribute in clear in a stored reply, and replays the reply whole', async () => {
  const headers = { 'Idempotency-Key': 'create-hook-1' };
  const hook = await file.api.post(
    '/api/v1/webhooks',
    { url: 'https://93.184.216.34/hooks/sealed', events: ['response.completed'] },
    { headers },
  );
  expect(hook.status).toBe(201);
  const secret: string = hook.body.webhook.secret;
  expect(secret).toMatch(/^whsec_/);
  const email = 'ada.lovelace.sealed@example.com';
  const contactHeaders = { 'Idempotency-Key': 'create-contact-1' };
  const contact = await file.api.post(
    '/api/v1/contacts',
    { email, attributes: { favouriteNumber: 'seventeen-sealed-marker' } },
    { headers: contactHeaders },
  );
  expect(contact.status).toBe(201);

  const replayed = await file.api.post(
    '/api/v1/webhooks',
    { url: 'https://93.184.216.34/hooks/sealed', events: ['response.completed'] },
    { headers },
  );
  expect(replayed.status).toBe(201);
  expect(replayed.headers.get('idempotency-replayed')).toBe('true');
  expect(replayed.body).toEqual(hook.body);
  expect(replayed.headers.get('location')).toBe(hook.headers.get('location'));
  const again = await file.api.post(
    '/api/v1/contacts',
    { email, attributes: { favouriteNumber: 'seventeen-sealed-marker' } },
    { headers: contactHeaders },
  );
  expect(again.body).toEqual(contact.body);

  const stored = await storedBytes();
  const secretPart = secret.slice('whsec_'.length);
  expect(stored).not.toContain(secretPart);
  expect(stored).not.toContain(email);
  expect(stored).not.toContain('seventeen-sealed-marker');
});
