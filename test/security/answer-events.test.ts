// Finding 7 of the red team's second round (docs/design/events.md, "Answers"): an `events:read` key read full answers
// from the feed, and a `webhooks:write` key could replay past events, answers included, to its own receiver. Events
// that carry answers now need `responses:read` as well: the feed leaves them out for a key without it (and naming
// them is 403), and subscribing to them, pointing such a subscription elsewhere or replaying one is 403.
import { useService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import type { Api } from '../helpers/api';

const file = useService({ WEBHOOK_POLL_MS: '0' });
const COLLECT = '/api/collect/v1';
const SECRET_ANSWER = 'Marmalade-avalanche';

async function respond(surveyId: string, questionId: string): Promise<string> {
  const started = await file.svc.anonymous.post(`${COLLECT}/surveys/${surveyId}/sessions`, {});
  const headers = { 'X-Session-Token': started.body.token };
  await file.svc.anonymous.post(
    `${COLLECT}/sessions/${started.body.sessionId}/answers`,
    { answers: [{ questionId, value: SECRET_ANSWER, timeMs: 900 }] },
    { headers },
  );
  expect((await file.svc.anonymous.post(`${COLLECT}/sessions/${started.body.sessionId}/complete`, undefined, { headers })).status).toBe(
    200,
  );
  return started.body.sessionId;
}

/** The survey's events in the feed as `client` reads it, followed until `enough` holds (an event shows once every transaction begun before it has ended). */
async function feed(client: Api, surveyId: string, enough: (types: string[]) => boolean): Promise<{ types: string[]; text: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await client.get('/api/v1/events', { query: { surveyId, limit: '100' } });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body.data);
    const types = (res.body.data as { type: string }[]).map((e) => e.type);
    if (enough(types) || Date.now() > deadline) return { types, text };
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('serves an events:read key the feed without the events that carry answers, and refuses to name them; with responses:read they come', async () => {
  const s = await buildSurvey(file.api, [{ key: 'q', type: 'short_text' }]);
  await respond(s.id, s.q.q);
  const full = await feed(file.api, s.id, (t) => t.includes('response.completed'));
  expect(full.types).toEqual(['survey.created', 'survey.status_changed', 'response.started', 'response.completed']);
  expect(full.text).toContain(SECRET_ANSWER);

  const eventsOnly = await file.svc.key(file.orgId, ['events:read']);
  const partial = await feed(eventsOnly, s.id, () => true);
  expect(partial.types).toEqual(['survey.created', 'survey.status_changed']);
  expect(partial.text).not.toContain(SECRET_ANSWER);
  const named = await eventsOnly.get('/api/v1/events', { query: { types: 'survey.created,response.completed' } });
  expect(named.status).toBe(403);
  expect(named.body).toMatchObject({ code: 'insufficient_scope', requiredScope: 'responses:read' });

  const both = await file.svc.key(file.orgId, ['events:read', 'responses:read']);
  expect((await feed(both, s.id, (t) => t.includes('response.completed'))).types).toEqual(full.types);
});

it('refuses a webhooks:write key without responses:read a subscription that would carry answers, pointing one elsewhere, and replaying one', async () => {
  const hooksOnly = await file.svc.key(file.orgId, ['webhooks:write', 'webhooks:read']);
  const hooksAndAnswers = await file.svc.key(file.orgId, ['webhooks:write', 'webhooks:read', 'responses:read']);
  const url = 'https://93.184.216.34/hooks/answers';
  for (const events of [['response.completed'], ['survey.created', 'response.updated'], undefined]) {
    const refused = await hooksOnly.post('/api/v1/webhooks', { url, ...(events ? { events } : {}) });
    expect({ events, status: refused.status, scope: refused.body.requiredScope }).toEqual({ events, status: 403, scope: 'responses:read' });
  }
  const surveysOnly = await hooksOnly.post('/api/v1/webhooks', { url, events: ['survey.created', 'response.deleted'] });
  expect(surveysOnly.status).toBe(201);
  const subscribe = await hooksOnly.patch(`/api/v1/webhooks/${surveysOnly.body.webhook.id}`, { events: ['response.completed'] });
  expect(subscribe.body).toMatchObject({ requiredScope: 'responses:read' });
  expect(subscribe.status).toBe(403);
  expect((await hooksOnly.post(`/api/v1/webhooks/${surveysOnly.body.webhook.id}/replay`, { since: '2026-01-01T00:00:00Z' })).status).toBe(
    202,
  );

  // A subscription to answers, made by a key that may read them: another key may not redirect or replay it.
  const answers = await hooksAndAnswers.post('/api/v1/webhooks', { url, events: ['response.completed'] });
  expect(answers.status).toBe(201);
  const redirected = await hooksOnly.patch(`/api/v1/webhooks/${answers.body.webhook.id}`, { url: 'https://93.184.216.35/mine' });
  expect(redirected.status).toBe(403);
  expect((await hooksOnly.patch(`/api/v1/webhooks/${answers.body.webhook.id}`, { description: 'renamed' })).status).toBe(200);
  const replayed = await hooksOnly.post(`/api/v1/webhooks/${answers.body.webhook.id}/replay`, { since: '2026-01-01T00:00:00Z' });
  expect(replayed.status).toBe(403);
  expect(replayed.body.requiredScope).toBe('responses:read');
  expect((await hooksAndAnswers.post(`/api/v1/webhooks/${answers.body.webhook.id}/replay`, { since: '2026-01-01T00:00:00Z' })).status).toBe(
    202,
  );
  const got = (await hooksAndAnswers.get(`/api/v1/webhooks/${answers.body.webhook.id}`)).body.webhook;
  expect(got.url).toBe(url);
});
