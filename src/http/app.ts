// The express application: request ids, access logs, then every operation of the contract
// (the published docs and health endpoints are operations too).
import express from 'express';
import type { Services } from '../services';
import { requestId } from './request-id';
import { accessLog } from './access-log';
import { createDispatcher, type OperationTable } from './dispatcher';

/** `handlers` is the operation table (generated/handlers.ts), handed over by the composition root. */
export async function createApp(services: Services, handlers: OperationTable): Promise<express.Express> {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', services.config.trustProxy);
  app.use(requestId);
  app.use(accessLog(services.log));
  // While the process drains (SIGTERM) every answer closes its connection, so keep-alive clients move elsewhere.
  app.use((_req, res, next) => {
    if (services.lifecycle.draining) res.set('Connection', 'close');
    next();
  });
  const dispatch = await createDispatcher(services, handlers);
  app.use((req, res) => dispatch(req, res));
  return app;
}
