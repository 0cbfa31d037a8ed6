// openapi-backend routes each request to its operationId. It is given a routing-only view of the contract
// (full paths, methods, operationIds) and initialised with `quick: true` and `validate: false`: its own definition
// check targets OpenAPI 3.0 and rejects this 3.1 document, and its validator compiles at run time and ignores
// formats. Requests are validated by the generated validators in the pipeline instead; every operation goes through
// the pipeline, so none can skip authentication.
import OpenAPIBackend, { type Context as RoutingContext, type Document } from 'openapi-backend';
import type { Request, Response } from 'express';
import { operations } from '../../generated/operations';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { pathPattern, type OperationMeta } from './operation-meta';
import { pipeline } from './pipeline';
import { compileRouter } from './routes';
import { sendProblem } from './problem';
import { sendHealthCheckError } from './wording-check-gate';
import type { Handler, OperationId } from './types';

export const OPERATIONS: readonly OperationMeta[] = operations;

/** Each operation's function: generated/handlers.ts, which the composition root hands over (this layer imports none). */
export type OperationTable = { readonly [O in OperationId]: Handler<O> };

function routingDocument(): Document {
  const paths: Record<string, Record<string, { operationId: string; responses: object }>> = {};
  for (const op of OPERATIONS) {
    paths[op.fullPath] ??= {};
    paths[op.fullPath][op.method] = { operationId: op.operationId, responses: {} };
  }
  return { openapi: '3.1.0', info: { title: 'routing', version: '1' }, paths } as unknown as Document;
}

/** Path templates as regular expressions, to list the methods a path supports for 405's Allow header. */
const templates = OPERATIONS.map((op) => ({
  method: op.method.toUpperCase(),
  pattern: pathPattern(op.fullPath),
}));
export const allowedMethods = (path: string): string[] =>
  [...new Set(templates.filter((t) => t.pattern.test(path)).map((t) => t.method))].sort();

export async function createDispatcher(services: Services, handlers: OperationTable) {
  const api = new OpenAPIBackend({ definition: routingDocument(), quick: true, validate: false, apiRoot: '/' });
  for (const op of OPERATIONS) {
    const readOp = op.precondition ? OPERATIONS.find((o) => o.operationId === op.precondition) : undefined;
    const read = readOp && {
      handler: handlers[readOp.operationId as OperationId] as Handler<OperationId>,
      ignores: readOp.etag?.ignores ?? [],
    };
    const run = pipeline(services, op, handlers[op.operationId as OperationId] as Handler<OperationId>, read);
    // The health check keeps the specification's own error shape; everything else answers problem+json.
    const plainErrors = op.surface === 'health-check';
    api.register(op.operationId, (c: RoutingContext, req: Request, res: Response) =>
      run((c.request.params ?? {}) as Record<string, string>, req, res).catch((error: unknown) => {
        if (!plainErrors) throw error;
        sendHealthCheckError(res, error, services.log);
      }),
    );
  }
  api.register('notFound', (_c: RoutingContext, req: Request) => {
    throw new ApiError('not_found', `No operation has the path ${req.path}.`);
  });
  api.register('methodNotAllowed', (_c: RoutingContext, req: Request) => {
    const allow = allowedMethods(req.path).join(', ');
    throw new ApiError('method_not_allowed', `${req.path} supports ${allow}.`, {}, { Allow: allow });
  });
  await api.init();
  compileRouter(api.router);

  return async (req: Request, res: Response): Promise<void> => {
    try {
      // Only method and path are needed to route; headers, query and body are read by the pipeline. HEAD is routed
      // like any method: where the contract declares it (the health checks), else 405 with the methods the path takes.
      await api.handleRequest({ method: req.method, path: req.path, headers: {}, query: {} }, req, res);
    } catch (error) {
      sendProblem(res, error, services.log);
    }
  };
}
