// One survey, many respondents, two servers (docs: the write path): 64 respondents start, answer and complete at
// once, dealt over two server processes' worth of state and connections on one database. Afterwards the counters
// equal a recount, every session's stored quality equals a fresh evaluation, every completion has exactly one reward
// decision (codes never given twice) made by the flags its completion was stored with, every session exactly one
// webhook event per change, delivered once, and the last event of each session carries the flags the record shows.
import { useService } from '../helpers/service';
import { buildSurvey, opts } from '../helpers/surveys';
import { matchesRecount } from '../helpers/recount';
import { updateOrganization } from '../../src/auth/organizations';
import { createServices, startServer } from '../../src/server';
import { createLogger } from '../../src/log';
import { Api } from '../helpers/api';

const file = useService({ WEBHOOK_POLL_MS: '0', RATE_LIMIT_PER_MINUTE: '100000', COLLECT_RATE_LIMIT_PER_MINUTE: '100000' });
const db = () => file.svc.running.services.db;
const RESPONDENTS = 64;
const COLLECT = '/api/collect/v1';
/** Text some respondents share word for word (the duplicate-text rule looks across sessions for it). */
const SHARED = 'The same long answer about the price of it all, word for word.';

it('64 concurrent respondents on one survey: counters equal a recount, flags a fresh evaluation, one reward and one webhook event each', async () => {
  const org = await file.svc.org({ plan: 'business' });
  await updateOrganization(db(), org.id, { permissions: { rewardsUpload: true } });
  const { api } = org;
  const s = await buildSurvey(api, [
    {
      key: 'pick',
      type: 'single_choice',
      config: { options: opts('a', 'b', 'c'), logic: [{ when: { operator: 'equals', value: 'c' }, then: { screenOut: true } }] },
    },
    { key: 'why', type: 'long_text', required: false },
    { key: 'nps', type: 'nps' },
  ]);
  const hook = await api.post('/api/v1/webhooks', {
    url: 'https://93.184.216.34/hook',
    events: ['response.started', 'response.completed'],
  });
  expect(hook.status).toBe(201);
  expect(
    (
      await api.put(`/api/v1/surveys/${s.id}/rewards/settings`, {
        enabled: true,
        eligibility: { excludeHighRisk: true, excludeScreenedOut: true },
        lowStockThreshold: 0,
        message: 'Thanks',
      })
    ).status,
  ).toBe(200);
  const codes = Array.from({ length: 40 }, (_, i) => `BURST-${String(i).padStart(4, '0')}`); // fewer than the completions
  expect((await api.post(`/api/v1/surveys/${s.id}/rewards/codes`, { codes })).status).toBe(200);

  const second = await startServer(await createServices(file.svc.running.services.config, createLogger('silent')), 0, '127.0.0.1');
  try {
    const servers = [file.svc.anonymous, new Api(second.url)];
    // Each step is taken by every respondent at once (a barrier between steps), so the writes that look across
    // sessions (a shared text, a shared browser, the median, the codes) meet as often as they can.
    const people = await Promise.all(
      Array.from({ length: RESPONDENTS }, async (_, i) => {
        const anon = servers[i % 2];
        // Respondents i and i + 40 share a browser (so a fingerprint: the later one is a duplicate).
        const headers = { 'User-Agent': `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1 r${i % 40}` };
        // Every fifth fills the honeypot: high risk whatever the timing, so both kinds of decision are made.
        const started = await anon.post(`${COLLECT}/surveys/${s.id}/sessions`, i % 5 === 1 ? { honeypot: 'http://spam.example' } : {}, {
          headers,
        });
        expect(started.status).toBe(201);
        return { i, anon, id: started.body.sessionId as string, headers: { ...headers, 'X-Session-Token': started.body.token } };
      }),
    );
    const answer = (p: (typeof people)[number], questionId: string, value: unknown) =>
      p.anon.post(`${COLLECT}/sessions/${p.id}/answers`, { answers: [{ questionId, value, timeMs: 5000 }] }, { headers: p.headers });
    const picked = await Promise.all(people.map((p) => answer(p, s.q.pick, p.i % 8 === 0 ? 'c' : 'a')));
    expect(picked.map((r) => r.status)).toEqual(Array(RESPONDENTS).fill(200));
    const going = people.filter((_, k) => picked[k].body.status === 'in_progress');
    expect(going).toHaveLength(RESPONDENTS - RESPONDENTS / 8); // the others were screened out by the rule
    const why = await Promise.all(going.map((p) => answer(p, s.q.why, p.i % 3 === 0 ? SHARED : `My own reasons, respondent ${p.i}.`)));
    expect(why.map((r) => r.status)).toEqual(Array(going.length).fill(200));
    const nps = await Promise.all(going.map((p) => answer(p, s.q.nps, p.i % 11)));
    expect(nps.map((r) => r.status)).toEqual(Array(going.length).fill(200));
    // Half of them took their time (a human's 100 to 131 s), half completed at once (the rules' impossible timing):
    // the median forms and moves while they complete together, judging the ones before again.
    for (const p of going.filter((q) => q.i % 2 === 0)) {
      const startedAt = new Date(Date.now() - (100 + p.i) * 1000).toISOString();
      await db().kysely.updateTable('sessions').set({ started_at: startedAt }).where('id', '=', p.id).execute();
    }
    const done = await Promise.all(
      going.map((p) => p.anon.post(`${COLLECT}/sessions/${p.id}/complete`, undefined, { headers: p.headers })),
    );
    expect(done.map((r) => r.status)).toEqual(Array(going.length).fill(200));
    const results = people.map((p) => ({ id: p.id, screened: !going.includes(p) }));
    const ids = results.map((r) => r.id).sort();
    expect(results.filter((r) => r.screened)).toHaveLength(RESPONDENTS / 8);

    await matchesRecount(db().kysely, s.id);
    const flagged = await db().kysely.selectFrom('sessions').select('quality_evidence').where('survey_id', '=', s.id).execute();
    const rules = flagged.flatMap((r) => (JSON.parse(r.quality_evidence) as { rule: string }[]).map((e) => e.rule));
    expect(rules).toContain('same_open_text'); // the shared text was seen across concurrent sessions
    expect(rules).toContain('same_fingerprint');

    // Every event of a response, in the order the feed serves them: its last carries the flags the record shows.
    const logged = (
      await db()
        .kysely.selectFrom('events')
        .select(['id', 'type', 'payload'])
        .where('organization_id', '=', org.id)
        .where('type', 'in', ['response.started', 'response.completed', 'response.updated'])
        .orderBy('position')
        .execute()
    ).map((e) => ({ ...e, response: JSON.parse(e.payload).data.response as { id: string; quality: { flags: string[] } } }));
    const stored = new Map(
      (await db().kysely.selectFrom('sessions').select(['id', 'quality_flags', 'end_reason']).where('survey_id', '=', s.id).execute()).map(
        (r) => [r.id, { flags: JSON.parse(r.quality_flags) as string[], screened: r.end_reason === 'screened_out' }],
      ),
    );
    const last = new Map(logged.map((e) => [e.response.id, e.response.quality.flags]));
    expect(Object.fromEntries(last)).toEqual(Object.fromEntries([...stored].map(([id, r]) => [id, r.flags])));
    const atCompletion = new Map(
      logged.filter((e) => e.type === 'response.completed').map((e) => [e.response.id, e.response.quality.flags]),
    );
    expect(new Set([...stored.values()].map((r) => r.flags.includes('high_risk')))).toEqual(new Set([true, false])); // both kinds met

    const decisions = await db()
      .kysely.selectFrom('reward_decisions')
      .select(['session_id', 'outcome', 'code_id'])
      .where('survey_id', '=', s.id)
      .execute();
    expect(decisions.map((d) => d.session_id).sort()).toEqual(ids); // one decision per completion, none twice
    // Each decision is the one the flags its completion was stored (and announced) with make: high risk gets nothing.
    for (const d of decisions) {
      const expected = stored.get(d.session_id)!.screened
        ? ['screened_out']
        : atCompletion.get(d.session_id)!.includes('high_risk')
          ? ['high_risk']
          : ['assigned', 'no_codes_left'];
      expect([d.session_id, expected.includes(d.outcome)]).toEqual([d.session_id, true]);
    }
    const eligible = decisions.filter((d) => d.outcome === 'assigned' || d.outcome === 'no_codes_left').length;
    const given = decisions.filter((d) => d.code_id !== null).map((d) => d.code_id);
    expect(given).toHaveLength(Math.min(codes.length, eligible)); // codes while they last, none twice
    expect(new Set(given).size).toBe(given.length);
    expect(decisions.filter((d) => d.outcome === 'screened_out')).toHaveLength(RESPONDENTS / 8);

    const events = logged.filter((e) => e.type !== 'response.updated');
    for (const type of ['response.started', 'response.completed']) {
      const sessions = events.filter((e) => e.type === type).map((e) => e.response.id);
      expect(sessions.sort()).toEqual(ids);
    }
    const deliveries = await db()
      .kysely.selectFrom('webhook_deliveries')
      .select('event_id')
      .where(
        'event_id',
        'in',
        events.map((e) => e.id),
      )
      .execute();
    expect(deliveries.map((d) => d.event_id).sort()).toEqual(events.map((e) => e.id).sort()); // the hook takes no response.updated
  } finally {
    await second.close();
  }
});
