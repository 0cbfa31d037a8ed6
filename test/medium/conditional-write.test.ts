// Conditional writes under the lease (src/http/preconditions.ts) on each database: with the read slowed so that two
// writers' reads surely overlap, exactly one writer holding a tag changes the resource; the other is 412.
import { conditionalWrite, entityTag } from '../../src/http/preconditions';
import type { Db } from '../../src/database';
import { useMigratedDb } from '../helpers/service';

let db: Db;
useMigratedDb((d) => (db = d));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('lets one of two writers with the same tag through while the other waits, then refuses it', async () => {
  let resource = { name: 'first' };
  const tag = entityTag(resource, []);
  const read = async () => {
    const seen = entityTag(resource, []);
    await pause(50); // both writers would read the old tag here, were they not taken in turn
    return seen;
  };
  const write = (name: string) => async () => {
    resource = { name };
    return name;
  };
  const outcomes = await Promise.allSettled([
    conditionalWrite({ db }, 'org:/tags/1', tag, read, write('second')),
    conditionalWrite({ db }, 'org:/tags/1', tag, read, write('third')),
  ]);
  expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
  const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
  expect(refused.reason).toMatchObject({ code: 'precondition_failed', headers: { ETag: entityTag(resource, []) } });
  // The lease is given back: a later writer with the current tag goes through at once.
  expect(await conditionalWrite({ db }, 'org:/tags/1', entityTag(resource, []), read, write('fourth'))).toBe('fourth');
});

it('does not hold writers of different resources behind each other', async () => {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = conditionalWrite(
    { db },
    'org:/tags/2',
    '"a"',
    async () => (await gate, '"a"'),
    async () => 'second',
  );
  const other = conditionalWrite(
    { db },
    'org:/tags/3',
    '"a"',
    async () => '"a"',
    async () => 'third',
  );
  // The write of tags/3 finishes while tags/2's writer still holds its lease.
  expect(await Promise.race([other, pause(5_000).then(() => 'waited')])).toBe('third');
  open();
  expect(await held).toBe('second');
});
