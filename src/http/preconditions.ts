// Entity tags and conditional writes (RFC 9110 sections 8.8.3 and 13.1.1; docs/design/repeated-requests.md). A single
// resource's GET answers `ETag`, a hash of its representation less the fields the contract's `x-etag-ignores` names
// (counts the service keeps, blocks added by `include`), so the tag changes only with what a caller can change. A
// PUT, PATCH or DELETE sent with `If-Match` first reads the resource as its GET would and answers 412 when the tag is
// not among those named; the read and the write run under a lease on the resource, so of two conditional writers
// carrying the same tag, in any process, exactly one succeeds.
import crypto from 'node:crypto';
import { ApiError } from '../errors';
import { releaseLease, takeJobLease } from '../db/job-leases';
import type { Services } from '../services';

/** The lease a conditional write holds on its resource: its longest hold (a crashed holder's runs out) and how often a waiter looks again. */
export const CONDITIONAL_WRITE = { leaseMs: 30_000, pollMs: 15 } as const;

/** JSON with every object's keys in order, so equal representations hash alike whichever code built them. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The strong entity tag of a representation, leaving out its top-level fields named in `ignores`. */
export function entityTag(body: object, ignores: readonly string[]): string {
  const kept = Object.fromEntries(Object.entries(body).filter(([k]) => !ignores.includes(k)));
  return `"${crypto.createHash('sha256').update(canonical(kept)).digest('base64url').slice(0, 27)}"`;
}

/** Whether an `If-Match` value names `current`: `*`, or a list of tags compared strongly (a weak `W/` tag never matches). */
export function ifMatchHolds(header: string, current: string): boolean {
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || tag === current;
  });
}

/** Whether an `If-None-Match` value names `current`: `*`, or a list of tags compared weakly (RFC 9110 section 13.1.2). */
export function ifNoneMatchHolds(header: string | undefined, current: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || opaque(tag) === opaque(current);
  });
}

/**
 * Runs `write` only if the resource's tag, as `read` finds it, is among those `header` names; otherwise throws 412
 * with the current tag. `key` names the resource across processes (organisation and path).
 */
export async function conditionalWrite<T>(
  services: Pick<Services, 'db'>,
  key: string,
  header: string,
  read: () => Promise<string>,
  write: () => Promise<T>,
): Promise<T> {
  const name = `if-match:${key}`;
  const owner = crypto.randomUUID();
  for (;;) {
    const now = Date.now();
    const until = new Date(now + CONDITIONAL_WRITE.leaseMs).toISOString();
    if (await takeJobLease(services.db.kysely, name, owner, new Date(now).toISOString(), until)) break;
    await new Promise((resolve) => setTimeout(resolve, CONDITIONAL_WRITE.pollMs));
  }
  try {
    const current = await read();
    if (!ifMatchHolds(header, current)) {
      throw new ApiError(
        'precondition_failed',
        'The resource changed since the entity tag in If-Match was read; its current tag is in ETag.',
        {},
        { ETag: current },
      );
    }
    return await write();
  } finally {
    await releaseLease(services.db.kysely, name, owner);
  }
}
