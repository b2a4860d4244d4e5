// The system time zone of the deployment's company (system_config time_zone), which the draw
// schedule and every lottery time use; the configured default when the company or row is missing.
import { and, eq } from 'drizzle-orm';
import { ConfigKey, configDefaults } from './configKeys';
import type { Db } from '../../db/client';
import { company, systemConfig } from '../../db/schema';

/**
 * Reads the time zone of company `companyCode` at each call, in one query (it is read on every
 * lottery and betting answer, so it does not go through the company row and the whole config).
 */
export function timeZoneSource(db: Db, companyCode: string): () => Promise<string> {
  return async () => {
    const [row] = await db
      .select({ value: systemConfig.configValue })
      .from(systemConfig)
      .innerJoin(company, eq(company.id, systemConfig.companyId))
      .where(and(eq(company.code, companyCode), eq(systemConfig.configKey, ConfigKey.TIME_ZONE)))
      .limit(1);
    return row?.value ?? configDefaults[ConfigKey.TIME_ZONE].value;
  };
}
