// Finding 1 of the security review: an id named in a body or a query must belong to the caller's organisation (and to
// the survey the path names). The authorization matrix covers path ids; this file covers every other id the contract
// lets a caller name, each sent by the owner of one organisation naming another organisation's resource. Each must
// be refused (404 for a resource the caller cannot see, 400 naming the field for a survey-scoped id), and leave the
// other organisation's data as it was.
import { startTestService, type TestService } from '../helpers/service';
import type { Api, ApiResponse } from '../helpers/api';
import contract from '../../generated/openapi.json';

let svc: TestService;

interface Owned {
  api: Api;
  surveyId: string;
  questionId: string;
  collectorId: string;
  emailCollectorId: string;
  contactId: string;
  listId: string;
  folderId: string;
  tagId: string;
  groupId: string;
}

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

async function owned(): Promise<Owned> {
  const { api } = await svc.org();
  const survey = await api.post('/api/v1/surveys', { title: 'Owned' });
  const question = await api.post(`/api/v1/surveys/${survey.body.id}/questions`, { type: 'short_text', title: 'Name?' });
  const collector = await api.post(`/api/v1/surveys/${survey.body.id}/collectors`, { name: unique('Link') });
  const mail = await api.post(`/api/v1/surveys/${survey.body.id}/collectors`, { name: unique('Mail'), type: 'email' });
  const contact = await api.post('/api/v1/contacts', { email: `${unique('c')}@example.com` });
  const list = await api.post('/api/v1/contact-lists', { name: unique('List') });
  await api.post(`/api/v1/contact-lists/${list.body.id}/members`, { contactIds: [contact.body.id] });
  const folder = await api.post('/api/v1/folders', { name: unique('Folder') });
  const tag = await api.post('/api/v1/tags', { name: unique('Tag') });
  const group = await api.post('/api/v1/user-groups', { name: unique('Group') });
  for (const r of [survey, question, collector, mail, contact, list, folder, tag, group]) {
    if (r.status !== 201) throw new Error(`fixture: ${r.status} ${r.text}`);
  }
  return {
    api,
    surveyId: survey.body.id,
    questionId: question.body.id,
    collectorId: collector.body.id,
    emailCollectorId: mail.body.id,
    contactId: contact.body.id,
    listId: list.body.id,
    folderId: folder.body.id,
    tagId: tag.body.id,
    groupId: group.body.id,
  };
}

let mine: Owned;
let theirs: Owned;

beforeAll(async () => {
  svc = await startTestService({ WEBHOOK_POLL_MS: '0', EMAIL_POLL_MS: '0', ABANDON_SWEEP_SECONDS: '0' });
  mine = await owned();
  theirs = await owned();
});
afterAll(() => svc.close());

const at = '2026-11-20T10:00:00.000Z';
/** A live survey of mine with a session started on it (the respondent API's cases). */
async function startedSession(): Promise<{ surveyId: string; sessionId: string; token: string; questionId: string }> {
  const survey = await mine.api.post('/api/v1/surveys', { title: 'Live' });
  const q = await mine.api.post(`/api/v1/surveys/${survey.body.id}/questions`, { type: 'short_text', title: 'Name?', required: false });
  await mine.api.put(`/api/v1/surveys/${survey.body.id}`, { status: 'live' });
  const started = await svc.anonymous.post(`${COLLECT}/surveys/${survey.body.id}/sessions`, {});
  if (started.status !== 201) throw new Error(`start: ${started.status} ${started.text}`);
  return { surveyId: survey.body.id, sessionId: started.body.sessionId, token: started.body.token, questionId: q.body.id };
}
const COLLECT = '/api/collect/v1';
/** A request submitting `body(questionId)` to a session it starts on a live survey of mine (whose question is given). */
const submitToMine = (body: (questionId: string) => object) => async () => {
  const s = await startedSession();
  return svc.anonymous.post(`${COLLECT}/sessions/${s.sessionId}/answers`, body(s.questionId), { headers: { 'X-Session-Token': s.token } });
};
/** A request posting `body()` (made when it is sent) to a path under my survey. */
const postToMine = (path: string, body: () => object) => () => mine.api.post(`/api/v1/surveys/${mine.surveyId}${path}`, body());
/** A probe asking "Why?" after `questionId` when `when` holds. */
const probeOn = (questionId: string, when: object) => ({ questionId, when, text: 'Why?' });
/** Imports into my survey one in-progress response that names `ids`. */
const importNaming = (ids: { collectorId?: string; contactId?: string }) =>
  mine.api.post(`/api/v1/surveys/${mine.surveyId}/responses`, {
    responses: [{ status: 'in_progress', startedAt: at, answers: [], ...ids }],
  });

