// Finding 9 of the red team's second round (docs/design/collectors.md, "Passwords"): twenty wrong passwords from
// twenty addresses lock a link for everyone for 15 minutes, and the owner was not told. The lock stays, but the
// collector now shows it (`lockedUntil`), subscribers hear `collector.locked` once, and the owner can lift it at once.
import { useService } from '../helpers/service';
import { buildSurvey } from '../helpers/surveys';
import { PASSWORD_GUESSES } from '../../src/collectors/guesses';

const file = useService({ TRUST_PROXY: '1', COLLECT_RATE_LIMIT_PER_MINUTE: '100000' });
const COLLECT = '/api/collect/v1';
let address = 0;
const fresh = () => ({ 'X-Forwarded-For': `203.0.${Math.floor(++address / 250)}.${address % 250}` });

it('tells the owner a link was locked (its state and one collector.locked event), and lets them lift it for everyone at once', async () => {
  const s = await buildSurvey(file.api, [{ key: 'q', type: 'short_text' }]);
  const link = (await file.api.post(`/api/v1/surveys/${s.id}/collectors`, { name: 'Panel', settings: { password: 'open sesame' } })).body;
  expect(link.lockedUntil).toBeNull();
  const start = (password: string) =>
    file.svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`, { collectorId: link.id, password }, { headers: fresh() });
  const before = Date.now();
  for (let i = 0; i < PASSWORD_GUESSES.perLink + 3; i++) await start(`guess ${i}`); // three more after the lock: refused, not counted
  expect((await start('open sesame')).status).toBe(429);

  const locked = (await file.api.get(`/api/v1/collectors/${link.id}`)).body;
  expect(Date.parse(locked.lockedUntil)).toBeGreaterThan(before);
  expect(Date.parse(locked.lockedUntil)).toBeLessThanOrEqual(Date.now() + PASSWORD_GUESSES.windowSeconds * 1000);
  const listed = (await file.api.get(`/api/v1/surveys/${s.id}/collectors`)).body.data.find((c: { id: string }) => c.id === link.id);
  expect(listed.lockedUntil).toBe(locked.lockedUntil);

  // One event, whatever the guesses that came after.
  const deadline = Date.now() + 15_000;
  let events: { type: string; data: { collectorId: string; lockedUntil: string; wrongPasswords: number } }[] = [];
  while (events.length === 0 && Date.now() < deadline) {
    events = (await file.api.get('/api/v1/events', { query: { surveyId: s.id, types: 'collector.locked', wait: '1' } })).body.data;
  }
  expect(events).toEqual([
    expect.objectContaining({
      type: 'collector.locked',
      data: { surveyId: s.id, collectorId: link.id, lockedUntil: locked.lockedUntil, wrongPasswords: PASSWORD_GUESSES.perLink },
    }),
  ]);

  // Only the owner's collectors:write lifts it; another organisation's key does not find the link.
  expect((await (await file.svc.key(file.orgId, ['collectors:read'])).delete(`/api/v1/collectors/${link.id}/lock`)).status).toBe(403);
  expect((await (await file.svc.org()).api.delete(`/api/v1/collectors/${link.id}/lock`)).status).toBe(404);
  const lifted = await file.api.delete(`/api/v1/collectors/${link.id}/lock`);
  expect(lifted.status).toBe(200);
  expect(lifted.body.lockedUntil).toBeNull();
  expect((await file.api.get(`/api/v1/collectors/${link.id}`)).body.lockedUntil).toBeNull();
  expect((await start('open sesame')).status).toBe(201);
  // The count starts afresh: one more wrong guess is a 401, not a lock.
  expect((await start('wrong again')).status).toBe(401);
  expect((await start('open sesame')).status).toBe(201);
  // Lifting a link that is not locked answers the same.
  expect((await file.api.delete(`/api/v1/collectors/${link.id}/lock`)).status).toBe(200);
});

it('lifts the lock when the owner sets a new password', async () => {
  const s = await buildSurvey(file.api, [{ key: 'q', type: 'short_text' }]);
  const link = (await file.api.post(`/api/v1/surveys/${s.id}/collectors`, { name: 'Panel', settings: { password: 'open sesame' } })).body;
  const start = (password: string) =>
    file.svc.anonymous.post(`${COLLECT}/surveys/${s.id}/sessions`, { collectorId: link.id, password }, { headers: fresh() });
  for (let i = 0; i < PASSWORD_GUESSES.perLink; i++) await start(`guess ${i}`);
  expect((await file.api.get(`/api/v1/collectors/${link.id}`)).body.lockedUntil).not.toBeNull();
  const changed = await file.api.patch(`/api/v1/collectors/${link.id}`, { settings: { password: 'new sesame' } });
  expect(changed.body.lockedUntil).toBeNull();
  expect((await start('new sesame')).status).toBe(201);
});
