// The contract's `webhooks` section documents exactly the events the outbox emits, and the create body offers exactly
// the subscribable ones.
import contract from '../../generated/openapi.json';
import { EMITTED, OUTGOING } from '../../src/webhooks/outgoing';
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

it('offers one discriminated union of every webhook body, mapping every emitted event type to its schema', () => {
  const union = (
    contract as unknown as { components: { schemas: Record<string, { discriminator?: { mapping: Record<string, string> } }> } }
  ).components.schemas.WebhookEvent;
  const mapping = union.discriminator?.mapping ?? {};
  expect(Object.keys(mapping).sort()).toEqual([...EMITTED].sort());
  // each event's documented body is the schema the union maps its type to
  const bodies = contract as unknown as {
    webhooks: Record<string, { post: { requestBody: { content: { 'application/json': { schema: { $ref: string } } } } } }>;
  };
  for (const [event, item] of Object.entries(bodies.webhooks))
    expect([event, mapping[event]]).toEqual([event, item.post.requestBody.content['application/json'].schema.$ref]);
});

it('shows an example of every webhook body, and each example is valid against its schema', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Ajv2020 = require('ajv/dist/2020').default as typeof import('ajv/dist/2020').default;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  require('ajv-formats')(ajv); // eslint-disable-line @typescript-eslint/no-require-imports
  ajv.addSchema(contract as object, 'contract');
  type Body = { schema: { $ref: string }; examples?: Record<string, { value: unknown }> };
  const hooks = (contract as unknown as { webhooks: Record<string, { post: { requestBody: { content: { 'application/json': Body } } } }> })
    .webhooks;
  const problems: string[] = [];
  for (const [event, item] of Object.entries(hooks)) {
    const body = item.post.requestBody.content['application/json'];
    const examples = Object.entries(body.examples ?? {});
    if (!examples.length) problems.push(`${event}: no example`);
    const validate = ajv.getSchema(`contract${body.schema.$ref}`)!;
    for (const [name, example] of examples) {
      if (!validate(example.value)) problems.push(`${event} ${name}: ${ajv.errorsText(validate.errors)}`);
      if ((example.value as { type: string }).type !== event)
        problems.push(`${event} ${name}: type ${(example.value as { type: string }).type}`);
    }
  }
  expect(problems).toEqual([]);
});
