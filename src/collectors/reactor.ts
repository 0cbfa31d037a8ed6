// Collectors as a journal reactor: a new survey gets its default link collector (docs/design/collectors.md), and the session that fills a
// collector to its response limit publishes `collector.closed` (docs/design/events.md) for the webhooks, in the writer's transaction.
import type { DomainJournal, DomainReactor } from '../journal/changes';
import { defaultCollectorRow } from './defaults';
import { collectorById, countCollectorSessions, insertCollector } from './repository';

export function collectorsReactor(journal: DomainJournal): DomainReactor {
  return {
    name: 'collectors',
    writes: ['collectors'],
    on: {
      'survey.created': async (trx, { survey }) => {
        await insertCollector(trx, defaultCollectorRow(survey.id, survey.organization_id, survey.created_at));
      },
      'session.started': async (trx, { survey, changes }) => {
        const ids = new Set(changes.map((c) => c.after.collector_id).filter((id): id is string => id !== null));
        for (const id of ids) {
          const collector = await collectorById(trx, id);
          if (!collector || collector.response_limit === null) continue;
          const count = await countCollectorSessions(trx, collector);
          // Exactly at the limit: the session that filled it (admission refuses any after it).
          if (count === collector.response_limit) {
            await journal.publish(trx, 'collector.closed', { survey, collectorId: id, reason: 'response_limit', responseCount: count });
          }
        }
      },
    },
  };
}
