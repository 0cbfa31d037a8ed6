// Medium test: the journal's two roles hold, at compile time and at run time, on a real database of each dialect.
// An enricher reads and returns the columns it owns, nothing more; a reactor gets a finished event it cannot change;
// reactors run in the order their declared dependencies give. Breaking a rule fails the writer's transaction, so
// nothing is stored half-done.
import { sql } from 'kysely';
import type { Db } from '../../src/database';
import type { JournalChanges, SessionEnricher, Settled } from '../../src/journal/changes';
import type { SessionRow } from '../../src/db/schema';
import { Journal, WriteRefused, type Reactor } from '../../src/journal/journal';
import { openServiceDb } from '../../src/compose';
import { createOrganization } from '../../src/auth/organizations';
import { createSurvey, updateSurvey } from '../../src/surveys/service';
import { createQuestion } from '../../src/questions/service';
import { findSurvey } from '../../src/surveys/repository';
import { startSession, submitAnswers } from '../../src/responses/collect';
import { findSession } from '../../src/responses/repository';
import { countByStatus } from '../../src/analytics/store';
import { defaultCollectorOf } from '../../src/collectors/repository';
import { useMediumDatabase } from '../helpers/medium';
import { NOBODY } from '../helpers/rows';

/** The key reward codes are sealed with (none are in these tests). */
const SECRET = 'test-secret';
const WHO = NOBODY;

const medium = useMediumDatabase();

/** A live survey with one question, on `db`. */
async function liveSurvey() {
  const org = await createOrganization(medium.db, 'Roles', 'business');
  const created = await createSurvey(medium.db, org.id, { title: 'Roles' });
  const q = await createQuestion(medium.db, created.id, { type: 'short_text', title: 'Say', required: false } as never);
  await updateSurvey(medium.db, (await findSurvey(medium.db.kysely, org.id, created.id))!, { status: 'live' });
  return { survey: (await findSurvey(medium.db.kysely, org.id, created.id))!, q: q.id };
}

/** A session started through the service's own journal, then answered through one with `extra` registered too. */
async function answerWith(extra: (journal: Db['journal']) => void): Promise<{ error: unknown; stored: unknown; counted: number }> {
  const { survey, q } = await liveSurvey();
  const started = await startSession(medium.db, survey, {}, WHO, {
    collector: (await defaultCollectorOf(medium.db.kysely, survey.id))!,
    contactId: null,
  });
  const before = await findSession(medium.db.kysely, started.sessionId);
  const other = openServiceDb(medium.url);
  extra(other.journal);
  try {
    const error = await submitAnswers(
      other,
      survey,
      started.sessionId,
      { answers: [{ questionId: q, value: 'hello there' }] },
      SECRET,
    ).then(
      () => null,
      (e: unknown) => e,
    );
    const stored = await findSession(medium.db.kysely, started.sessionId);
    expect(stored).toEqual(before); // rolled back: the answer, its counters and its quality are not stored
    return { error, stored, counted: await countByStatus(medium.db.kysely, survey.id, 'in_progress') };
  } finally {
    await other.close();
  }
}

const enricher = (name: string, compute: SessionEnricher['on']['session.answered']): SessionEnricher => ({
  name,
  columns: ['metadata'],
  on: { 'session.answered': compute },
});

it('refuses an enricher that writes through its reader: no write method at compile time, a refusal at run time', async () => {
  const { error } = await answerWith((journal) =>
    journal.enrich(
      enricher('writes', async (reader, { changes }) => {
        // @ts-expect-error an enricher's reader has no insertInto
        const insert = reader.insertInto;
        await insert('tags');
        return { columns: changes.map(() => ({})) };
      }),
    ),
  );
  expect(error).toBeInstanceOf(WriteRefused);
  expect(String(error)).toMatch(/enricher writes may only read \(insertInto\)/);
});