/** `operationId field`: the operation and the body or query field that names an id. */
type Case = { op: string; name: string; field: string; send: () => Promise<ApiResponse> };
const cases: Case[] = [
  {
    op: 'importResponses body.responses[].collectorId',
    name: 'importResponses with their collector',
    field: 'responses[0].collectorId',
    send: () => importNaming({ collectorId: theirs.collectorId }),
  },
  {
    op: 'importResponses body.responses[].contactId',
    name: 'importResponses with their contact',
    field: 'responses[0].contactId',
    send: () => importNaming({ contactId: theirs.contactId }),
  },
  {
    op: 'importResponses body.responses[].collectorId',
    name: 'importResponses with a collector of another survey of mine',
    field: 'responses[0].collectorId',
    send: async () => {
      const other = await mine.api.post('/api/v1/surveys', { title: 'Other' });
      const link = await mine.api.post(`/api/v1/surveys/${other.body.id}/collectors`, { name: unique('Link') });
      return importNaming({ collectorId: link.body.id });
    },
  },
  {
    op: 'listResponses query.collectorId',
    name: 'listResponses filtered by their collector',
    field: 'collectorId',
    send: () => mine.api.get(`/api/v1/surveys/${mine.surveyId}/responses`, { query: { collectorId: theirs.collectorId } }),
  },
  {
    op: 'listSurveys query.folderId',
    name: 'listSurveys in their folder',
    field: 'folderId',
    send: () => mine.api.get('/api/v1/surveys', { query: { folderId: theirs.folderId } }),
  },
  {
    op: 'setSurveyFolder body.folderId',
    name: 'setSurveyFolder to their folder',
    field: 'folderId',
    send: () => mine.api.put(`/api/v1/surveys/${mine.surveyId}/folder`, { folderId: theirs.folderId }),
  },
  {
    op: 'setSurveyTags body.tagIds',
    name: 'setSurveyTags with their tag',
    field: 'tagIds',
    send: () => mine.api.put(`/api/v1/surveys/${mine.surveyId}/tags`, { tagIds: [theirs.tagId] }),
  },
  {
    op: 'createFolder body.parentId',
    name: 'createFolder under their folder',
    field: 'parentId',
    send: () => mine.api.post('/api/v1/folders', { name: unique('F'), parentId: theirs.folderId }),
  },
  {
    op: 'updateFolder body.parentId',
    name: 'updateFolder under their folder',
    field: 'parentId',
    send: () => mine.api.patch(`/api/v1/folders/${mine.folderId}`, { parentId: theirs.folderId }),
  },
  {
    op: 'setFolderPermissions body.grants[].groupId',
    name: 'setFolderPermissions for their group',
    field: 'grants[0].groupId',
    send: () => mine.api.put(`/api/v1/folders/${mine.folderId}/permissions`, { grants: [{ groupId: theirs.groupId, access: 'view' }] }),
  },
  {
    op: 'addContactListMembers body.contactIds',
    name: 'addContactListMembers with their contact',
    field: 'contactIds',
    send: () => mine.api.post(`/api/v1/contact-lists/${mine.listId}/members`, { contactIds: [theirs.contactId] }),
  },
  {
    op: 'listContacts query.listId',
    name: 'listContacts of their list',
    field: 'listId',
    send: () => mine.api.get('/api/v1/contacts', { query: { listId: theirs.listId } }),
  },
  {
    op: 'createEmailSend body.listId',
    name: 'createEmailSend to their list',
    field: 'listId',
    send: () =>
      mine.api.post(`/api/v1/collectors/${mine.emailCollectorId}/sends`, { listId: theirs.listId, subject: 'Hi', body: '{{link}}' }),
  },
  {
    op: 'listEmailSends query.surveyId',
    name: 'listEmailSends of their survey',
    field: 'surveyId',
    send: () => mine.api.get('/api/v1/email/sends', { query: { surveyId: theirs.surveyId } }),
  },
  {
    op: 'listEmailSends query.collectorId',
    name: 'listEmailSends of their collector',
    field: 'collectorId',
    send: () => mine.api.get('/api/v1/email/sends', { query: { collectorId: theirs.emailCollectorId } }),
  },
  {
    op: 'listEvents query.surveyId',
    name: 'listEvents of their survey',
    field: 'surveyId',
    send: () => mine.api.get('/api/v1/events', { query: { surveyId: theirs.surveyId } }),
  },
  {
    op: 'listAuditEvents query.surveyId',
    name: 'listAuditEvents of their survey',
    field: 'surveyId',
    send: () => mine.api.get('/api/v1/audit-events', { query: { surveyId: theirs.surveyId } }),
  },
  {
    op: 'createWebhook body.surveyIds',
    name: 'createWebhook for their survey',
    field: 'surveyIds',
    send: () => mine.api.post('/api/v1/webhooks', { url: 'https://93.184.216.34/hooks', surveyIds: [theirs.surveyId] }),
  },
  {
    op: 'updateWebhook body.surveyIds',
    name: 'updateWebhook to their survey',
    field: 'surveyIds',
    send: async () => {
      const hook = await mine.api.post('/api/v1/webhooks', { url: 'https://93.184.216.34/hooks' });
      return mine.api.patch(`/api/v1/webhooks/${hook.body.webhook.id}`, { surveyIds: [theirs.surveyId] });
    },
  },
  {
    op: 'getQuestionAnalytics query.questionId',
    name: 'getQuestionAnalytics of their question',
    field: 'questionId',
    send: () => mine.api.get(`/api/v1/surveys/${mine.surveyId}/analytics/questions`, { query: { questionId: theirs.questionId } }),
  },
  {
    op: 'createQuestion body.config.logic[].when.questionId',
    name: 'createQuestion with logic on their question',
    field: 'config.logic',
    send: postToMine('/questions', () => ({
      type: 'yes_no',
      title: 'Logic',
      config: { logic: [{ when: { questionId: theirs.questionId, operator: 'answered' }, then: { action: 'end_survey' } }] },
    })),
  },
  {
    op: 'updateQuestion body.config.logic[].when.questionId',
    name: 'updateQuestion with logic on their question',
    field: 'config.logic',
    send: () =>
      mine.api.put(`/api/v1/surveys/${mine.surveyId}/questions/${mine.questionId}`, {
        config: { logic: [{ when: { questionId: theirs.questionId, operator: 'answered' }, then: { action: 'end_survey' } }] },
      }),
  },
  {
    op: 'previewVariable body.answers[].questionId',
    name: 'previewVariable with answers to their question',
    field: 'answers[0].questionId',
    send: postToMine('/variables/preview', () => ({
      expression: '1',
      answers: [{ questionId: theirs.questionId, value: 'x' }],
    })),
  },
  {
    op: 'createDebrief body.questionIds',
    name: 'createDebrief of their question',
    field: 'questionIds',
    send: postToMine('/debriefs', () => ({
      questionIds: [theirs.questionId],
      probes: [{ kind: 'paraphrase', text: 'In your words?' }],
      participantTarget: 5,
    })),
  },
  {
    op: 'createArm body.overrides[].questionId',
    name: 'createArm overriding their question',
    field: 'overrides[0].questionId',
    send: postToMine('/calibration/arms', () => ({
      name: unique('arm'),
      overrides: [{ questionId: theirs.questionId, title: 'Worded' }],
    })),
  },
  {
    op: 'createProbe body.questionId',
    name: 'createProbe on their question',
    field: 'questionId',
    send: postToMine('/probes', () => probeOn(theirs.questionId, { operator: 'answered' })),
  },
  {
    op: 'importResponses body.responses[].answers[].questionId',
    name: 'importResponses answering their question',
    field: 'responses[0].answers[0].questionId',
    send: postToMine('/responses', () => ({
      responses: [{ status: 'in_progress', startedAt: at, answers: [{ questionId: theirs.questionId, value: 'x' }] }],
    })),
  },
  {
    op: 'importResponses body.responses[].events[].questionId',
    name: 'importResponses with events on their question',
    field: 'responses[0].events[0].questionId',
    send: postToMine('/responses', () => ({
      responses: [{ status: 'in_progress', startedAt: at, answers: [], events: [{ type: 'focus', questionId: theirs.questionId }] }],
    })),
  },
  {
    op: 'updateArm body.overrides[].questionId',
    name: 'updateArm overriding their question',
    field: 'overrides[0].questionId',
    send: async () => {
      const arm = await mine.api.post(`/api/v1/surveys/${mine.surveyId}/calibration/arms`, { name: unique('arm') });
      return mine.api.patch(`/api/v1/surveys/${mine.surveyId}/calibration/arms/${arm.body.id}`, {
        overrides: [{ questionId: theirs.questionId, title: 'Worded' }],
      });
    },
  },
  {
    op: 'createProbe body.when.questionId',
    name: 'createProbe asked when their question is answered',
    field: 'when',
    send: postToMine('/probes', () => probeOn(mine.questionId, { questionId: theirs.questionId, operator: 'answered' })),
  },
  {
    op: 'updateProbe body.when.questionId',
    name: 'updateProbe asked when their question is answered',
    field: 'when',
    send: async () => {
      const probe = await postToMine('/probes', () => probeOn(mine.questionId, { operator: 'answered' }))();
      return mine.api.patch(`/api/v1/surveys/${mine.surveyId}/probes/${probe.body.id}`, {
        when: { questionId: theirs.questionId, operator: 'answered' },
      });
    },
  },
  {
    op: 'createQuota body.condition.questionId',
    name: 'createQuota counting answers to their question',
    field: 'condition.questionId',
    send: postToMine('/quotas', () => ({
      name: 'Theirs',
      condition: { questionId: theirs.questionId, operator: 'answered' },
      limit: 5,
    })),
  },
  {
    op: 'updateQuota body.condition.questionId',
    name: 'updateQuota counting answers to their question',
    field: 'condition.questionId',
    send: async () => {
      const quota = await mine.api.post(`/api/v1/surveys/${mine.surveyId}/quotas`, {
        name: `Mine ${Math.random()}`,
        condition: { questionId: mine.questionId, operator: 'answered' },
        limit: 5,
      });
      return mine.api.patch(`/api/v1/quotas/${quota.body.id}`, { condition: { questionId: theirs.questionId, operator: 'answered' } });
    },
  },
  {
    op: 'deleteResponses body.ids',
    name: 'deleteResponses naming their response',
    field: 'ids[0]',
    send: async () => {
      const [theirResponse] = (await theirs.api.get(`/api/v1/surveys/${theirs.surveyId}/responses`)).body.data;
      return mine.api.post(`/api/v1/surveys/${mine.surveyId}/responses/delete`, {
        ids: [theirResponse?.id ?? theirs.surveyId],
        acknowledgeConsequence: true,
      });
    },
  },
  {
    op: 'deleteResponses body.filter.collectorId',
    name: 'deleteResponses through their link',
    field: 'filter.collectorId',
    send: postToMine('/responses/delete', () => ({
      filter: { collectorId: theirs.collectorId },
      acknowledgeConsequence: true,
    })),
  },
  {
    op: 'createErasureRequest body.contactId',
    name: 'createErasureRequest erasing their contact',
    field: 'contactId',
    send: () => mine.api.post('/api/v1/erasure-requests', { contactId: theirs.contactId }),
  },
  {
    op: 'correctResponse body.answers[].questionId',
    name: 'correctResponse answering their question',
    field: 'answers[0].questionId',
    send: async () => {
      const imported = await mine.api.post(`/api/v1/surveys/${mine.surveyId}/responses`, {
        responses: [{ status: 'in_progress', startedAt: at, answers: [] }],
      });
      return mine.api.patch(`/api/v1/responses/${imported.body.data[0].id}`, {
        answers: [{ questionId: theirs.questionId, value: 'x' }],
        reason: 'Theirs',
      });
    },
  },
  {
    op: 'startSession body.collectorId',
    name: 'startSession through their link',
    field: 'collectorId',
    send: async () => {
      const { surveyId } = await startedSession();
      return svc.anonymous.post(`${COLLECT}/surveys/${surveyId}/sessions`, { collectorId: theirs.collectorId });
    },
  },
  {
    op: 'submitAnswers body.answers[].questionId',
    name: 'submitAnswers answering their question',
    field: 'answers[0].questionId',
    send: submitToMine(() => ({ answers: [{ questionId: theirs.questionId, value: 'x' }] })),
  },
  {
    op: 'submitAnswers body.events[].questionId',
    name: 'submitAnswers with events on their question',
    field: 'events[0].questionId',
    send: submitToMine((mineId) => ({
      answers: [{ questionId: mineId, value: 'x' }],
      events: [{ type: 'focus', questionId: theirs.questionId }],
    })),
  },
];

