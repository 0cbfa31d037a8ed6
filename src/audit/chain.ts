// The hash chain of the audit trail (docs/design/audit.md): each entry's hash is SHA-256 over its canonical form, which
// ends with the hash of the entry before it, so changing or removing an entry breaks every hash after it.
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AuditEventsTable } from './table';

/** The previous hash of an organisation's first entry. */
export const GENESIS = '0'.repeat(64);

/** What an entry's hash covers: every column but the hash itself. */
export type Chained = Omit<Selectable<AuditEventsTable>, 'hash'>;

/** The canonical form: a JSON array in a fixed order (no key order to agree on, every value escaped as JSON does). */
export const canonical = (e: Chained): string =>
  JSON.stringify([
    e.id,
    e.organization_id,
    Number(e.seq),
    e.at,
    e.actor_kind,
    e.actor_id,
    e.actor_label,
    e.action,
    e.resource_type,
    e.resource_id,
    e.survey_id,
    e.address,
    e.request_id,
    e.status === null ? null : Number(e.status),
    e.fields,
    e.prev_hash,
  ]);

export const hashOf = (e: Chained): string => crypto.hash('sha256', canonical(e), 'hex');
