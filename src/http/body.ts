// Reads a JSON body (or CSV or XLIFF text, or a form, where the contract takes it): 415 for another media type, 413 when too large, 400
// when malformed.
import express, { type Request, type Response } from 'express';
import { ApiError, invalidField } from '../errors';

const FORM = 'application/x-www-form-urlencoded';
const XLIFF = 'application/xliff+xml';

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

export function bodyReader(limitBytes: number) {
  const parse = express.json({ limit: limitBytes, type: () => true });
  const parseText = express.text({ limit: limitBytes, type: () => true });
  // The hosted page's form: repeated names become arrays (`extended: false`: no nested objects from names).
  const parseForm = express.urlencoded({ limit: limitBytes, type: () => true, extended: false, parameterLimit: 2000 });
  return async (req: Request, res: Response, body: { required: boolean; contentTypes: readonly string[] }): Promise<unknown> => {
    if (!hasBody(req)) {
      if (body.required) throw invalidField('body', '(body)', 'a JSON body is required');
      return undefined;
    }
    // An operation that also takes CSV or XLIFF (the contract lists text/csv or application/xliff+xml) gets the text as a string.
    const csv = (body.contentTypes.includes('text/csv') && req.is('text/csv')) || (body.contentTypes.includes(XLIFF) && req.is(XLIFF));
    const form = body.contentTypes.includes(FORM) && req.is(FORM);
    // A mail client's one-click unsubscribe may post multipart: read as text (nothing in it is needed).
    const multipart = body.contentTypes.includes('multipart/form-data') && req.is('multipart/form-data');
    const json = body.contentTypes.includes('application/json') && req.is(['application/json', 'application/*+json']);
    if (!csv && !form && !json && !multipart) {
      throw new ApiError('unsupported_media_type', `Send the body as ${body.contentTypes.join(' or ')}.`);
    }
    await new Promise<void>((resolve, reject) => {
      (csv || multipart ? parseText : form ? parseForm : parse)(req, res, (err?: unknown) => (err ? reject(err) : resolve()));
    }).catch((err: { type?: string; status?: number }) => {
      if (err.type === 'entity.too.large') throw new ApiError('payload_too_large', `The body is larger than ${limitBytes} bytes.`);
      if (err.type === 'entity.parse.failed') throw invalidField('body', '(body)', 'is not valid JSON');
      if (err.status === 415) throw new ApiError('unsupported_media_type', 'Send the body as UTF-8 application/json.');
      throw err;
    });
    return req.body;
  };
}
