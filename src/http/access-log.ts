// One structured log line per request: request id, method, path, status, duration. No headers, so no secrets.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../log';

export function accessLog(log: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      log.info(
        {
          requestId: res.locals.requestId,
          method: req.method,
          path: req.path,
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
