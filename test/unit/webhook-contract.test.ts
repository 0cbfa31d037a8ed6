// The contract's `webhooks` section documents exactly the events the outbox emits, and the create body offers exactly
// the subscribable ones.
import contract from '../../generated/openapi.json';
import { EMITTED, OUTGOING } from '../../handlers/webhooks/outgoing';
import { EVENT_TYPES } from '../../src/webhooks/thresholds';

type Doc = { webhooks: Record<string, { post: { operationId: string } }>; components: { schemas: Record<string, { enum?: string[] }> } };
const doc = contract as unknown as Doc;

it('documents every emitted event under webhooks, with the operationId the code names, and nothing else', () => {
  expect(Object.keys(doc.webhooks).sort()).toEqual([...EMITTED].sort());
  for (const [event, item] of Object.entries(doc.webhooks))
    expect([event, item.post.operationId]).toEqual([event, OUTGOING[event as keyof typeof OUTGOING]]);
});

it('lets subscriptions choose exactly the event types the outbox emits (the test ping is not subscribable)', () => {
  expect(doc.components.schemas.WebhookEventType.enum).toEqual([...EVENT_TYPES]);
});