/** Id fields that name nothing another organisation owns, or that are matched inside a scope the path already names. */
const EXEMPT: Record<string, string> = {
  'createQuestion body.config.expectedOptionId': "an option of the question's own config",
  'updateQuestion body.config.expectedOptionId': "an option of the question's own config",
  'importResponses body.responses[].externalId': "the caller's own label for a record",
  'listContacts query.externalId': "the caller's own label for a contact",
  'createContact body.externalId': "the caller's own label for a contact",
  'createErasureRequest body.externalId': "the caller's own label for a contact, looked up in its own organisation only",
  'updateContact body.externalId': "the caller's own label for a contact",
  'addSurveyInstrument body.instrumentId': 'the instrument catalogue is shared by every organisation',
  'setUserGroupMembers body.userIds': "the identity provider's user ids, not resources of an organisation",
  'answerDebriefSession body.answers[].stepId': "a step of the session's own debrief run (400 otherwise)",
  'submitDebriefPage body.questionId': "the page's current step, compared with the session's",
  'submitHostedPage body.questionId': "the page's current question, compared with the session's",
  'decideReviewRecommendation body.recommendationId': "looked up within the path's survey (404 recommendation_not_found)",
  'listAuditEvents query.actorId': "a filter on the caller's own trail: another organisation's key or user matches none of its entries",
  'listAuditEvents query.resourceId': "a filter on the caller's own trail: another organisation's resource matches none of its entries",
};

