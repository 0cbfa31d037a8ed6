// Finding 12 of the security review (found by a respondent, not an attacker): the hosted page never showed a reward
// code, so a respondent who completed on the page (the main channel) never saw the voucher the API would have given
// them. The thank-you screen shows the session's one code with the survey's reward message.
import { updateOrganization } from '../../src/auth/organizations';
import { useService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import { Visitor } from '../helpers/visitor';

const file = useService();
const MESSAGE = 'Thanks! Your gift card:';

it('shows the code the session earned on the thank-you screen, the same code on every view, and none to a screened-out session', async () => {
  await updateOrganization(file.svc.running.services.db, file.orgId, { permissions: { rewardsUpload: true } });
  const s = await buildSurvey(file.api, [
    { key: 'adult', type: 'yes_no', config: { logic: [{ when: { operator: 'equals', value: 'no' }, then: { screenOut: true } }] } },
    { key: 'nps', type: 'nps' },
  ]);
  await file.api.put(`/api/v1/surveys/${s.id}/rewards/settings`, {
    enabled: true,
    eligibility: { excludeHighRisk: false, excludeScreenedOut: true },
    lowStockThreshold: 0,
    message: MESSAGE,
  });
  await file.api.post(`/api/v1/surveys/${s.id}/rewards/codes`, { codes: ['GIFT-0001-WXYZ', 'GIFT-0002-QRST'] });
  const [link] = (await file.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data;

  const visitor = new Visitor(file.svc.anonymous, `/s/${link.id}`);
  await visitor.post([['action', 'start']]);
  await visitor.answer(s.q.adult, { timeMs: '6000', value: 'yes' });
  await visitor.answer(s.q.nps, { timeMs: '7000', value: '9' });
  const thanks = await visitor.view();
  expect(thanks.status).toBe(200);
  expect(thanks.text).toContain(MESSAGE);
  const code = /class="reward-code"><strong>([^<]+)</.exec(thanks.text)?.[1];
  expect(code).toMatch(/^GIFT-000[12]-/);
  expect((await visitor.view()).text).toContain(code); // a reload shows the same code, and no second one is given
  expect((await file.api.get(`/api/v1/surveys/${s.id}/rewards`)).body).toMatchObject({ assigned: 1 });

  const screened = new Visitor(file.svc.anonymous, `/s/${link.id}`);
  await screened.post([['action', 'start']]);
  await screened.answer(s.q.adult, { timeMs: '6000', value: 'no' });
  const out = await screened.view();
  expect(out.text).not.toContain('reward-code');
  expect((await file.api.get(`/api/v1/surveys/${s.id}/rewards`)).body).toMatchObject({ assigned: 1 });
});
