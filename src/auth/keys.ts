// API keys (docs/design/auth.md): `fw_<keyId>_<secret>`. Only a SHA-256 of the secret is stored (the secret is 192 random bits,
// so a fast hash is safe and keeps authentication off the request's critical path); comparison is constant-time.
import crypto from 'node:crypto';
import type { Db } from '../database';
import type { OrganizationRow } from '../db/schema';
import { fromJson, nowIso, toJson } from '../db/values';
import type { Scope } from './scopes';

const KEY_PATTERN = /^fw_([0-9a-f]{32})_([0-9a-f]{48})$/;

/** A key's id from what an operator gives: the id itself, `fw_<id>`, or the whole key `fw_<id>_<secret>`. */
export const keyIdOf = (given: string): string => /^fw_([0-9a-f]{32})(?:_[0-9a-f]*)?$/.exec(given.trim())?.[1] ?? given.trim();
const SECRET_BYTES = 24;
/** lastUsedAt is written at most this often per key. */
export const LAST_USED_RESOLUTION_MS = 60_000;
/** A verified key is remembered in the process this long, so most requests skip the key lookup; a revoked or
 * re-scoped key takes effect within this time. */
export const KEY_CACHE_TTL_MS = 5_000;
const KEY_CACHE_MAX = 10_000;

const hash = (secret: string): string => crypto.createHash('sha256').update(secret).digest('hex');

export interface IssuedKey {
  id: string;
  key: string;
  scopes: Scope[];
}

export async function createKey(db: Db, organizationId: string, scopes: Scope[], name: string | null = null): Promise<IssuedKey> {
  const id = crypto.randomUUID().replace(/-/g, '');
  const secret = crypto.randomBytes(SECRET_BYTES).toString('hex');
  await db.kysely
    .insertInto('api_keys')
    .values({
      id,
      organization_id: organizationId,
      name,
      secret_hash: hash(secret),
      scopes: toJson(scopes),
      created_at: nowIso(),
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  return { id, key: `fw_${id}_${secret}`, scopes };
}

/** A key as an operator sees it: never its secret. */
export interface KeyListing {
  id: string;
  name: string | null;
  scopes: Scope[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export async function listKeys(db: Db, organizationId: string): Promise<KeyListing[]> {
  const rows = await db.kysely
    .selectFrom('api_keys')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    scopes: JSON.parse(r.scopes) as Scope[],
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
    revokedAt: r.revoked_at,
  }));
}

/**
 * Revokes a key (kept, marked revoked, so its use stays explainable). A process that verified the key in the last
 * KEY_CACHE_TTL_MS may accept it until its cache entry runs out. Returns the key as stored now, or undefined.
 */
export async function revokeKey(db: Db, keyId: string): Promise<KeyListing | undefined> {
  await db.kysely.updateTable('api_keys').set({ revoked_at: nowIso() }).where('id', '=', keyId).where('revoked_at', 'is', null).execute();
  const row = await db.kysely.selectFrom('api_keys').select('organization_id').where('id', '=', keyId).executeTakeFirst();
  return row ? (await listKeys(db, row.organization_id)).find((k) => k.id === keyId) : undefined;
}

export interface Principal {
  keyId: string;
  /** The key's label (`key create --name`), for the audit trail; null when it has none. */
  keyName: string | null;
  scopes: ReadonlySet<string>;
  organization: OrganizationRow;
}

interface Cached {
  secretHash: Buffer;
  principal: Principal;
  expiresAt: number;
}
const verified = new WeakMap<Db, Map<string, Cached>>();

/** The key's principal, or null when the presented key is malformed, unknown, revoked or wrong. */
export async function authenticate(db: Db, presented: string): Promise<Principal | null> {
  const match = KEY_PATTERN.exec(presented);
  if (!match) return null;
  const [, keyId, secret] = match;
  let cache = verified.get(db);
  if (!cache) verified.set(db, (cache = new Map()));
  const hit = cache.get(keyId);
  if (hit && hit.expiresAt > Date.now()) {
    return crypto.timingSafeEqual(hit.secretHash, Buffer.from(hash(secret), 'hex')) ? hit.principal : null;
  }
  const principal = await lookup(db, keyId, secret);
  if (principal) {
    if (cache.size >= KEY_CACHE_MAX) cache.clear();
    cache.set(keyId, { secretHash: Buffer.from(hash(secret), 'hex'), principal, expiresAt: Date.now() + KEY_CACHE_TTL_MS });
  } else {
    cache.delete(keyId);
  }
  return principal;
}

async function lookup(db: Db, keyId: string, secret: string): Promise<Principal | null> {
  const row = await db.kysely
    .selectFrom('api_keys')
    .innerJoin('organizations', 'organizations.id', 'api_keys.organization_id')
    .select([
      'api_keys.id as key_id',
      'api_keys.name as key_name',
      'api_keys.secret_hash',
      'api_keys.scopes',
      'api_keys.revoked_at',
      'api_keys.last_used_at',
      'organizations.id',
      'organizations.name',
      'organizations.plan',
      'organizations.feature_overrides',
      'organizations.permissions',
      'organizations.created_at',
    ])
    .where('api_keys.id', '=', keyId)
    .executeTakeFirst();
  if (!row || row.revoked_at) return null;
  const expected = Buffer.from(row.secret_hash, 'hex');
  const actual = Buffer.from(hash(secret), 'hex');
  if (!crypto.timingSafeEqual(expected, actual)) return null;
  await touch(db, row.key_id, row.last_used_at);
  const { key_id: _k, key_name: keyName, secret_hash: _h, scopes, revoked_at: _r, last_used_at: _l, ...organization } = row;
  return { keyId, keyName, scopes: new Set(fromJson<string[]>(scopes, [])), organization };
}

async function touch(db: Db, keyId: string, lastUsedAt: string | null): Promise<void> {
  const now = Date.now();
  if (lastUsedAt && now - Date.parse(lastUsedAt) < LAST_USED_RESOLUTION_MS) return;
  await db.kysely
    .updateTable('api_keys')
    .set({ last_used_at: new Date(now).toISOString() })
    .where('id', '=', keyId)
    .execute();
}
