// Idempotency-Key on the API-key surface's POSTs (docs/design/repeated-requests.md). The first request with a key takes it and runs; its
// successful answer is stored and replayed to any later request with the same key and the same request (operation,
// path with query, body) for RETENTION_IDEMPOTENCY_HOURS (24), marked `Idempotency-Replayed: true`; another request under the key
// is 409 idempotency_conflict. A retry that arrives while the first runs waits for it (up to IDEMPOTENCY.waitMs).
// A failed request forgets its key, so a corrected retry can run. The stored reply is sealed (AES-GCM under SECRET_KEY,
// src/auth/seal.ts): it can hold what is sealed everywhere else (a webhook's signing secret, a contact's address).
// Replies stored in clear before sealing are replayed as they are until the retention sweep removes them. An erasure
// removes the replies that name the person (src/db/idempotency.ts, forgetReplies).
import crypto from 'node:crypto';
import type { Db } from '../database';
import * as keys from '../db/idempotency';
import { ApiError, invalidField } from '../errors';
import { openStored, seal } from '../auth/seal';

export const IDEMPOTENCY = {
  header: 'idempotency-key',
  replayedHeader: 'Idempotency-Replayed',
  maxKeyLength: 255,
  waitMs: 10_000,
  pollMs: 50,
} as const;

/** What a request stores to be replayed: the handler's reply as sent. */
export interface StoredReply {
  status: number;
  headers: Record<string, string | string[]>;
  body: string | null;
  contentType: string | null;
}

export type Begun = { replay: StoredReply } | { finish(reply: StoredReply): Promise<void>; abandon(): Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const conflict = (detail: string) => new ApiError('idempotency_conflict', detail);

const open = (secretKey: string, stored: string | null) => openStored(secretKey, 'idempotency-reply', stored);

function replayOf(secretKey: string, row: keys.IdempotencyRow): StoredReply {
  return {
    status: row.response_status ?? 200,
    headers: JSON.parse(open(secretKey, row.response_headers) ?? '{}') as Record<string, string | string[]>,
    body: open(secretKey, row.response_body),
    contentType: row.content_type,
  };
}

/** The key a request names, checked (400 naming the header), or null when it names none. */
export function requestKey(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (value.length < 1 || value.length > IDEMPOTENCY.maxKeyLength || !/^[\x21-\x7e]+$/.test(value)) {
    throw invalidField('header', 'Idempotency-Key', `must be 1-${IDEMPOTENCY.maxKeyLength} visible ASCII characters`);
  }
  return value;
}

export const requestHash = (operationId: string, pathWithQuery: string, body: unknown): string =>
  crypto
    .createHash('sha256')
    .update(`${operationId}\n${pathWithQuery}\n${typeof body === 'string' ? body : JSON.stringify(body ?? null)}`)
    .digest('hex');

/** Takes the key for this request, or answers the stored reply it must replay (or a conflict). */
export async function begin(
  db: Db,
  secretKey: string,
  organizationId: string,
  key: string,
  hash: string,
  ttlHours: number,
): Promise<Begun> {
  const deadline = Date.now() + IDEMPOTENCY.waitMs;
  for (;;) {
    const row: keys.IdempotencyRow = {
      organization_id: organizationId,
      idempotency_key: key,
      request_hash: hash,
      state: 'running',
      response_status: null,
      response_headers: null,
      response_body: null,
      content_type: null,
      created_at: new Date().toISOString(),
    };
    if (await keys.takeKey(db.kysely, row)) {
      return {
        finish: (reply) =>
          keys.finishKey(db.kysely, organizationId, key, {
            response_status: reply.status,
            response_headers: seal(secretKey, 'idempotency-reply', JSON.stringify(reply.headers)),
            response_body: reply.body === null ? null : seal(secretKey, 'idempotency-reply', reply.body),
            content_type: reply.contentType,
          }),
        abandon: () => keys.dropKey(db.kysely, organizationId, key),
      };
    }
    const held = await keys.findKey(db.kysely, organizationId, key);
    if (!held) continue; // its request failed and let it go just now: take it
    if (Date.parse(held.created_at) < Date.now() - ttlHours * 3600_000) {
      await keys.dropKey(db.kysely, organizationId, key, held.created_at); // expired: as if never used
      continue;
    }
    if (held.request_hash !== hash) throw conflict('This Idempotency-Key was used with another request; use a new key for a new request.');
    if (held.state === 'done') return { replay: replayOf(secretKey, held) };
    if (Date.now() >= deadline) throw conflict('The first request with this Idempotency-Key is still running; retry shortly.');
    await sleep(IDEMPOTENCY.pollMs);
  }
}
