// The three replies most operations give, so a handler says only what it does: `ok` (200 with what it reads),
// `created` (201 with what it made and where it now lives) and `noContent` (204 after what it did).
import type { operations } from '../../generated/openapi';
import type { Context, Handler, OperationId, Reply } from './types';

type BodyAt<O extends OperationId, S extends number> =
  operations[O]['responses'] extends Record<S, { content: infer C }> ? C[keyof C] : never;

/** 200 with what `read` answers. */
export const ok =
  <O extends OperationId>(read: (ctx: Context<O>) => Promise<BodyAt<O, 200>> | BodyAt<O, 200>): Handler<O> =>
  async (ctx) =>
    ({ status: 200, body: await read(ctx) }) as Reply<O>;

/**
 * 201 with what `make` made, and `Location` naming where it can be read: `location` answers the path, or is the
 * collection's path that the new resource's id follows.
 */
export const created =
  <O extends OperationId>(
    make: (ctx: Context<O>) => Promise<BodyAt<O, 201>>,
    location: string | ((made: BodyAt<O, 201>, ctx: Context<O>) => string),
  ): Handler<O> =>
  async (ctx) => {
    const made = await make(ctx);
    const path = typeof location === 'string' ? `${location}/${(made as { id: string }).id}` : location(made, ctx);
    return { status: 201, body: made, headers: { Location: path } } as Reply<O>;
  };

/** 204 once `act` is done. */
export const noContent =
  <O extends OperationId>(act: (ctx: Context<O>) => Promise<unknown>): Handler<O> =>
  async (ctx) => {
    await act(ctx);
    return { status: 204 } as Reply<O>;
  };
