// The one place where errors become responses: RFC 9457 problem+json, never a stack trace.
import type { Response } from 'express';
import { ApiError } from '../errors';
import type { Logger } from '../log';
import { PROBLEMS, type ProblemCode } from '../problems';

export function problemBody(code: ProblemCode, detail: string, requestId: string, extras: object = {}) {
  const { status, title } = PROBLEMS[code];
  return { type: `/problems/${code}`, title, status, detail, code, requestId, ...extras };
}

export function sendProblem(res: Response, error: unknown, log: Logger): void {
  const requestId = String(res.locals.requestId);
  if (res.headersSent) {
    log.error({ err: error, requestId }, 'error after the response started');
    res.destroy();
    return;
  }
  let body;
  if (error instanceof ApiError) {
    body = problemBody(error.code, error.detail, requestId, error.extras);
    res.set(error.headers);
  } else {
    log.error({ err: error, requestId }, 'unhandled error');
    body = problemBody('internal_error', 'Something went wrong on our side. Quote the request id if you contact support.', requestId);
  }
  res.status(body.status).type('application/problem+json').send(JSON.stringify(body));
}
