// Hands out codes as sessions complete (docs/design/rewards.md): one decision per session, inside the completion's transaction, by the
// quality flags the session was stored with (a high-risk session is known by then). It runs after the analytics
// reactor, which holds the survey's lock for a completion, so codes are taken one completion at a time. When the pool
// falls to its threshold it publishes `rewards.low_stock` once, through the journal, for the webhooks to send.
import type { DomainJournal, DomainReactor } from '../journal/changes';
import type { Frozen } from '../journal/journal';
import type { SessionRow } from '../db/schema';
import { fromJson, nowIso } from '../db/values';
import * as rewards from './repository';
import type { RewardOutcome } from './table';

const SCREENED: readonly (string | null)[] = ['screened_out', 'quota_full'];

function ineligible(
  settings: NonNullable<Awaited<ReturnType<typeof rewards.settingsOf>>>,
  session: Frozen<SessionRow>,
): RewardOutcome | null {
  if (settings.exclude_screened_out && SCREENED.includes(session.end_reason)) return 'screened_out';
  const highRisk = fromJson<string[]>(session.quality_flags, []).includes('high_risk') || session.end_reason === 'quality_excluded';
  if (settings.exclude_high_risk && highRisk) return 'high_risk';
  return null;
}

export function rewardsReactor(journal: DomainJournal): DomainReactor {
  return {
    name: 'rewards',
    writes: ['reward_decisions', 'reward_codes', 'reward_settings'],
    on: {
      'session.completed': async (trx, { survey, changes }, receipt) => {
        const settings = await rewards.settingsOf(trx, survey.id);
        if (!settings?.enabled) return;
        let assigned = false;
        for (const { before, after } of changes) {
          if (after.status !== 'completed' || before?.status === 'completed') continue;
          if (await rewards.decisionOf(trx, after.id)) continue; // decided already: exactly once
          const now = nowIso();
          const refused = ineligible(settings, after);
          const code = refused ? undefined : await rewards.takeCode(trx, survey.id, after.id, now);
          const outcome: RewardOutcome = refused ?? (code ? 'assigned' : 'no_codes_left');
          await rewards.insertDecision(trx, {
            session_id: after.id,
            survey_id: survey.id,
            outcome,
            code_id: code?.id ?? null,
            decided_at: now,
          });
          // The writer's caller answers the respondent with it (the code unsealed only there, for the token's holder).
          (receipt.rewards ??= new Map()).set(after.id, { outcome, codeSealed: code?.code_sealed ?? null, message: settings.message });
          assigned ||= Boolean(code);
        }
        if (!assigned || settings.low_stock_notified) return;
        const { total, assigned: given } = await rewards.poolCounts(trx, survey.id);
        const available = total - given;
        if (available > settings.low_stock_threshold) return;
        await rewards.setLowStockNotified(trx, survey.id, true);
        await journal.publish(trx, 'rewards.low_stock', { survey, available, threshold: settings.low_stock_threshold });
      },
    },
  };
}
