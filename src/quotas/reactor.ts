// The quotas' count as a journal reactor (docs/design/quotas.md). A completion that meets a quota's condition becomes
// its member; a member counts (holds one of the `limit` places) when it is qualified, or for a `completed` quota
// whatever its quality, and while a place is free. The completion's own check (./gate.ts) already holds the quotas'
// lock, so the place it found free is still free here. A member that stops counting (judged again as high risk, or
// no longer a completion that meets the condition) frees its place; a member that starts counting takes one only
// while one is free. A quota that fills or reopens publishes `quota.filled` or `quota.reopened`, once per change.
import type { DomainJournal, DomainReactor, SessionsChanged, SessionsDeleted } from '../journal/changes';
import type { Frozen, Trx } from '../journal/journal';
import { definitionsOf } from './definitions';
import { apply, type QualityChanged } from './count';
import { lockedQuotas } from './locks';
import { deleteMember, insertMembers, membersOf, updateMember, updateQuota, type QuotaMember } from './repository';

type Counted = Pick<Frozen<SessionsChanged>, 'survey' | 'questionnaire' | 'changes' | 'rejudged'>;

async function count(journal: DomainJournal, trx: Trx, { survey, questionnaire, changes, rejudged }: Counted): Promise<void> {
  const rows = new Map<string, QualityChanged>();
  for (const { before, after } of changes) if (after.status === 'completed' || before?.status === 'completed') rows.set(after.id, after);
  for (const { after } of rejudged) rows.set(after.id, after); // judged again by the writer for this change
  if (rows.size === 0) return;
  const defs = await definitionsOf(trx, survey.id, questionnaire);
  if (defs.length === 0) return;
  const quotas = await lockedQuotas(trx, survey.id);
  const members = new Map((await membersOf(trx, [...rows.keys()])).map((m) => [`${m.quota_id}/${m.session_id}`, m]));
  const was = new Map([...quotas.values()].map((q) => [q.id, q.status]));
  const inserts: QuotaMember[] = [];
  for (const def of defs) {
    const quota = quotas.get(def.id);
    if (!quota) continue;
    const before = { completed: quota.completed, qualified: quota.qualified, counted: quota.counted };
    for (const row of rows.values()) {
      const current = members.get(`${def.id}/${row.id}`);
      const result = apply(quota, def, row, current);
      if (result.write === 'insert') inserts.push(result.member);
      else if (result.write === 'update') await updateMember(trx, result.member);
      else if (result.write === 'delete') await deleteMember(trx, def.id, row.id);
    }
    quota.status = quota.counted >= quota.quota_limit ? 'full' : 'open';
    if (quota.completed !== before.completed || quota.qualified !== before.qualified || quota.counted !== before.counted)
      await updateQuota(trx, quota.id, {
        completed: quota.completed,
        qualified: quota.qualified,
        counted: quota.counted,
        status: quota.status,
      });
  }
  await insertMembers(trx, inserts);
  for (const quota of quotas.values()) {
    if (was.get(quota.id) === quota.status) continue;
    await journal.publish(trx, quota.status === 'full' ? 'quota.filled' : 'quota.reopened', { survey, quota: { ...quota } });
  }
}

/**
 * Deleted sessions give back what they held: their places free, and a full quota they filled reopens. Then the
 * completions the writer judged again for the deletion (the median moved) are counted as `count` counts them.
 */
async function forget(journal: DomainJournal, trx: Trx, payload: Frozen<SessionsDeleted>): Promise<void> {
  await release(journal, trx, payload);
  await count(journal, trx, { ...payload, changes: [] });
}

async function release(journal: DomainJournal, trx: Trx, { survey, questionnaire, sessions }: Frozen<SessionsDeleted>): Promise<void> {
  if ((await definitionsOf(trx, survey.id, questionnaire)).length === 0) return;
  const members = await membersOf(
    trx,
    sessions.map((r) => r.id),
  );
  if (members.length === 0) return;
  const quotas = await lockedQuotas(trx, survey.id);
  const was = new Map([...quotas.values()].map((q) => [q.id, q.status]));
  for (const m of members) {
    const quota = quotas.get(m.quota_id);
    if (!quota) continue;
    quota.completed -= 1;
    quota.qualified -= m.qualified;
    quota.counted -= m.counted;
    quota.status = quota.counted >= quota.quota_limit ? 'full' : 'open';
    await deleteMember(trx, m.quota_id, m.session_id);
  }
  for (const quota of quotas.values()) {
    if (!members.some((m) => m.quota_id === quota.id)) continue;
    const { completed, qualified, counted, status } = quota;
    await updateQuota(trx, quota.id, { completed, qualified, counted, status });
    if (was.get(quota.id) !== status) await journal.publish(trx, 'quota.reopened', { survey, quota: { ...quota } });
  }
}

export function quotasReactor(journal: DomainJournal): DomainReactor {
  const on = (trx: Trx, payload: Frozen<SessionsChanged>) => count(journal, trx, payload);
  return {
    name: 'quotas',
    writes: ['quotas', 'quota_members'],
    lockSurvey: async (trx, surveyId) => void (await lockedQuotas(trx, surveyId)),
    on: {
      'session.completed': on,
      'session.imported': on,
      'session.corrected': on,
      'session.recomputed': on,
      'session.answered': on, // an answer can judge a completion again (a text it shares): the event carries it
      'sessions.deleted': (trx, payload) => forget(journal, trx, payload),
    },
  };
}
