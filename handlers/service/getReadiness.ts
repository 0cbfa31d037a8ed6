import type { Handler } from '../../src/http/types';
import { databaseReachable } from '../../src/db/health';

export const getReadiness: Handler<'getReadiness'> = async ({ services }) => {
  if (services.lifecycle.draining) return { status: 503, body: { status: 'unavailable', draining: true } };
  return (await databaseReachable(services.db))
    ? { status: 200, body: { status: 'ok', database: 'ok' } }
    : { status: 503, body: { status: 'unavailable', database: 'unreachable' } };
};
