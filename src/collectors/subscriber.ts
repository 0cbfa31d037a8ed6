// Gives every new survey its default link collector (D18), in the transaction that creates the survey.
import type { Subscriber } from '../events/journal';
import type { DomainEvents } from '../events/domain';
import { defaultCollectorRow } from './defaults';
import { insertCollector } from './repository';

export const collectorsSubscriber: Subscriber<DomainEvents> = {
  name: 'collectors',
  on: {
    'survey.created': async (trx, { survey }) => {
      await insertCollector(trx, defaultCollectorRow(survey.id, survey.organization_id, survey.created_at));
    },
  },
};
