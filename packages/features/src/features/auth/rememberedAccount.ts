// "Remember password" (spec §2 Login): the account name is kept so the form opens filled in, and
// the browser's own password manager (autocomplete attributes) keeps the password — a password is
// never written to localStorage, where any script on the origin could read it.
import { readLocal, writeLocal } from '../../app/session/browserStorage';

/** localStorage key of the remembered account. */
export const REMEMBERED_ACCOUNT_KEY = 'jl_remembered_account';

/** The remembered account, or null. */
export function readRememberedAccount(): string | null {
  return readLocal(REMEMBERED_ACCOUNT_KEY);
}

/** Remembers `account`, or forgets it when `remember` is false. */
export function rememberAccount(account: string, remember: boolean): void {
  writeLocal(REMEMBERED_ACCOUNT_KEY, remember ? account : null);
}
