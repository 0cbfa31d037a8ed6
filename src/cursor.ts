// Opaque, signed cursors (docs/design/pagination.md): base64url JSON of the list, its filters and the last sort key, plus an HMAC.
import crypto from 'node:crypto';
import { invalidField } from './errors';

const SIGNATURE_BYTES = 16;

export interface CursorPayload {
  /** Which list the cursor walks (e.g. `surveys:<orgId>`), so a cursor cannot be replayed on another list. */
  list: string;
  /** The filters of the walk; a request that names different ones is refused. */
  filters: Record<string, string | null>;
  /** The sort key and id of the last item returned. */
  key: string | null;
  id: string;
}

const sign = (secret: string, data: string): string =>
  crypto.createHmac('sha256', secret).update(data).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');

export function encodeCursor(secret: string, payload: CursorPayload): string {
  const data = Buffer.from(JSON.stringify([payload.list, payload.filters, payload.key, payload.id])).toString('base64url');
  return `${data}.${sign(secret, data)}`;
}

export function decodeCursor(secret: string, token: string, list: string, parameter = 'cursor'): CursorPayload {
  const bad = () => invalidField('query', parameter, 'is not a valid cursor (use the nextCursor an answer gave, as given)');
  const [data, signature, extra] = token.split('.');
  if (!data || !signature || extra !== undefined) throw bad();
  const expected = Buffer.from(sign(secret, data));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) throw bad();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== list) throw bad();
  const [, filters, key, id] = parsed as [string, Record<string, string | null>, string | null, string];
  return { list, filters, key, id };
}
