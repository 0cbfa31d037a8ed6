// Variables as a journal subscriber: a session that completes, or is imported completed, gets its variables'
// values stored (D19) in the writer's transaction. It runs before the analytics so their counters (the
// cross-tabulation's `variable:<name>` dimension) and the webhook payloads see the values.
import type { DomainEvents, SessionsChanged } from '../events/domain';
import type { Subscriber, Trx } from '../events/journal';
import { programOf, storeValues } from './compute';

async function compute(trx: Trx, { survey, questionnaire, changes }: SessionsChanged): Promise<void> {
  if (!changes.some((c) => c.after.status === 'completed')) return;
  await storeValues(trx, await programOf(trx, survey.id, questionnaire), changes);
}

export const variablesSubscriber: Subscriber<DomainEvents> = {
  name: 'variables',
  on: {
    'session.completed': compute,
    'session.imported': compute,
  },
};
