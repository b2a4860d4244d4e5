// A few system_config values of one company, read at the moment they are needed (limits the
// operator may change at any time: red packets, the award notice's threshold), each falling back to
// its default when the row is absent or unreadable.
import { parseYuan } from '@jinli/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { systemConfig } from '../../db/schema';
import { type ConfigKey, configDefaults } from './configKeys';

type SettingKey = Exclude<ConfigKey, 'sk_encrypt'>;

/** The values of `keys` for company `companyId` (defaults for absent rows), in one query. */
export async function readSettings<K extends SettingKey>(
  db: Db | Tx,
  companyId: number,
  keys: readonly K[],
): Promise<Record<K, string>> {
  const rows = await db
    .select({ key: systemConfig.configKey, value: systemConfig.configValue })
    .from(systemConfig)
    .where(and(eq(systemConfig.companyId, companyId), inArray(systemConfig.configKey, [...keys])));
  const found = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    keys.map((key) => [key, found.get(key) ?? configDefaults[key].value]),
  ) as Record<K, string>;
}

/**
 * A yuan setting in thousandths; the key's default when the stored text is not a positive amount
 * (a hand-edited row must not switch a limit off).
 */
export function yuanSetting(key: SettingKey, text: string): bigint {
  const parsed = parseYuan(text);
  if (parsed.ok && parsed.value > 0) return BigInt(parsed.value);
  const fallback = parseYuan(configDefaults[key].value);
  return fallback.ok ? BigInt(fallback.value) : 0n;
}

/** A whole-number setting; the key's default when the stored text is not one within 1..max. */
export function wholeSetting(key: SettingKey, text: string, max: number): number {
  const value = Number(text.trim());
  if (Number.isSafeInteger(value) && value >= 1 && value <= max) return value;
  return Number(configDefaults[key].value);
}
