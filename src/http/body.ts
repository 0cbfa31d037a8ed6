// Reads a JSON body: 415 when it is not JSON, 413 when too large, 400 when malformed.
import express, { type Request, type Response } from 'express';
import { ApiError, invalidField } from '../errors';

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

export function bodyReader(limitBytes: number) {
  const parse = express.json({ limit: limitBytes, type: () => true });
  return async (req: Request, res: Response, required: boolean): Promise<unknown> => {
    if (!hasBody(req)) {
      if (required) throw invalidField('body', '(body)', 'a JSON body is required');
      return undefined;
    }
    if (!req.is(['application/json', 'application/*+json'])) {
      throw new ApiError('unsupported_media_type', 'Send the body as application/json.');
    }
    await new Promise<void>((resolve, reject) => {
      parse(req, res, (err?: unknown) => (err ? reject(err) : resolve()));
    }).catch((err: { type?: string; status?: number }) => {
      if (err.type === 'entity.too.large') throw new ApiError('payload_too_large', `The body is larger than ${limitBytes} bytes.`);
      if (err.type === 'entity.parse.failed') throw invalidField('body', '(body)', 'is not valid JSON');
      if (err.status === 415) throw new ApiError('unsupported_media_type', 'Send the body as UTF-8 application/json.');
      throw err;
    });
    return req.body;
  };
}
