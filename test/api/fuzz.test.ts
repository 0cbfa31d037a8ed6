// A fuzz test generated from the contract: for every operation, requests built by fast-check from its
// declared parameters and request body, RUNS that break the schema in one place and RUNS that keep to it at its
// edges (boundary lengths, unicode, empty arrays, nulls where allowed, optional fields left out). Whatever arrives,
// the service answers without a 5xx, and every answer is checked against openapi.yaml by the test client (status
// declared, content type, body, declared headers). Path parameters name real resources of one organisation, so the
// valid requests reach the handlers; deletions run last.
import fc from 'fast-check';
import { operations } from '../../generated/operations';
import type { OperationMeta } from '../../src/http/operation-meta';
import { mintDevSession } from '../../src/auth/session';
import { mintUnsubscribeToken } from '../../src/email/unsubscribe';
import doc from '../../generated/openapi.json';
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';
import { invalid, resolve, valid, type Schema } from '../helpers/schema-arbitrary';

const RUNS = Number(process.env.FW_FUZZ_RUNS ?? 100);
/** Per test: 100 requests, and an operation like the PDF report renders each valid one (about a second under load). */
const TIMEOUT_MS = 600_000;
const SEED = Number(process.env.FW_FUZZ_SEED ?? 20261123);
const file = useService({
  SECRET_KEY: 'test-secret',
  RATE_LIMIT_PER_MINUTE: '10000000',
  COLLECT_RATE_LIMIT_PER_MINUTE: '10000000',
  HEALTH_CHECK_RATE_LIMIT_PER_HOUR: '10000000',
  PRETEST_RATE_LIMIT_PER_MINUTE: '10000000',
  WEBHOOK_POLL_MS: '0',
  EMAIL_POLL_MS: '0',
  ABANDON_SWEEP_SECONDS: '0',
});

type Ids = Record<string, string>;
let ids: Ids;
let headersFor: (op: OperationMeta) => Record<string, string>;

beforeAll(async () => {
  const s = await buildSurvey(file.api, [
    { key: 'a', type: 'single_choice', config: { options: opts('x', 'y') } },
    { key: 'b', type: 'short_text' },
  ]);
  const post = async (path: string, body: unknown) => {
    const res = await file.api.post(path, body);
    if (res.status >= 300) throw new Error(`fixture ${path}: ${res.status} ${res.text}`);
    return res.body;
  };
  const webhook = await post('/api/v1/webhooks', { url: 'https://93.184.216.34/hooks/fuzz' });
  const contact = await post('/api/v1/contacts', { email: 'fuzz@example.com' });
  const list = await post('/api/v1/contact-lists', { name: 'Fuzz' });
  const collectors = (await file.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data;
  const mail = await post(`/api/v1/surveys/${s.id}/collectors`, { name: 'Mail', type: 'email' });
  const debrief = await post(`/api/v1/surveys/${s.id}/debriefs`, {
    questionIds: [s.q.a],
    probes: [{ kind: 'paraphrase', text: 'In your own words?' }],
    participantTarget: 1000,
  });
  const session = await file.svc.anonymous.post(`/api/collect/v1/surveys/${s.id}/sessions`, {});
  const participant = await file.svc.anonymous.post(`/api/collect/v1/debriefs/${debrief.id}/sessions`);
  ids = {
    surveyId: s.id,
    questionId: s.q.a,
    webhookId: webhook.webhook.id,
    folderId: (await post('/api/v1/folders', { name: 'Fuzz' })).id,
    tagId: (await post('/api/v1/tags', { name: 'Fuzz' })).id,
    groupId: (await post('/api/v1/user-groups', { name: 'Fuzz' })).id,
    contactId: contact.id,
    listId: list.id,
    suppressionId: (await post('/api/v1/suppressions', { email: 'held@example.com' })).id,
    collectorId: collectors[0].id,
    sendId: (await post(`/api/v1/collectors/${mail.id}/sends`, { listId: list.id, subject: 'Hi', body: 'Answer: {{link}}' })).id,
    variableId: (await post(`/api/v1/surveys/${s.id}/variables`, { name: 'fuzz', type: 'number', expression: '1' })).id,
    debriefId: debrief.id,
    armId: (await post(`/api/v1/surveys/${s.id}/calibration/arms`, { name: 'fuzz' })).id,
    instanceId: (await post(`/api/v1/surveys/${s.id}/instruments`, { instrumentId: 'seq', acknowledgeConsequence: true })).id,
    probeId: (await post(`/api/v1/surveys/${s.id}/probes`, { questionId: s.q.a, when: { operator: 'answered' }, text: 'Why?' })).id,
    instrumentId: 'sus',
    sessionId: session.body.sessionId,
    debriefSessionId: participant.body.sessionId,
    token: mintUnsubscribeToken('test-secret', file.orgId, contact.id),
    code: 'not_found',
    file: 'page.css',
  };
  const cookie = `__session=${await mintDevSession('test-secret', { userId: 'user_1', organizationId: file.orgId })}`;
  headersFor = (op): Record<string, string> =>
    op.auth === 'session'
      ? { 'X-Session-Token': op.fullPath.includes('debrief') ? participant.body.token : session.body.token }
      : op.auth === 'cookie'
        ? { cookie }
        : {};
});

interface Request {
  query: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
}

const operationOf = (op: OperationMeta): Schema => (doc as any).paths[op.path][op.method];
const queryParams = (op: OperationMeta): Schema[] =>
  (operationOf(op).parameters ?? [])
    .concat((doc as any).paths[op.path].parameters ?? [])
    .map(resolve)
    .filter((p: Schema) => p.in === 'query');

const text = (v: unknown): string =>
  Array.isArray(v) ? v.map(text).join(',') : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);

