// Erasure of a person (docs/design/erasure.md): every response linked to their contact in every survey of the
// organisation, then the contact; a receipt naming the subject by a keyed hash, readable later; nothing of anyone else.
import fs from 'node:fs';
import { useService } from '../helpers/service';
import { everything } from '../helpers/raw-database';
import { buildSurvey } from '../helpers/surveys';
import { matchesRecount } from '../helpers/recount';

const file = useService();
const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;

async function importFor(surveyId: string, questionId: string, contactIds: (string | null)[]) {
  const res = await file.api.post(`/api/v1/surveys/${surveyId}/responses`, {
    responses: contactIds.map((contactId, i) => ({
      status: 'completed',
      startedAt: at(i),
      completedAt: at(i + 1),
      answers: [{ questionId, value: 'Fine' }],
      ...(contactId ? { contactId } : {}),
    })),
  });
  expect(res.status).toBe(200);
  return res.body.data.map((d: { id: string }) => d.id) as string[];
}

it("erases a person's responses in every survey and their contact, with a receipt that does not name them", async () => {
  const grace = (await file.api.post('/api/v1/contacts', { email: 'Grace.Hopper@example.com', externalId: 'crm-1' })).body;
  const alan = (await file.api.post('/api/v1/contacts', { email: 'alan@example.com' })).body;
  const one = await buildSurvey(file.api, [{ key: 'q', type: 'short_text' }]);
  const two = await buildSurvey(file.api, [{ key: 'q', type: 'short_text' }]);
  const [g1, a1, anon] = await importFor(one.id, one.q.q, [grace.id, alan.id, null]);
  const [g2] = await importFor(two.id, two.q.q, [grace.id]);

  const erased = await file.api.post('/api/v1/erasure-requests', { email: '  grace.hopper@EXAMPLE.com ' });
  expect(erased.status).toBe(201);
  expect(erased.headers.get('location')).toBe(`/api/v1/erasure-requests/${erased.body.id}`);
  expect(erased.body).toMatchObject({ subject: { kind: 'email' }, responsesErased: 2, contactsErased: 1 });
  expect(JSON.stringify(erased.body)).not.toMatch(/grace/i);
  for (const id of [g1, g2]) expect((await file.api.get(`/api/v1/responses/${id}`)).status).toBe(404);
  for (const id of [a1, anon]) expect((await file.api.get(`/api/v1/responses/${id}`)).status).toBe(200);
  expect((await file.api.get(`/api/v1/contacts/${grace.id}`)).status).toBe(404);
  expect((await file.api.get(`/api/v1/contacts/${alan.id}`)).status).toBe(200);
  await matchesRecount(file.svc.running.services.db.kysely, one.id);
  await matchesRecount(file.svc.running.services.db.kysely, two.id);
  expect((await file.api.get(`/api/v1/erasure-requests/${erased.body.id}`)).body).toEqual(erased.body);

  // The same subject hashes alike (a second request proves the first left nothing): found nothing, erased nothing.
  const again = await file.api.post('/api/v1/erasure-requests', { email: 'grace.hopper@example.com' });
  expect(again.body).toMatchObject({ subject: erased.body.subject, responsesErased: 0, contactsErased: 0 });
  const byExternal = await file.api.post('/api/v1/erasure-requests', { externalId: 'crm-1' });
  expect(byExternal.body).toMatchObject({ subject: { kind: 'externalId' }, responsesErased: 0, contactsErased: 0 });
  const byId = await file.api.post('/api/v1/erasure-requests', { contactId: alan.id });
  expect(byId.body).toMatchObject({ responsesErased: 1, contactsErased: 1 });

  const two_ = await file.api.post('/api/v1/erasure-requests', { email: 'a@example.com', externalId: 'x' });
  expect(two_.status).toBe(400);
  const theirs = (await file.svc.org()).api;
  expect((await theirs.get(`/api/v1/erasure-requests/${erased.body.id}`)).status).toBe(404);
  const foreign = await theirs.post('/api/v1/erasure-requests', { contactId: grace.id });
  expect(foreign.status).toBe(400);
  expect(foreign.body.errors[0].name).toBe('contactId');
});

/** The words of a text as the term counts would keep them (numbers and one-letter words are not counted). */
const wordsOf = (...texts: string[]) => texts.flatMap((t) => t.split(/[^A-Za-z]+/)).filter((w) => w.length > 2);

it('leaves no trace of the person: no row holds their email or any word of their answers, before or after a correction, nor, on SQLite, any byte of the database files', async () => {
  const { db, config } = file.svc.running.services;
  const email = 'zelda.quokkafield@example.com';
  const answer = 'Zebulon Quixotewright lives at 221 Xylophonia Street';
  const corrected = 'Quixotic lanternfish harbour';
  const correction = 'Marzipan pelicanhouse';
  const person = (await file.api.post('/api/v1/contacts', { email, externalId: 'crm-zelda', firstName: 'Zelda' })).body;
  const s = await buildSurvey(file.api, [
    { key: 'q', type: 'short_text' },
    { key: 'why', type: 'long_text', required: false },
  ]);
  const imported = await file.api.post(`/api/v1/surveys/${s.id}/responses`, {
    responses: [
      {
        status: 'completed',
        startedAt: at(0),
        completedAt: at(1),
        contactId: person.id,
        answers: [
          { questionId: s.q.q, value: answer },
          { questionId: s.q.why, value: corrected },
        ],
      },
    ],
  });
  const id = imported.body.data[0].id as string;
  // A correction keeps the replaced value, and sends response.updated with the answers: both must go too.
  const fixed = await file.api.patch(`/api/v1/responses/${id}`, { answers: [{ questionId: s.q.why, value: correction }], reason: 'typo' });
  expect(fixed.status).toBe(200);
  const words = wordsOf(answer, corrected, correction).map((w) => w.toLowerCase());
  const before = await everything(db);
  for (const text of [answer, corrected, ...words]) expect(before).toContain(text.toLowerCase());

  expect((await file.api.post('/api/v1/erasure-requests', { email })).body).toMatchObject({ responsesErased: 1, contactsErased: 1 });
  const rows = await everything(db);
  for (const text of [email, answer, corrected, correction, 'zelda']) expect(rows).not.toContain(text.toLowerCase());
  // Word by word (the term counts keep words, not answers): none is left as a whole word anywhere.
  for (const word of words) expect({ word, found: new RegExp(`\\b${word}\\b`).test(rows) }).toEqual({ word, found: false });
  if (config.databaseUrl.startsWith('sqlite:')) {
    const dbFile = config.databaseUrl.slice('sqlite:'.length);
    const bytes = Buffer.concat([dbFile, `${dbFile}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)));
    for (const text of [email, answer, corrected, 'Zelda', ...words])
      expect({ text, found: bytes.includes(text) }).toEqual({ text, found: false });
  }
});
