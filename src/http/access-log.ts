// One structured log line per request: request id, method, path, status, duration. No headers and no query, so no
// secrets; and a path that carries one (an unsubscribe link's token, /u/{token}) is logged with it replaced.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../log';

/** Paths whose segments are secrets, and what is logged in their place. */
const SECRET_PATHS: readonly [RegExp, string][] = [[/^\/u\/[^/]+/, '/u/[redacted]']];

export const loggedPath = (path: string): string => SECRET_PATHS.reduce((p, [pattern, shown]) => p.replace(pattern, shown), path);

export function accessLog(log: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      log.info(
        {
          requestId: res.locals.requestId,
          method: req.method,
          path: loggedPath(req.path),
          status: res.statusCode,
          durationMs: Math.round(durationMs * 100) / 100,
          operationId: res.locals.operationId,
        },
        'request',
      );
    });
    next();
  };
}
