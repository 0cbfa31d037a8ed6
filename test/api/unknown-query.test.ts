// Every operation of the contract meets a query parameter it does not declare, and answers only what it declares:
// an operation that takes input refuses it (400 naming it); the service operations, which declare no 400, ignore it.
// The API-key operations are covered in authorization.test.ts (which refuses to pass without one per operation);
// this file covers the others: the respondent surface, the dashboard, the health check and the service operations.
import { operations } from '../../generated/operations';
import type { OperationMeta } from '../../src/http/operation-meta';
import { mintDevSession } from '../../src/auth/session';
import { useService } from '../helpers/service';
import { mintUnsubscribeToken } from '../../src/email/unsubscribe';
import { buildSurvey, opts } from '../helpers/surveys';
import { PNG_1PX } from '../helpers/images';

const file = useService({ SECRET_KEY: 'test-secret' });
const UNKNOWN = { fw_unknown: '1' };
const OPS: readonly OperationMeta[] = operations;
const others = OPS.filter((op) => op.auth !== 'bearer');

interface Fixture {
  surveyId: string;
  questionId: string;
  sessionId: string;
  token: string;
  cookie: string;
  collectorId: string;
  unsubscribeToken: string;
  debriefId: string;
  debriefSessionId: string;
  debriefToken: string;
}

async function fixture(): Promise<Fixture> {
  const s = await buildSurvey(file.api, [{ key: 'a', type: 'single_choice', config: { options: opts('x', 'y') } }]);
  const started = await file.svc.anonymous.post(`/api/collect/v1/surveys/${s.id}/sessions`, {});
  const cookie = `__session=${await mintDevSession('test-secret', { userId: 'user_1', organizationId: file.orgId })}`;
  const collectors = await file.api.get(`/api/v1/surveys/${s.id}/collectors`);
  const collectorId: string = collectors.body.data[0].id;
  await file.api.put(`/api/v1/surveys/${s.id}/theme`, { logo: { contentType: 'image/png', data: PNG_1PX, alt: 'Acme' } });
  const contact = await file.api.post('/api/v1/contacts', { email: `q.${Math.random().toString(36).slice(2)}@example.com` });
  const unsubscribeToken = mintUnsubscribeToken('test-secret', file.orgId, contact.body.id);
  const debrief = await file.api.post(`/api/v1/surveys/${s.id}/debriefs`, {
    questionIds: [s.q.a],
    probes: [{ kind: 'paraphrase', text: 'In your own words?' }],
    participantTarget: 50,
  });
  const participant = await file.svc.anonymous.post(`/api/collect/v1/debriefs/${debrief.body.id}/sessions`);
  return {
    debriefId: debrief.body.id,
    debriefSessionId: participant.body.sessionId,
    debriefToken: participant.body.token,
    surveyId: s.id,
    questionId: s.q.a,
    sessionId: started.body.sessionId,
    token: started.body.token,
    cookie,
    collectorId,
    unsubscribeToken,
  };
}

/** A valid request for each operation that takes no API key. */
type Sample = { path?: Record<string, string>; body?: unknown; rawBody?: string; headers?: Record<string, string> };
const samples: Record<string, (f: Fixture) => Sample> = {
  getRespondentSurvey: () => ({}),
  preflightRespondentSurvey: () => ({ headers: { Origin: 'https://shop.example.com' } }),
  preflightStartSession: () => ({ headers: { Origin: 'https://shop.example.com' } }),
  preflightGetSession: () => ({ headers: { Origin: 'https://shop.example.com' } }),
  preflightSubmitAnswers: () => ({ headers: { Origin: 'https://shop.example.com' } }),
  preflightCompleteSession: () => ({ headers: { Origin: 'https://shop.example.com' } }),
  startSession: () => ({ body: {} }),
  submitAnswers: (f) => ({ body: { answers: [{ questionId: f.questionId, value: 'x' }] }, headers: { 'X-Session-Token': f.token } }),
  completeSession: (f) => ({ headers: { 'X-Session-Token': f.token } }),
  getSession: (f) => ({ headers: { 'X-Session-Token': f.token } }),
  requestResearchReview: (f) => ({ headers: { cookie: f.cookie } }),
  getResearchReview: (f) => ({ headers: { cookie: f.cookie } }),
  decideReviewRecommendation: (f) => ({ body: { recommendationId: f.questionId, action: 'accepted' }, headers: { cookie: f.cookie } }),
  analyzeHealthCheck: () => ({ body: { mode: 'text', text: 'How satisfied are you with our service?' } }),
  getRoot: () => ({}),
  getLiveness: () => ({}),
  getReadiness: () => ({}),
  headLiveness: () => ({}),
  headReadiness: () => ({}),
  getOpenApiYaml: () => ({}),
  getOpenApiJson: () => ({}),
  getApiReference: () => ({}),
  getChangelog: () => ({}),
  getApiReferenceAsset: () => ({ path: { file: 'reference.js' } }),
  getProblemType: () => ({ path: { code: 'not_found' } }),
  getHostedPage: () => ({}),
  submitHostedPage: () => ({ rawBody: 'action=start&website=', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  getHostedPageAsset: () => ({ path: { file: 'page.css' } }),
  getHostedPageTheme: () => ({}),
  getHostedPageLogo: () => ({}),
  getUnsubscribePage: (f) => ({ path: { token: f.unsubscribeToken } }),
  startDebriefSession: () => ({}),
  getDebriefSession: (f) => ({ headers: { 'X-Session-Token': f.debriefToken } }),
  answerDebriefSession: (f) => ({
    body: { answers: [{ stepId: f.questionId, value: 'x' }] },
    headers: { 'X-Session-Token': f.debriefToken },
  }),
  completeDebriefSession: (f) => ({ headers: { 'X-Session-Token': f.debriefToken } }),
  getDebriefPage: () => ({}),
  submitDebriefPage: () => ({ rawBody: 'action=start', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  unsubscribe: (f) => ({
    path: { token: f.unsubscribeToken },
    rawBody: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
};

it('has a sample request for every operation that takes no API key', () => {
  expect(others.map((op) => op.operationId).sort()).toEqual(Object.keys(samples).sort());
});

describe.each(others.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  // A free-form parameter (an object exploded into the query: the hosted page's hidden fields) takes every other name.
  const freeForm = op.params.some((p) => p.in === 'query' && p.kind === 'object');
  const declares400 = Boolean(op.responses['400']) && !freeForm;
  const title = freeForm
    ? 'takes an unknown query parameter into its free-form parameter'
    : declares400
      ? 'answers 400 naming the unknown query parameter'
      : 'ignores an unknown query parameter';
  it(title, async () => {
    const f = await fixture();
    const sample = samples[op.operationId](f);
    const ids: Record<string, string> = {
      surveyId: f.surveyId,
      sessionId: f.sessionId,
      collectorId: f.collectorId,
      debriefId: f.debriefId,
      debriefSessionId: f.debriefSessionId,
      ...sample.path,
    };
    const path = op.fullPath.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]);
    const res = await file.svc.anonymous.request(op.method.toUpperCase(), path, {
      body: sample.body,
      rawBody: sample.rawBody,
      query: UNKNOWN,
      headers: sample.headers,
      redirect: 'manual',
    });
    if (!declares400) {
      expect(res.status).toBe(op.responses['200'] ? 200 : 302);
      return;
    }
    expect(res.status).toBe(400);
    if (op.tag === 'Health check') expect(res.body.error).toContain('fw_unknown');
    else expect(res.body.errors).toContainEqual({ in: 'query', name: 'fw_unknown', message: 'is not a known field' });
  });
});