it('refuses a raw statement that writes, and lets a raw read through', async () => {
  const { error } = await answerWith((journal) =>
    journal.enrich(
      enricher('raw', async (reader, { changes }) => {
        await sql`select 1 as one`.execute(reader);
        await sql`update sessions set metadata = '{}' where id = ${changes[0].after.id}`.execute(reader);
        return { columns: changes.map(() => ({})) };
      }),
    ),
  );
  expect(error).toBeInstanceOf(WriteRefused);
  expect(String(error)).toMatch(/may only read \(update sessions/);
});

it('refuses an enricher that computes a column it does not own', async () => {
  const { error } = await answerWith((journal) =>
    journal.enrich(
      enricher('greedy', async (_reader, { changes }) => ({ columns: changes.map(() => ({ status: 'completed' as const })) })),
    ),
  );
  expect(error).toBeInstanceOf(WriteRefused);
  expect(String(error)).toMatch(/greedy computed status, which it does not own/);
});

it('stores what an enricher computes in the same single write', async () => {
  const { survey, q } = await liveSurvey();
  const started = await startSession(medium.db, survey, {}, WHO, {
    collector: (await defaultCollectorOf(medium.db.kysely, survey.id))!,
    contactId: null,
  });
  const other = openServiceDb(medium.url);
  other.journal.enrich(
    enricher('tagger', async (_reader, { changes }) => ({ columns: changes.map(() => ({ metadata: '{"tagged":true}' })) })),
  );
  try {
    await submitAnswers(other, survey, started.sessionId, { answers: [{ questionId: q, value: 'hello there' }] }, SECRET);
    expect(JSON.parse((await findSession(medium.db.kysely, started.sessionId))!.metadata)).toEqual({ tagged: true });
  } finally {
    await other.close();
  }
});

it('gives reactors a frozen event: a change to it is a compile error and a run-time failure that rolls the write back', async () => {
  const { error } = await answerWith((journal) =>
    journal.react({
      name: 'meddler',
      writes: [],
      on: {
        'session.answered': async (_trx, { changes }) => {
          // @ts-expect-error a reactor's event is readonly
          changes[0].after.status = 'completed';
        },
      },
    }),
  );
  expect(error).toBeInstanceOf(TypeError);
  expect(String(error)).toMatch(/read only|read-only|Cannot assign/);
});

/** A reactor that declares what it reads and writes, and notes a `contact.unsubscribed` with `ran` when given. */
const declared = (
  name: string,
  reads: Reactor<JournalChanges>['reads'],
  writes: Reactor<JournalChanges>['writes'],
  ran?: () => void,
): Reactor<JournalChanges> => ({ name, reads, writes, on: ran ? { 'contact.unsubscribed': async () => ran() } : {} });

it('runs each reactor after the reactors that write what it reads, whatever the order of registration', async () => {
  const ran: string[] = [];
  const reactor = (name: string, reads: Reactor<JournalChanges>['reads'], writes: Reactor<JournalChanges>['writes']) =>
    declared(name, reads, writes, () => void ran.push(name));
  const journal = new Journal<JournalChanges, never, never>()
    .react(reactor('webhooks', ['reward_codes', 'analytics_counters'], ['events']))
    .react(reactor('rewards', ['analytics_counters'], ['reward_codes']))
    .react(reactor('analytics', [], ['analytics_counters']))
    .check();
  expect(journal.order).toEqual(['analytics', 'rewards', 'webhooks']);
  await medium.db.kysely
    .transaction()
    .execute((trx) => journal.publish(trx, 'contact.unsubscribed', { organizationId: 'o', contactId: 'c', at: 'now' }));
  expect(ran).toEqual(['analytics', 'rewards', 'webhooks']);
});

it('stops the composition, not the first event, at a cycle or an enricher reading a column no one computes', () => {
  const reactor = (name: string, reads: Reactor<JournalChanges>['reads'], writes: Reactor<JournalChanges>['writes']) =>
    declared(name, reads, writes);
  expect(() =>
    new Journal<JournalChanges, never, never>()
      .react(reactor('a', ['quotas'], ['tags']))
      .react(reactor('b', ['tags'], ['quotas']))
      .check(),
  ).toThrow('reactors wait for each other: a (after b); b (after a)');
  const reading: SessionEnricher = { name: 'reader', columns: ['metadata'], reads: ['variables'], on: {} };
  expect(() => openServiceDb(medium.url).journal.enrich(reading).check()).not.toThrow();
  expect(() => new Journal<JournalChanges, SessionRow, never, Settled>().enrich(reading).check()).toThrow(
    'enricher reader reads variables, which no enricher computes',
  );
  // The service's own composition passes the check, with the quality enricher after none and the rewards free of analytics.
  expect(() => openServiceDb(medium.url).journal.check()).not.toThrow();
});

it("refuses a reactor that declares the writer's table, and one that writes a table it did not declare", async () => {
  expect(() =>
    new Journal<JournalChanges, never, never>().react({
      name: 'sneaky',
      // @ts-expect-error the writer's table cannot be declared
      writes: ['sessions'],
      on: {},
    }),
  ).toThrow('reactor sneaky declares it writes sessions, which only writers write');
  const { error } = await answerWith((journal) =>
    journal.react({
      name: 'rewriter',
      writes: ['tags'],
      on: {
        'session.answered': async (trx, { changes }) => {
          await trx.updateTable('sessions').set({ metadata: '{}' }).where('id', '=', changes[0].after.id).execute();
        },
      },
    }),
  );
  expect(error).toBeInstanceOf(WriteRefused);
  expect(String(error)).toMatch(/reactor rewriter may not write sessions: it declares it writes tags/);
  const raw = await answerWith((journal) =>
    journal.react({
      name: 'raw',
      writes: ['tags'],
      on: {
        'session.answered': async (trx, { changes }) => {
          await sql`update sessions set metadata = '{}' where id = ${changes[0].after.id}`.execute(trx);
        },
      },
    }),
  );
  expect(String(raw.error)).toMatch(/reactor raw may not write sessions/);
});

it('freezes the whole event a reactor gets: the survey reference and every row, not only the changes', async () => {
  const { error } = await answerWith((journal) =>
    journal.react({
      name: 'renamer',
      writes: [],
      on: {
        'session.answered': async (_trx, payload) => {
          // A cast past the readonly type: the run time still refuses.
          (payload.survey as { id: string }).id = 'another';
        },
      },
    }),
  );
  expect(error).toBeInstanceOf(TypeError);
});
