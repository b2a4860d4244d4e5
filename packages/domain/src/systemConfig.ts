// Reading web_system_config.json (key/value settings, spec §3 "system config").
import type { SystemConfig } from '@jinli/contract';

/** Key of the setting that allows players to cancel pending bets ('1' on). */
export const HY_IS_CANCEL = 'hy_is_cancel';

/** The value of `key` in the system config, or undefined when absent (the first entry wins). */
export function systemConfigValue(
  config: SystemConfig | null | undefined,
  key: string,
): string | undefined {
  return config?.find((entry) => entry.configKey === key)?.configValue;
}

/** Whether bet cancelling is switched on: hy_is_cancel is '1' (surrounding spaces ignored). Off when absent. */
export function isBetCancelEnabled(config: SystemConfig | null | undefined): boolean {
  return systemConfigValue(config, HY_IS_CANCEL)?.trim() === '1';
}
