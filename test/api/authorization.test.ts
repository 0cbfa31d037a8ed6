// Authentication, scopes and tenancy for every API-key operation in openapi.yaml (docs/design/auth.md). The list of
// operations comes from the contract, so an operation added there without an entry here fails this file. Ids named in
// bodies and queries (not paths) are the other half of the matrix: test/security/foreign-ids.test.ts, which likewise
// fails for an id field of the contract it has no case for.
import { operations } from '../../generated/operations';
import type { OperationMeta } from '../../src/http/operation-meta';
import { SCOPES } from '../../src/auth/scopes';
import { updateOrganization } from '../../src/auth/organizations';
import { startTestService, type TestService } from '../helpers/service';
import { addDomain } from '../../src/email/domains';
import type { Api } from '../helpers/api';

const OPS: readonly OperationMeta[] = operations;
const keyed = OPS.filter((op) => op.auth === 'bearer');

let svc: TestService;
let owner: Api;
let ownerOrg: string;
let stranger: Api;
let domainId: string | undefined;

/** A valid request for each operation against the owner's resources. */
interface Sample {
  body?: unknown;
  query?: Record<string, string>;
  /** Path parameters other than the fixture's defaults (a send goes through the email collector). */
  path?: Record<string, string>;
}
type Ids = {
  surveyId: string;
  questionId: string;
  webhookId: string;
  folderId: string;
  tagId: string;
  groupId: string;
  contactId: string;
  listId: string;
  suppressionId: string;
  collectorId: string;
  emailCollectorId: string;
  sendId: string;
  domainId: string;
  variableId: string;
  debriefId: string;
  armId: string;
  instanceId: string;
  probeId: string;
  responseId: string;
  quotaId: string;
  deliveryId: string;
  erasureRequestId: string;
  /** A language the survey is offered in besides its default. */
  tag: string;
};
const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 10)}`;
const address = (prefix: string) => `${unique(prefix).replace(' ', '.')}@example.com`;
/** The operations a request with nothing but its path makes. */
const PATH_ONLY = [
  'listSurveys',
  'getSurvey',
  'deleteSurvey',
  'listQuestions',
  'getQuestion',
  'deleteQuestion',
  'listResponses',
  'exportResponsesJson',
  'exportResponsesXlsx',
  'getFunnelAnalytics',
  'getFlowAnalytics',
  'getInsights',
  'getExecutiveSummary',
  'listWebhooks',
  'getWebhook',
  'deleteWebhook',
  'testWebhook',
  'redeliverWebhookDelivery',
  'listFolders',
  'getFolder',
  'deleteFolder',
  'getFolderPermissions',
  'getTag',
  'deleteTag',
  'getUserGroup',
  'deleteUserGroup',
  'listUserGroupMembers',
  'getRewardPool',
  'deleteUnassignedRewardCodes',
  'getContact',
  'deleteContact',
  'getContactList',
  'deleteContactList',
  'removeContactListMember',
  'deleteSuppression',
  'getCollector',
  'deleteCollector',
  'unlockCollector',
  'getEmailSend',
  'getSendingDomain',
  'getVariable',
  'deleteVariable',
  'getQuota',
  'deleteQuota',
  'getDebrief',
  'closeDebrief',
  'getDebriefFindings',
  'getCalibrationPriors',
  'getSurveyTheme',
  'getSurveyLocalization',
  'getSurveyTranslations',
  'deleteSurveyTheme',
  'getTheme',
  'getResponse',
  'deleteResponse',
  'getResponseHistory',
  'getErasureRequest',
  'getHiddenFields',
  'getCalibrationObjective',
  'listArms',
  'getArm',
  'deleteArm',
  'getCalibrationStatus',
  'listInstruments',
  'listSurveyInstruments',
  'removeSurveyInstrument',
  'getInstrumentScores',
  'listProbes',
  'getProbe',
  'deleteProbe',
];
const samples: Record<string, (ids: Ids) => Sample> = {
  ...Object.fromEntries(PATH_ONLY.map((op) => [op, () => ({})])),
  createSurvey: () => ({ body: { title: 'Matrix' } }),
  updateSurvey: () => ({ body: { title: 'Renamed' } }),
  copySurvey: () => ({ body: { title: 'Copied' } }),
  createQuestion: () => ({ body: { type: 'short_text', title: 'Added' } }),
  updateQuestion: () => ({ body: { title: 'Renamed' } }),
  importResponses: () => ({ body: { responses: [{ status: 'in_progress', startedAt: '2026-11-20T10:00:00.000Z', answers: [] }] } }),
  exportResponses: () => ({ query: { format: 'json', status: 'all' } }),
  exportResponsesCsv: () => ({ query: { status: 'all' } }),
  exportResponsesSpss: () => ({ query: { status: 'completed' } }),
  getSurveyAnalytics: () => ({ query: { include: 'quality,confidence' } }),
  getQuestionAnalytics: ({ questionId }) => ({ query: { questionId } }),
  getQualityAnalytics: () => ({ query: { filter: 'all', limit: '10' } }),
  getCrossTabulation: () => ({ query: { rows: 'device', cols: 'question_type' } }),
  askSurvey: () => ({ body: { question: 'What is the completion rate?' } }),
  checkClaim: () => ({ body: { claim: 'Most customers are happy.' } }),
  getReport: () => ({ query: { sections: 'executive_summary' } }),
  comparePhrasings: () => ({
    body: { phrasingA: 'Why did you choose us?', phrasingB: 'What was the main reason you chose us?', category: 'question_wording' },
  }),
  // (events without answers: those need responses:read as well, test/security/answer-events.test.ts)
  createWebhook: () => ({ body: { url: 'https://93.184.216.34/hooks/fieldwork', events: ['survey.status_changed'] } }),
  listWebhookDeliveries: () => ({ query: { status: 'pending' } }),
  updateWebhook: () => ({ body: { description: 'Changed' } }),
  replayWebhookEvents: () => ({ body: { since: '2026-01-01T00:00:00.000Z' } }),
  listEvents: () => ({ query: { limit: '5' } }),
  listAuditEvents: () => ({ query: { pageSize: '5' } }),
  setSurveyFolder: ({ folderId }) => ({ body: { folderId } }),
  setSurveyTags: ({ tagId }) => ({ body: { tagIds: [tagId] } }),
  createFolder: () => ({ body: { name: unique('Folder') } }),
  updateFolder: () => ({ body: { name: unique('Renamed') } }),
  setFolderPermissions: ({ groupId }) => ({ body: { grants: [{ groupId, access: 'view' }] } }),
  listTags: () => ({ query: { pageSize: '5' } }),
  createTag: () => ({ body: { name: unique('Tag'), color: '#2563EB' } }),
  updateTag: () => ({ body: { color: '#ff0000' } }),
  listUserGroups: () => ({ query: { pageSize: '5' } }),
  createUserGroup: () => ({ body: { name: unique('Group') } }),
  updateUserGroup: () => ({ body: { description: 'Changed' } }),
  setUserGroupMembers: () => ({ body: { userIds: ['user_1', 'user_2'] } }),
  updateRewardSettings: () => ({
    body: { enabled: true, eligibility: { excludeHighRisk: true, excludeScreenedOut: false }, lowStockThreshold: 3, message: 'Thanks!' },
  }),
  uploadRewardCodes: () => ({ body: { codes: [unique('CODE')] } }),
  listRewardAssignments: () => ({ query: { pageSize: '5' } }),
  listContacts: () => ({ query: { pageSize: '5' } }),
  createContact: () => ({ body: { email: address('new') } }),
  importContacts: () => ({ body: { contacts: [{ email: address('imp'), firstName: 'Imported' }] } }),
  updateContact: () => ({ body: { firstName: 'Changed' } }),
  listContactLists: () => ({ query: { pageSize: '5' } }),
  createContactList: () => ({ body: { name: unique('List') } }),
  updateContactList: () => ({ body: { description: 'Changed' } }),
  listContactListMembers: () => ({ query: { pageSize: '5' } }),
  addContactListMembers: ({ contactId }) => ({ body: { contactIds: [contactId] } }),
  listSuppressions: () => ({ query: { pageSize: '5' } }),
  createSuppression: () => ({ body: { email: address('sup') } }),
  listCollectors: () => ({ query: { pageSize: '5' } }),
  createCollector: () => ({ body: { name: unique('Collector') } }),
  updateCollector: () => ({ body: { settings: { responseLimit: 500 } } }),
  createEmailSend: ({ listId, emailCollectorId }) => ({
    path: { collectorId: emailCollectorId },
    body: { listId, subject: 'Hi', body: 'Answer here: {{link}}' },
  }),
  listEmailSends: () => ({ query: { pageSize: '5' } }),
  listEmailSendRecipients: () => ({ query: { pageSize: '5' } }),
  listSendingDomains: () => ({ query: { pageSize: '5' } }),
  listVariables: () => ({ query: { pageSize: '5' } }),
  createVariable: () => ({ body: { name: `v_${Math.random().toString(36).slice(2, 10)}`, type: 'number', expression: '1 + 1' } }),
  previewVariable: () => ({ body: { expression: '2 * 3' } }),
  updateVariable: () => ({ body: { label: 'Changed' } }),
  listQuotas: () => ({ query: { pageSize: '5' } }),
  createQuota: (ids) => ({ body: { name: unique('Quota'), condition: { questionId: ids.questionId, operator: 'answered' }, limit: 5 } }),
  updateQuota: () => ({ body: { limit: 7 } }),
  listDebriefs: () => ({ query: { pageSize: '5' } }),
  createDebrief: ({ questionId }) => ({
    body: { questionIds: [questionId], probes: [{ kind: 'paraphrase', text: 'In your own words?' }], participantTarget: 5 },
  }),
  putCalibrationPriors: () => ({ body: { completionRate: { alpha: 2, beta: 2 }, qualityRate: { alpha: 3, beta: 1 } } }),
  patchSurveyTranslations: () => ({ body: { texts: { 'survey.title': 'Matrix (de)' } } }),
  putSurveyTheme: () => ({ body: { primaryColor: '#166534' } }),
  putSurveyLocalization: () => ({ body: { defaultLanguage: 'en', languages: ['en', 'de'] } }),
  putTheme: () => ({ body: { fontFamily: 'serif' } }),
  correctResponse: (ids) => ({ body: { answers: [{ questionId: ids.questionId, value: null }], reason: 'Refused' } }),
  createErasureRequest: () => ({ body: { email: address('erased') } }),
  deleteResponses: (ids) => ({ body: { ids: [ids.responseId], acknowledgeConsequence: true } }),
  putHiddenFields: () => ({ body: { fields: [{ name: 'source' }] } }),
  putCalibrationObjective: () => ({ body: { metric: 'quality_rate' } }),
  getInsignificancePrediction: () => ({ query: { minEffect: '0.05' } }),
  createArm: () => ({ body: { name: unique('Arm') } }),
  updateArm: () => ({ body: { status: 'paused' } }),
  getInstrument: () => ({ path: { instrumentId: 'sus' } }),
  addSurveyInstrument: () => ({ body: { instrumentId: 'seq' } }),
  createProbe: (ids) => ({ body: { questionId: ids.questionId, when: { operator: 'answered' }, text: 'Why?' } }),
  updateProbe: () => ({ body: { text: 'Why so?' } }),
};

async function fixture(): Promise<Ids> {
  const s = await owner.post('/api/v1/surveys', { title: 'Owned' });
  const q = await owner.post(`/api/v1/surveys/${s.body.id}/questions`, { type: 'short_text', title: 'Owned question' });
  // One subscription at a time, so the organisation never reaches its limit however many fixtures are made.
  await svc.running.services.db.kysely.deleteFrom('webhooks').where('organization_id', '=', ownerOrg).execute();
  const w = await owner.post('/api/v1/webhooks', {
    url: 'https://93.184.216.34/hooks/owned',
    events: ['survey.created', 'response.deleted'],
  });
  if (w.status !== 201) throw new Error(`webhook fixture: ${w.status} ${w.text}`);
  const ping = await owner.post(`/api/v1/webhooks/${w.body.webhook.id}/test`);
  if (ping.status !== 202) throw new Error(`delivery fixture: ${ping.status} ${ping.text}`);
  const erasure = await owner.post('/api/v1/erasure-requests', { externalId: 'nobody' });
  if (erasure.status !== 201) throw new Error(`erasure fixture: ${erasure.status} ${erasure.text}`);
  const folder = await owner.post('/api/v1/folders', { name: unique('Owned') });
  const tag = await owner.post('/api/v1/tags', { name: unique('Owned') });
  const group = await owner.post('/api/v1/user-groups', { name: unique('Owned') });
  if (folder.status !== 201 || tag.status !== 201 || group.status !== 201) throw new Error('organisation fixture');
  const contact = await owner.post('/api/v1/contacts', { email: address('owned') });
  const list = await owner.post('/api/v1/contact-lists', { name: unique('Owned') });
  await owner.post(`/api/v1/contact-lists/${list.body.id}/members`, { contactIds: [contact.body.id] });
  const suppression = await owner.post('/api/v1/suppressions', { email: address('held') });
  if (contact.status !== 201 || list.status !== 201 || suppression.status !== 201) throw new Error('contacts fixture');
  const collector = await owner.post(`/api/v1/surveys/${s.body.id}/collectors`, { name: unique('Owned') });
  if (collector.status !== 201) throw new Error(`collector fixture: ${collector.status} ${collector.text}`);
  const mail = await owner.post(`/api/v1/surveys/${s.body.id}/collectors`, { name: unique('Mail'), type: 'email' });
  const sent = await owner.post(`/api/v1/collectors/${mail.body.id}/sends`, {
    listId: list.body.id,
    subject: 'Hi',
    body: 'Answer: {{link}}',
  });
  if (sent.status !== 202) throw new Error(`send fixture: ${sent.status} ${sent.text}`);
  const variable = await owner.post(`/api/v1/surveys/${s.body.id}/variables`, { name: 'owned', type: 'string', expression: '"x"' });
  if (variable.status !== 201) throw new Error(`variable fixture: ${variable.status} ${variable.text}`);
  const quota = await owner.post(`/api/v1/surveys/${s.body.id}/quotas`, {
    name: 'owned',
    condition: { questionId: q.body.id, operator: 'answered' },
    limit: 5,
  });
  if (quota.status !== 201) throw new Error(`quota fixture: ${quota.status} ${quota.text}`);
  const debrief = await owner.post(`/api/v1/surveys/${s.body.id}/debriefs`, {
    questionIds: [q.body.id],
    probes: [{ kind: 'comprehension', text: 'What does it ask?' }],
    participantTarget: 5,
  });
  if (debrief.status !== 201) throw new Error(`debrief fixture: ${debrief.status} ${debrief.text}`);
  const arm = await owner.post(`/api/v1/surveys/${s.body.id}/calibration/arms`, {
    name: 'owned',
    overrides: [{ questionId: q.body.id, title: 'Worded' }],
  });
  if (arm.status !== 201) throw new Error(`arm fixture: ${arm.status} ${arm.text}`);
  const instance = await owner.post(`/api/v1/surveys/${s.body.id}/instruments`, { instrumentId: 'seq' });
  if (instance.status !== 201) throw new Error(`instrument fixture: ${instance.status} ${instance.text}`);
  const probe = await owner.post(`/api/v1/surveys/${s.body.id}/probes`, {
    questionId: q.body.id,
    when: { operator: 'answered' },
    text: 'Why?',
  });
  if (probe.status !== 201) throw new Error(`probe fixture: ${probe.status} ${probe.text}`);
  const imported = await owner.post(`/api/v1/surveys/${s.body.id}/responses`, {
    responses: [{ status: 'completed', startedAt: '2026-11-01T10:00:00.000Z', completedAt: '2026-11-01T10:05:00.000Z', answers: [] }],
  });
  if (imported.status !== 200) throw new Error(`response fixture: ${imported.status} ${imported.text}`);
  const languages = await owner.put(`/api/v1/surveys/${s.body.id}/localization`, { defaultLanguage: 'en', languages: ['en', 'de'] });
  if (languages.status !== 200) throw new Error(`localization fixture: ${languages.status} ${languages.text}`);
  // One domain for every fixture: making its DKIM key pair is the slowest step, and no operation changes a domain.
  domainId ??= (await addDomain(svc.running.services.db, 'test-secret', ownerOrg, 'owned.example.com')).id;
  return {
    surveyId: s.body.id,
    questionId: q.body.id,
    webhookId: w.body.webhook.id,
    folderId: folder.body.id,
    tagId: tag.body.id,
    groupId: group.body.id,
    contactId: contact.body.id,
    listId: list.body.id,
    suppressionId: suppression.body.id,
    collectorId: collector.body.id,
    emailCollectorId: mail.body.id,
    sendId: sent.body.id,
    domainId,
    variableId: variable.body.id,
    debriefId: debrief.body.id,
    armId: arm.body.id,
    instanceId: instance.body.id,
    probeId: probe.body.id,
    responseId: imported.body.data[0].id,
    quotaId: quota.body.id,
    deliveryId: ping.body.delivery.id,
    erasureRequestId: erasure.body.id,
    tag: 'de',
  };
}

const pathFor = (op: OperationMeta, ids: Record<string, string>) => op.fullPath.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]);
const send = (api: Api, op: OperationMeta, ids: Ids, extraQuery: Record<string, string> = {}, headers: Record<string, string> = {}) => {
  const sample = samples[op.operationId](ids);
  return api.request(op.method.toUpperCase(), pathFor(op, { ...ids, ...sample.path }), {
    body: sample.body,
    query: { ...sample.query, ...extraQuery },
    headers,
  });
};

/** What a refused request must leave unchanged: the survey, its responses, the subscriptions and the delivery log,
 * the folder tree with the folder's grants, the tags and the user groups with the group's members. */
const snapshot = async ({ surveyId, webhookId, folderId, groupId, contactId, listId }: Ids) => [
  (await owner.get(`/api/v1/contacts/${contactId}`)).body,
  (await owner.get(`/api/v1/contact-lists/${listId}/members`)).body,
  (await owner.get('/api/v1/suppressions', { query: { pageSize: '5' } })).body,
  (await owner.get('/api/v1/folders')).body,
  (await owner.get(`/api/v1/folders/${folderId}/permissions`)).body,
  (await owner.get('/api/v1/tags', { query: { pageSize: '100' } })).body,
  (await owner.get('/api/v1/user-groups', { query: { pageSize: '100' } })).body,
  (await owner.get(`/api/v1/user-groups/${groupId}/members`)).body,
  (await owner.get(`/api/v1/surveys/${surveyId}/rewards`)).body,
  (await owner.get(`/api/v1/surveys/${surveyId}/calibration/arms`)).body,
  (await owner.get(`/api/v1/surveys/${surveyId}/calibration/priors`)).body,
  (await owner.get(`/api/v1/surveys/${surveyId}/calibration/objective`)).body,
  (await owner.get(`/api/v1/surveys/${surveyId}/hidden-fields`)).body,
  (await owner.get(`/api/v1/surveys/${surveyId}/theme`)).body,
  (await owner.get('/api/v1/theme')).body,
  (await owner.get(`/api/v1/surveys/${surveyId}/instruments`)).body,
  (await owner.get(`/api/v1/surveys/${surveyId}/probes`)).body,
  (await owner.get(`/api/v1/surveys/${surveyId}/quotas`)).body,
  (await owner.get(`/api/v1/surveys/${surveyId}`, { query: { include: 'variables' } })).body,
  (await owner.get(`/api/v1/surveys/${surveyId}/responses`)).body,
  (await owner.get('/api/v1/webhooks')).body,
  (await owner.get(`/api/v1/webhooks/${webhookId}/deliveries`)).body,
];

beforeAll(async () => {
  // Nothing is delivered from here; the owner's hundreds of requests a minute stay under the rate limit.
  // No abandonment sweep either: it would turn the fixtures' imported in-progress sessions into webhook events in
  // the middle of a "changes nothing" snapshot.
  svc = await startTestService({ WEBHOOK_POLL_MS: '0', RATE_LIMIT_PER_MINUTE: '100000', ABANDON_SWEEP_SECONDS: '0' });
  const o = await svc.org();
  owner = o.api;
  ownerOrg = o.id;
  const other = await svc.org();
  stranger = other.api;
  // Both may upload reward codes: the organisation permission (checked before any resource, like a plan feature)
  // must not hide the tenancy check these tests make.
  for (const id of [ownerOrg, other.id]) await updateOrganization(svc.running.services.db, id, { permissions: { rewardsUpload: true } });
});
afterAll(() => svc.close());

it('has a sample request for every API-key operation of the contract', () => {
  expect(keyed.map((op) => op.operationId).sort()).toEqual(Object.keys(samples).sort());
  for (const op of keyed) expect(SCOPES).toContain(op.scope);
});

describe.each(keyed.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
  it('answers 401 without a key, with a malformed key and with an unknown key', async () => {
    const ids = await fixture();
    for (const key of [null, 'not-a-key', `fw_${'0'.repeat(32)}_${'0'.repeat(48)}`]) {
      const res = await send(svc.anonymous.as(key), op, ids);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthorized');
      expect(res.headers.get('ratelimit-limit')).toBeNull();
    }
  });

  it(`answers 403 insufficient_scope to a key with every scope but ${op.scope}, and changes nothing`, async () => {
    const ids = await fixture();
    const limited = await svc.key(
      ownerOrg,
      SCOPES.filter((s) => s !== op.scope),
    );
    const before = await snapshot(ids);
    const res = await send(limited, op, ids);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'insufficient_scope', requiredScope: op.scope, type: '/problems/insufficient_scope' });
    expect(await snapshot(ids)).toEqual(before);
  });

  it('answers 400 naming a query parameter the contract does not declare, and changes nothing', async () => {
    const ids = await fixture();
    const before = await snapshot(ids);
    const res = await send(owner, op, ids, { fw_unknown: '1' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ in: 'query', name: 'fw_unknown', message: 'is not a known field' });
    expect(await snapshot(ids)).toEqual(before);
  });

  it('succeeds with exactly its scope', async () => {
    const ids = await fixture();
    const exact = await svc.key(ownerOrg, [op.scope as (typeof SCOPES)[number]]);
    const res = await send(exact, op, ids);
    expect(res.status).toBeLessThan(300);
  });

  if (op.precondition) {
    it('answers 412 with the current ETag to an If-Match naming another tag, and changes nothing; the current tag lets it through', async () => {
      const ids = await fixture();
      const read = await owner.get(pathFor(op, ids));
      const current = read.headers.get('etag');
      expect(current).toMatch(/^"[\w-]+"$/);
      const before = [read.body, ...(await snapshot(ids))];
      const stale = await send(owner, op, ids, {}, { 'If-Match': '"0000000000000000000000000000", W/' + current });
      expect(stale.status).toBe(412);
      expect(stale.body.code).toBe('precondition_failed');
      expect(stale.headers.get('etag')).toBe(current);
      expect([(await owner.get(pathFor(op, ids))).body, ...(await snapshot(ids))]).toEqual(before);
      const res = await send(owner, op, ids, {}, { 'If-Match': `"other", ${current}` });
      expect(res.status).toBeLessThan(300);
      if (res.status === 200) expect(res.headers.get('etag')).toBe((await owner.get(pathFor(op, ids))).headers.get('etag'));
    });
  }

  // The instrument catalogue is shared by every organisation: its path names no organisation's resource.
  if (op.path.includes('{') && op.operationId !== 'getInstrument') {
    it("answers 404 to another organisation's key for this organisation's resources, and changes nothing", async () => {
      const ids = await fixture();
      const before = await snapshot(ids);
      const res = await send(stranger, op, ids);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
      expect(await snapshot(ids)).toEqual(before);
    });

    it('answers 404 before 403: a key lacking the scope still learns nothing of another organisation', async () => {
      const ids = await fixture();
      const res = await send(stranger, op, ids);
      expect(res.status).toBe(404);
    });
  }
});

it("lists only the caller's own surveys", async () => {
  // A fresh organisation, so its own survey is on the first page however many surveys the owner has made above.
  const mineOrg = await svc.org();
  const created = await mineOrg.api.post('/api/v1/surveys', { title: 'Mine' });
  const theirs = await stranger.get('/api/v1/surveys', { query: { pageSize: '100' } });
  expect(theirs.body.data.map((s: { id: string }) => s.id)).not.toContain(created.body.id);
  const mine = await mineOrg.api.get('/api/v1/surveys', { query: { pageSize: '100' } });
  expect(mine.body.data.map((s: { id: string }) => s.id)).toEqual([created.body.id]);
});

it('refuses a revoked key', async () => {
  const ids = await fixture();
  const { key } = await svc.org();
  const keyId = key.split('_')[1];
  await svc.running.services.db.kysely
    .updateTable('api_keys')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', keyId)
    .execute();
  expect((await svc.anonymous.as(key).get(`/api/v1/surveys/${ids.surveyId}`)).status).toBe(401);
});

it('refuses a key whose secret was altered', async () => {
  const { key } = await svc.org();
  const altered = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
  expect((await svc.anonymous.as(altered).get('/api/v1/surveys')).status).toBe(401);
});

it('stores keys only as hashes', async () => {
  const { key } = await svc.org();
  const [, keyId, secret] = key.split('_');
  const row = await svc.running.services.db.kysely.selectFrom('api_keys').selectAll().where('id', '=', keyId).executeTakeFirstOrThrow();
  expect(JSON.stringify(row)).not.toContain(secret);
  expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
});
