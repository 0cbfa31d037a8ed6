// X-Request-Id on every response (docs/design/errors.md): the caller's own when it is sane, otherwise a new one.
import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const SANE = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestId(req: Request, res: Response, next: NextFunction): void {
  const given = req.get('x-request-id');
  const id = given && SANE.test(given) ? given : crypto.randomUUID();
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  next();
}
