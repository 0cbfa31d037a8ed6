// The public health check's gate and error shape (docs/design/errors.md, docs/design/rate-limits.md): the flag `health_check_public` (503 while
// off), then 5 requests an hour per IP address counted in the database (X-RateLimit-* headers on every answer),
// and errors as `{ error: "<message>" }` (`{ error: { code: "unavailable", message } }` for 503), not problem+json.
import type { Request, Response } from 'express';
import { ApiError } from '../errors';
import { rateLimited } from '../rate-limit';
import { clientAddressKey } from './client-address';
import type { Logger } from '../log';
import type { Services } from '../services';

export async function healthCheckGate(services: Services, req: Request, res: Response): Promise<void> {
  if (!(await services.flags.enabled('health_check_public')))
    throw new ApiError('unavailable', 'The health check is not available right now.');
  const state = await services.healthCheckLimiter.hit(`health-check:${clientAddressKey(req.ip)}`);
  res.set({
    'X-RateLimit-Limit': String(state.limit),
    'X-RateLimit-Remaining': String(state.remaining),
    'X-RateLimit-Reset': String(state.reset),
  });
  if (!state.allowed) throw rateLimited(state, `Rate limit exceeded: ${state.limit} requests an hour from one address`);
}

/** Any failure of the health check in its own shape: 400 for anything the caller sent wrong, 429, 503, else 500. */
export function sendHealthCheckError(res: Response, error: unknown, log: Logger): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (!(error instanceof ApiError)) {
    log.error({ err: error, requestId: res.locals.requestId }, 'health check failed');
    res.status(500).json({ error: 'The analysis failed unexpectedly; retry later.' });
    return;
  }
  res.set(error.headers);
  if (error.code === 'unavailable') {
    res.status(503).json({ error: { code: 'unavailable', message: error.detail } });
  } else if (error.code === 'rate_limited') {
    res.status(429).json({ error: error.detail });
  } else if (error.status < 500) {
    // Every caller mistake is 400 here (the specification's "invalid body", oversized or not JSON too), naming the field.
    const fields = (error.extras.errors ?? []).map((e) => `${e.name}: ${e.message}`);
    res.status(400).json({ error: fields.length ? fields.join('; ') : error.detail });
  } else {
    log.error({ err: error, requestId: res.locals.requestId }, 'health check failed');
    res.status(500).json({ error: 'The analysis failed unexpectedly; retry later.' });
  }
}
