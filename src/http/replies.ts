// The three replies most operations give, so a handler says only what it does: `ok` (200 with what it reads),
// `created` (201 with what it made and where it now lives) and `noContent` (204 after what it did).
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

/**
 * 201 with what `make` made, and `Location` naming where it can be read: `location` answers the path, or is the
 * collection's path that the new resource's id follows; without it, the collection the operation posts to.
 */
export const created =
  <O extends OperationId>(
    make: (ctx: Context<O>) => Promise<BodyAt<O, 201>>,
    location?: string | ((made: BodyAt<O, 201>, ctx: Context<O>) => string),
  ): Handler<O> =>
  async (ctx) => {
    const made = await make(ctx);
    const path =
      typeof location === 'function'
        ? location(made, ctx)
        : `${location ?? postedCollection(ctx.operationId)}/${(made as { id: string }).id}`;
    return { status: 201, body: made, headers: { Location: path } } as Reply<O>;
  };

/** 204 once `act` is done. */
export const noContent =
  <O extends OperationId>(act: (ctx: Context<O>) => Promise<unknown>): Handler<O> =>
  async (ctx) => {
    await act(ctx);
    return { status: 204 } as Reply<O>;
  };
