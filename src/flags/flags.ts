// Feature flags an operator switches at run time (`fieldwork flag set NAME on|off`).
import type { Db } from '../database';
import { fromFlag, nowIso, toFlag } from '../db/values';

/** Every known flag and its value while nobody has set it. */
export const FLAG_DEFAULTS = {
  health_check_public: true,
} as const;

export type FlagName = keyof typeof FLAG_DEFAULTS;
export const isFlagName = (name: string): name is FlagName => Object.hasOwn(FLAG_DEFAULTS, name);

export async function setFlag(db: Db, name: FlagName, enabled: boolean): Promise<void> {
  const now = nowIso();
  await db.kysely
    .insertInto('feature_flags')
    .values({ name, enabled: toFlag(enabled), updated_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ enabled: toFlag(enabled), updated_at: now }))
    .execute();
}

export async function getFlag(db: Db, name: FlagName): Promise<boolean> {
  const row = await db.kysely.selectFrom('feature_flags').select('enabled').where('name', '=', name).executeTakeFirst();
  return row ? fromFlag(row.enabled) : FLAG_DEFAULTS[name];
}
