// Passwords, fund password, withdraw accounts, personal info and the chat colour (spec §7 User
// calls): endpoint functions and query keys (queryOptions and hooks in react/security.ts).
import type {
  BankCard,
  ModifyUserInfoBody,
  UpdateBankBody,
  UpdateFundPwdBody,
  UpdatePasswordBody,
  UpdatePasswordByAccountBody,
  UserInfo,
} from '@jinli/contract';
import { accountKeys } from './accounts';
import type { ApiClient, RequestOptions } from './createApiClient';

/** Query keys of the bound withdraw accounts (under the account's keys: dropped at logout). */
export const bankKeys = {
  all: [...accountKeys.all, 'banks'] as const,
  list: () => [...bankKeys.all, 'list'] as const,
};

export async function updatePassword(
  client: ApiClient,
  body: UpdatePasswordBody,
  options?: RequestOptions,
): Promise<void> {
  await client.call('updatePassword', { ...options, body });
}

/** Changes a password without a session (after UC/RESET_PASSWORD). */
export async function updatePasswordByAccount(
  client: ApiClient,
  body: UpdatePasswordByAccountBody,
  options?: RequestOptions,
): Promise<void> {
  await client.call('updatePasswordByAccount', { ...options, body });
}

/** Sets (first time: proven by the login password) or changes the 4-digit fund password. */
export async function updateFundPassword(
  client: ApiClient,
  body: UpdateFundPwdBody,
  options?: RequestOptions,
): Promise<void> {
  await client.call('updateFundPwd', { ...options, body });
}

/** Checks the fund password; rejects with UC/CASH_PASSWORD_ERROR when wrong. */
export async function checkCashPassword(
  client: ApiClient,
  cashPassword: string,
  options?: RequestOptions,
): Promise<void> {
  await client.call('checkCashPassword', { ...options, body: { cashPassword } });
}

/** Binds (no id) or changes a withdraw account; needs the fund password. */
export function updateBank(
  client: ApiClient,
  body: UpdateBankBody,
  options?: RequestOptions,
): Promise<BankCard> {
  return client.call('updateBank', { ...options, body });
}

/** The user's bound withdraw accounts, newest first, numbers masked. */
export function getBankList(client: ApiClient, options?: RequestOptions): Promise<BankCard[]> {
  return client.call('bankList', options);
}

/** Changes the fields sent; resolves with the new userInfo. */
export function modifyUserInfo(
  client: ApiClient,
  body: ModifyUserInfoBody,
  options?: RequestOptions,
): Promise<UserInfo> {
  return client.call('modifyUserInfo', { ...options, body });
}

/** Sets the chat theme colour (1-8). */
export async function updateChatThemeColor(
  client: ApiClient,
  color: number,
  options?: RequestOptions,
): Promise<void> {
  await client.call('updateChatThemeColor', { ...options, body: { color } });
}

export type BankListQueryKey = ReturnType<typeof bankKeys.list>;
