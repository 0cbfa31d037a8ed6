// The replies most operations give, so a handler says only what it does: `ok` (200 with what it reads), `created` (201
// with what it made and where it now lives; `createdOrFound` when a repeat finds it made; `accepted`, 202, for work
// that goes on) and `noContent` (204 after what it did).
import type { operations } from '../../generated/openapi';
import { operations as operationList } from '../../generated/operations';
import type { Context, Handler, OperationId, Reply } from './types';

type BodyAt<O extends OperationId, S extends number> =
  operations[O]['responses'] extends Record<S, { content: infer C }> ? C[keyof C] : never;

/** 200 with what `read` answers. */
export const ok =
  <O extends OperationId>(read: (ctx: Context<O>) => Promise<BodyAt<O, 200>> | BodyAt<O, 200>): Handler<O> =>
  async (ctx) =>
    ({ status: 200, body: await read(ctx) }) as Reply<O>;

/** The operations that post to a collection whose path names nothing (`POST /api/v1/tags`), and that path. */
const POSTED_COLLECTION = new Map<string, string>(
  operationList.filter((op) => op.method === 'post' && !op.path.includes('{')).map((op) => [op.operationId, op.path]),
);

/** The collection the operation posts to, per the contract; an operation whose path names a parent must say its own. */
function postedCollection(operationId: OperationId): string {
  const path = POSTED_COLLECTION.get(operationId);
  if (!path) throw new Error(`created(): ${operationId} does not post to a collection of its own; give its location`);
  return path;
}

/** Where a made resource can be read: a path, the collection's path its id follows, or (none) the posted collection. */
type Where<O extends OperationId, M> = string | ((made: M, ctx: Context<O>) => string);

const locationOf = <O extends OperationId, M>(made: M, ctx: Context<O>, location?: Where<O, M>): string =>
  typeof location === 'function' ? location(made, ctx) : `${location ?? postedCollection(ctx.operationId)}/${(made as { id: string }).id}`;

/**
 * 201 with what `make` made, and `Location` naming where it can be read: `location` answers the path, or is the
 * collection's path that the new resource's id follows; without it, the collection the operation posts to. The one
 * place a `Location` of something made is written.
 */
export const created =
  <O extends OperationId>(make: (ctx: Context<O>) => Promise<BodyAt<O, 201>>, location?: Where<O, BodyAt<O, 201>>): Handler<O> =>
  async (ctx) => {
    const made = await make(ctx);
    return { status: 201, body: made, headers: { Location: locationOf(made, ctx, location) } } as Reply<O>;
  };

/** 202 with what `make` started (work that goes on after the answer), and `Location` naming where to follow it. */
export const accepted =
  <O extends OperationId>(make: (ctx: Context<O>) => Promise<BodyAt<O, 202>>, location: Where<O, BodyAt<O, 202>>): Handler<O> =>
  async (ctx) => {
    const made = await make(ctx);
    return { status: 202, body: made, headers: { Location: locationOf(made, ctx, location) } } as Reply<O>;
  };

/** created(), unless what `make` would make was there already: then 200 with it (an idempotent create). */
export const createdOrFound =
  <O extends OperationId>(
    make: (ctx: Context<O>) => Promise<{ created: boolean; made: BodyAt<O, 201> & BodyAt<O, 200> }>,
    location?: Where<O, BodyAt<O, 201>>,
  ): Handler<O> =>
  async (ctx) => {
    const { created: made201, made } = await make(ctx);
    return (
      made201 ? { status: 201, body: made, headers: { Location: locationOf(made, ctx, location) } } : { status: 200, body: made }
    ) as Reply<O>;
  };

/** 204 once `act` is done. */
export const noContent =
  <O extends OperationId>(act: (ctx: Context<O>) => Promise<unknown>): Handler<O> =>
  async (ctx) => {
    await act(ctx);
    return { status: 204 } as Reply<O>;
  };
