// The replies a handler gives (src/http/replies.ts): where `created` says the new resource lives.
import { created } from '../../src/http/replies';
import type { Context, OperationId } from '../../src/http/types';

const made = { id: '01a21d73-1518-76a0-9800-ae99b6726ff1' };
const contextOf = <O extends OperationId>(operationId: O) => ({ operationId }) as Context<O>;
// The handlers' `make` is typed by the contract; these tests care only for the id it answers.
const make = (async () => made) as never;

it('places a resource posted to a collection of its own under that collection, as the contract names it', async () => {
  const reply = await created<'createContactList'>(make)(contextOf('createContactList'));
  expect(reply).toMatchObject({ status: 201, headers: { Location: `/api/v1/contact-lists/${made.id}` } });
});

it('takes the location it is given, a collection or a function, over the contract', async () => {
  const given = await created<'createCollector'>(make, '/api/v1/collectors')(contextOf('createCollector'));
  expect(given.headers).toEqual({ Location: `/api/v1/collectors/${made.id}` });
  const computed = await created<'createCollector'>(make, () => '/elsewhere')(contextOf('createCollector'));
  expect(computed.headers).toEqual({ Location: '/elsewhere' });
});

it('refuses to guess for an operation that posts under a parent', async () => {
  await expect(created<'createCollector'>(make)(contextOf('createCollector'))).rejects.toThrow(
    'created(): createCollector does not post to a collection of its own; give its location',
  );
});