/** Every body and query field of the contract whose name ends in Id or Ids, as `operationId field`. */
function contractIdFields(): string[] {
  const doc = contract as any;
  const deref = (s: any): any => {
    while (s?.$ref)
      s = s.$ref
        .slice(2)
        .split('/')
        .reduce((o: any, k: string) => o[k], doc);
    return s;
  };
  const walk = (schema: any, prefix: string, out: Set<string>, seen: Set<unknown>): void => {
    const s = deref(schema);
    if (!s || typeof s !== 'object' || seen.has(s)) return;
    seen.add(s);
    for (const k of ['allOf', 'oneOf', 'anyOf']) for (const x of s[k] ?? []) walk(x, prefix, out, seen);
    if (s.items) walk(s.items, `${prefix}[]`, out, seen);
    for (const [name, p] of Object.entries(s.properties ?? {})) {
      if (/Ids?$/.test(name)) out.add(`${prefix}.${name}`);
      walk(p, `${prefix}.${name}`, out, new Set(seen));
    }
  };
  const found: string[] = [];
  for (const item of Object.values(doc.paths) as any[]) {
    for (const op of Object.values(item) as any[]) {
      if (!op?.operationId) continue;
      const out = new Set<string>();
      for (const p of [...(op.parameters ?? []), ...(item.parameters ?? [])].map(deref))
        if (p.in === 'query' && /Ids?$/.test(p.name)) out.add(`query.${p.name}`);
      const body = deref(op.requestBody);
      for (const media of Object.values(body?.content ?? {}) as any[]) walk(media.schema, 'body', out, new Set());
      for (const field of out) found.push(`${op.operationId} ${field}`);
    }
  }
  return found.sort();
}

