// The welfare centre (/bonus-center): the user's VIP upgrade bonuses and claiming one.
import type { VipBonus, VipBonusClaim } from '@jinli/contract';
import { accountKeys } from './accounts';
import type { ApiClient, RequestOptions } from './createApiClient';

/** Query keys of the welfare centre (under the account's keys: logout clears them too). */
export const vipBonusKeys = {
  all: () => [...accountKeys.all, 'vipBonus'] as const,
};
export type VipBonusQueryKey = ReturnType<typeof vipBonusKeys.all>;

export function getVipBonus(client: ApiClient, options?: RequestOptions): Promise<VipBonus> {
  return client.call('vipBonus', options);
}

export function claimVipBonus(
  client: ApiClient,
  vipLevel: number,
  options?: RequestOptions,
): Promise<VipBonusClaim> {
  return client.call('claimVipBonus', { ...options, body: { vipLevel } });
}