function bodyOf(
  op: OperationMeta,
  arbitrary: (s: Schema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Pick<Request, 'body' | 'rawBody' | 'contentType'>> {
  if (!op.body) return fc.constant({});
  const content = operationOf(op).requestBody.content as Record<string, { schema: Schema }>;
  const [type, media] = Object.entries(content)[0];
  if (type === 'application/json') return arbitrary(media.schema).map((body) => ({ body }));
  if (type === 'application/x-www-form-urlencoded') {
    return arbitrary(media.schema).map((v) => ({
      rawBody: new URLSearchParams(
        v && typeof v === 'object' && !Array.isArray(v)
          ? Object.entries(v as object).map(([k, x]): [string, string] => [k, text(x)])
          : [['value', text(v)]],
      ).toString(),
      contentType: type,
    }));
  }
  return fc.string({ unit: 'grapheme', maxLength: 200 }).map((rawBody) => ({ rawBody, contentType: type }));
}

/** Requests that keep to the operation's schemas, at their edges. */
function usual(op: OperationMeta): fc.Arbitrary<Request> {
  const query = Object.fromEntries(queryParams(op).map((p) => [p.name, fc.option(valid(p.schema).map(text), { nil: undefined })]));
  return fc.tuple(fc.record(query), bodyOf(op, valid)).map(([q, b]) => ({
    query: Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<string, string>,
    ...b,
  }));
}

/** Requests that break a schema in one place: the body, a query parameter, or the body's media. */
function broken(op: OperationMeta): fc.Arbitrary<Request> {
  const out: fc.Arbitrary<Request>[] = [];
  const params = queryParams(op);
  if (params.length) {
    out.push(fc.constantFrom(...params).chain((p) => invalid(p.schema).map((v) => ({ query: { [p.name]: text(v) } }))));
  }
  if (op.body) {
    out.push(bodyOf(op, invalid).map((b) => ({ query: {}, ...b })));
    out.push(
      fc
        .constantFrom('{"unterminated', '[1,2', 'null', '"a string"')
        .map((rawBody) => ({ query: {}, rawBody, contentType: 'application/json' })),
    );
    out.push(fc.constant({ query: {}, rawBody: '<xml/>', contentType: 'application/xml' }));
  }
  out.push(fc.constant({ query: { fw_unknown: 'x' } }));
  return fc.oneof(...out);
}

/** Answers by kind of request and status class, printed with FW_FUZZ_STATS=1 (how far the requests got). */
const stats = new Map<string, number>();
afterAll(() => {
  if (process.env.FW_FUZZ_STATS) console.log(JSON.stringify(Object.fromEntries([...stats].sort())));
});

async function send(op: OperationMeta, r: Request, kind: 'broken' | 'usual'): Promise<number> {
  const path = op.fullPath.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(ids[name] ?? 'x'));
  const res = await file.svc.anonymous.request(op.method.toUpperCase(), path, {
    query: r.query,
    body: r.body,
    rawBody: r.rawBody,
    headers: {
      ...headersFor(op),
      ...(op.auth === 'bearer' ? { authorization: `Bearer ${file.api.key}` } : {}),
      ...(r.contentType ? { 'content-type': r.contentType } : {}),
    },
    redirect: 'manual',
  });
  const key = `${kind} ${res.status}`;
  stats.set(key, (stats.get(key) ?? 0) + 1);
  return res.status;
}

// Deletions and closings last, so the resources the other operations name exist while they run.
const LAST = /^(delete|close|remove|revoke)/;
const ordered = [...(operations as readonly OperationMeta[])].sort(
  (a, b) => Number(LAST.test(a.operationId)) - Number(LAST.test(b.operationId)),
);

describe.each(ordered.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  // Every numeric parameter is bounded in the contract, and past its bound (and at 10^20, beyond any integer a
  // database column holds) it is a 400 naming the parameter, never a 5xx.
  const numeric = queryParams(op).filter((p) => ['integer', 'number'].some((t) => [resolve(p.schema).type].flat().includes(t)));
  if (numeric.length) {
    it('answers 400 to every numeric parameter one past its maximum and at 10^20', async () => {
      for (const p of numeric) {
        const schema = resolve(p.schema);
        expect(schema.maximum).toEqual(expect.any(Number));
        const step = [schema.type].flat().includes('integer') ? 1 : 0.001;
        for (const value of [String(schema.maximum + step), '100000000000000000000']) {
          const res = await file.svc.anonymous.request(
            op.method.toUpperCase(),
            op.fullPath.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? 'x'),
            {
              query: { [p.name]: value },
              headers: { ...headersFor(op), ...(op.auth === 'bearer' ? { authorization: `Bearer ${file.api.key}` } : {}) },
            },
          );
          expect([res.status, p.name, value]).toEqual([400, p.name, value]);
          expect(JSON.stringify(res.body)).toContain(p.name);
        }
      }
    });
  }

  it.each([
    ['broken requests', 'broken'],
    ['unusual but valid requests', 'usual'],
  ] as const)(
    `answers ${RUNS} %s without a 5xx, as the contract declares`,
    async (_, kind) => {
      await fc.assert(
        fc.asyncProperty((kind === 'broken' ? broken : usual)(op), async (r) => {
          const status = await send(op, r, kind);
          if (status >= 500) throw new Error(`${status} for ${JSON.stringify(r).slice(0, 500)}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    TIMEOUT_MS,
  );
});
