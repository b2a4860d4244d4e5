// The system time zone of the deployment's company (system_config time_zone), which the draw
// schedule and every lottery time use; the configured default when the company or row is missing.
import { ConfigKey, configDefaults } from '../config/configKeys';
import { readSystemConfig } from '../config/queries';
import type { Db } from '../../db/client';
import { findCompanyByCode } from '../company/queries';

/** Reads the time zone of company `companyCode` at each call. */
export function timeZoneSource(db: Db, companyCode: string): () => Promise<string> {
  return async () => {
    const row = await findCompanyByCode(db, companyCode);
    const value = row ? (await readSystemConfig(db, row.id)).get(ConfigKey.TIME_ZONE) : undefined;
    return value ?? configDefaults[ConfigKey.TIME_ZONE].value;
  };
}