it('has a case (or a stated reason) for every id field the contract lets a caller name', () => {
  const covered = new Set([...cases.map((c) => c.op), ...Object.keys(EXEMPT)]);
  expect(contractIdFields().filter((f) => !covered.has(f))).toEqual([]);
});

/** What the other organisation can see of its own data, before and after: nothing a refused request may change. */
const theirState = async () => [
  (await theirs.api.get(`/api/v1/surveys/${theirs.surveyId}/collectors`)).body,
  (await theirs.api.get(`/api/v1/surveys/${theirs.surveyId}/responses`)).body,
  (await theirs.api.get(`/api/v1/contacts/${theirs.contactId}`)).body,
  (await theirs.api.get(`/api/v1/contact-lists/${theirs.listId}/members`)).body,
  (await theirs.api.get('/api/v1/folders')).body,
  (await theirs.api.get(`/api/v1/folders/${theirs.folderId}/permissions`)).body,
];

describe.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
  it('is refused, naming what it cannot find, and changes nothing of the other organisation', async () => {
    const before = await theirState();
    const res = await c.send();
    expect([400, 404]).toContain(res.status);
    if (res.status === 400) expect(res.body.errors.map((e: { name: string }) => e.name).join(' ')).toContain(c.field);
    else expect(res.body.code).toBe('not_found');
    expect(await theirState()).toEqual(before);
  });
});

it("never counts another organisation's imported records against a link (the link stays deletable)", async () => {
  await mine.api.post(`/api/v1/surveys/${mine.surveyId}/responses`, {
    responses: [{ status: 'in_progress', startedAt: at, answers: [], collectorId: theirs.collectorId }],
  });
  const link = await theirs.api.get(`/api/v1/collectors/${theirs.collectorId}`);
  expect(link.body.responseCount).toBe(0);
  expect((await theirs.api.delete(`/api/v1/collectors/${theirs.collectorId}`)).status).toBe(204);
});
