// Entity tags and conditional writes (docs/design/repeated-requests.md): two editors of one question, conditional
// writers racing, and tags that change only with what a caller can change. Every write that honours If-Match is also
// checked one by one in authorization.test.ts (a stale tag is 412 and changes nothing; the current tag lets it through).
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';

const file = useService();

async function question() {
  const s = await buildSurvey(file.api, [{ key: 'a', type: 'short_text', title: 'What brought you here?' }], { live: false });
  return `/api/v1/surveys/${s.id}/questions/${s.q.a}`;
}

it('keeps two editors from overwriting each other: the second, holding the old tag, is refused until it reads again', async () => {
  const path = await question();
  const tag = (await file.api.get(path)).headers.get('etag') as string;
  const first = await file.api.put(path, { title: 'What brought you to us?' }, { headers: { 'If-Match': tag } });
  expect(first.status).toBe(200);
  expect(first.headers.get('etag')).not.toBe(tag);

  const second = await file.api.put(path, { description: 'One sentence is enough.' }, { headers: { 'If-Match': tag } });
  expect(second.status).toBe(412);
  expect(second.body.code).toBe('precondition_failed');
  expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  const now = await file.api.get(path);
  expect(now.body).toMatchObject({ title: 'What brought you to us?', description: null });

  const again = await file.api.put(
    path,
    { description: 'One sentence is enough.' },
    { headers: { 'If-Match': now.headers.get('etag') as string } },
  );
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ title: 'What brought you to us?', description: 'One sentence is enough.' });
});

it('lets exactly one of several writers holding the same tag through, whatever their order', async () => {
  const tag = await file.api.post('/api/v1/tags', { name: 'race' });
  const path = `/api/v1/tags/${tag.body.id}`;
  const current = (await file.api.get(path)).headers.get('etag') as string;
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) => file.api.patch(path, { name: `race ${i}` }, { headers: { 'If-Match': current } })),
  );
  expect(answers.map((a) => a.status).sort()).toEqual([200, 412, 412, 412, 412, 412]);
  const winner = answers.find((a) => a.status === 200);
  expect((await file.api.get(path)).body.name).toBe(winner?.body.name);
});

it('deletes only with a current tag', async () => {
  const list = await file.api.post('/api/v1/contact-lists', { name: 'Panel' });
  const path = `/api/v1/contact-lists/${list.body.id}`;
  const tag = (await file.api.get(path)).headers.get('etag') as string;
  await file.api.patch(path, { description: 'Spring wave' });
  expect((await file.api.delete(path, { headers: { 'If-Match': tag } })).status).toBe(412);
  expect((await file.api.get(path)).status).toBe(200);
  expect((await file.api.delete(path, { headers: { 'If-Match': '*' } })).status).toBe(204);
  expect((await file.api.get(path)).status).toBe(404);
});

it('never matches a weak tag, and answers without condition when If-Match is absent', async () => {
  const path = await question();
  const tag = (await file.api.get(path)).headers.get('etag') as string;
  expect((await file.api.put(path, { title: 'Weak' }, { headers: { 'If-Match': `W/${tag}` } })).status).toBe(412);
  expect((await file.api.put(path, { title: 'Unconditional' })).status).toBe(200);
});

it('tags what a caller can change, not the counts the service keeps: a response leaves the collector tag alone', async () => {
  const s = await buildSurvey(file.api, [{ key: 'a', type: 'single_choice', config: { options: opts('x', 'y') } }]);
  const [link] = (await file.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data;
  const path = `/api/v1/collectors/${link.id}`;
  const before = await file.api.get(path);
  const started = await file.svc.anonymous.post(`/api/collect/v1/surveys/${s.id}/sessions`, {});
  expect(started.status).toBe(201);
  const after = await file.api.get(path);
  expect(after.body.responseCount).toBe(before.body.responseCount + 1);
  expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
  expect((await file.api.patch(path, { name: 'Website' }, { headers: { 'If-Match': before.headers.get('etag') as string } })).status).toBe(
    200,
  );
});

it("gives a survey one tag whichever blocks are included, answers 304 to a reader holding it, and the write's answer carries the next", async () => {
  const s = await buildSurvey(file.api, [{ key: 'a', type: 'short_text' }], { live: false });
  const path = `/api/v1/surveys/${s.id}`;
  const plain = (await file.api.get(path)).headers.get('etag');
  expect((await file.api.get(path, { query: { include: 'localization,variables,access' } })).headers.get('etag')).toBe(plain);
  const held = await file.api.get(path, { headers: { 'If-None-Match': plain as string } });
  expect([held.status, held.text, held.headers.get('etag')]).toEqual([304, '', plain]);
  expect((await file.api.get(path, { headers: { 'If-None-Match': '"another"' } })).status).toBe(200);
  const renamed = await file.api.put(path, { title: 'Renamed' }, { headers: { 'If-Match': plain as string } });
  expect(renamed.status).toBe(200);
  expect(renamed.headers.get('etag')).not.toBe(plain);
  expect((await file.api.get(path)).headers.get('etag')).toBe(renamed.headers.get('etag'));
});
