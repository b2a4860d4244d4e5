// The system time zone of the deployment's company (system_config time_zone), which the draw
// schedule and every lottery time use; the configured default when the company or row is missing.
import { and, eq } from 'drizzle-orm';
import { ConfigKey, configDefaults } from './configKeys';
import type { Db } from '../../db/client';
import { company, systemConfig } from '../../db/schema';

/**
 * How long a source keeps the time zone it read, ms. The time zone is a deployment's setting (the
 * seed writes it; no operator endpoint changes it), and the draw engine asks every second: on the
 * embedded database that query alone kept an idle server 2% busy.
 */
export const TIME_ZONE_CACHE_MS = 30_000;

/**
 * Reads the time zone of company `companyCode` in one query (it is read on every lottery and
 * betting answer, so it does not go through the company row and the whole config), and keeps it
 * for `cacheMs` (a source made per request reads it each time).
 */
export function timeZoneSource(
  db: Db,
  companyCode: string,
  {
    cacheMs = TIME_ZONE_CACHE_MS,
    clock = Date.now,
  }: { cacheMs?: number; clock?: () => number } = {},
): () => Promise<string> {
  let kept: { value: string; readAt: number } | undefined;
  return async () => {
    const now = clock();
    if (kept && now - kept.readAt < cacheMs) return kept.value;
    const [row] = await db
      .select({ value: systemConfig.configValue })
      .from(systemConfig)
      .innerJoin(company, eq(company.id, systemConfig.companyId))
      .where(and(eq(company.code, companyCode), eq(systemConfig.configKey, ConfigKey.TIME_ZONE)))
      .limit(1);
    const value = row?.value ?? configDefaults[ConfigKey.TIME_ZONE].value;
    kept = { value, readAt: now };
    return value;
  };
}

/**
 * One {@link timeZoneSource} for the company `companyCode` resolves to, made at its first call: for
 * modules that know their company only through the company service. (A source made at every call
 * keeps nothing: betting read the company and its time zone on every bet.)
 */
export function lazyTimeZoneSource(
  db: Db,
  companyCode: () => Promise<string>,
): () => Promise<string> {
  let source: (() => Promise<string>) | undefined;
  return async () => {
    source ??= timeZoneSource(db, await companyCode());
    return source();
  };
}
