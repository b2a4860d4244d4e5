// The client session (DESIGN.md §3): tokens and the profile snapshot in one valtio store, mirrored
// to the spec's storage keys so a reload or another tab sees the same session.
import { isAuthenticated } from '@jinli/domain';
import { proxy, useSnapshot } from 'valtio';
import { useHydrated } from '../context/hydration';
import { readCookie, readLocal, writeCookie, writeLocal, writeSession } from './browserStorage';
import {
  ACCESS_TOKEN_KEY,
  CHAT_TOKEN_KEY,
  GUEST_HASH_ID_KEY,
  GUEST_ID_KEY,
  GUEST_NAME_KEY,
  REBATE_RATIO_KEY,
} from './sessionStorageKeys';

/**
 * The profile fields the shell itself relies on (spec §3 "Profile"). The accounts issue loads the
 * full profile; anything beyond these fields is carried along untouched.
 */
export interface SessionProfile {
  userInfo: {
    account?: string;
    /** 'TEST' trial account, 'HY' official account. */
    type?: string;
    /** Agent flag: truthy (true or 1) for agents. */
    isDl?: boolean | number | null;
    [field: string]: unknown;
  };
  extInfo?: Record<string, unknown> | null;
  [field: string]: unknown;
}

export interface SessionState {
  /** Access token (localStorage `access_token`, also cookie `access_token`); null when logged out. */
  accessToken: string | null;
  /** Chat service token (localStorage `chat_login_token`). */
  chatToken: string | null;
  /** Rebate ratio remembered for the agent flows (localStorage `rebateRatio`), raw as stored. */
  rebateRatio: string | null;
  /** Profile snapshot; null until loaded (the guard loads it on demand). */
  profile: SessionProfile | null;
  /** Spec §4: authenticated = stored access token or loaded extInfo. */
  readonly isLoggedIn: boolean;
}

function storedAccessToken(): string | null {
  return readLocal(ACCESS_TOKEN_KEY) ?? readCookie(ACCESS_TOKEN_KEY);
}

/** The one session of the page. Read it with `useSession()` in components, directly elsewhere. */
export const session: SessionState = proxy<SessionState>({
  accessToken: storedAccessToken(),
  chatToken: readLocal(CHAT_TOKEN_KEY),
  rebateRatio: readLocal(REBATE_RATIO_KEY),
  profile: null,
  get isLoggedIn(): boolean {
    return isAuthenticated({ accessToken: this.accessToken, extInfo: this.profile?.extInfo });
  },
});

/** Stores a new access token (login, register, trial) in the store, localStorage and the cookie. */
export function setAccessToken(token: string | null): void {
  const value = token === '' ? null : token;
  // Spec §4: the guest session is cleared on login.
  if (value !== null) clearGuestSession();
  session.accessToken = value;
  writeLocal(ACCESS_TOKEN_KEY, value);
  writeCookie(ACCESS_TOKEN_KEY, value);
}

/** Removes the guest's chat identity (user_guest_id, user_guest_name, user_guest_hash_id). */
export function clearGuestSession(): void {
  writeSession(GUEST_ID_KEY, null);
  writeSession(GUEST_NAME_KEY, null);
  writeSession(GUEST_HASH_ID_KEY, null);
}

export function setChatToken(token: string | null): void {
  const value = token === '' ? null : token;
  session.chatToken = value;
  writeLocal(CHAT_TOKEN_KEY, value);
}

export function setRebateRatio(ratio: string | null): void {
  session.rebateRatio = ratio;
  writeLocal(REBATE_RATIO_KEY, ratio);
}

export function setProfile(profile: SessionProfile | null): void {
  session.profile = profile;
}

/** Spec §4: logout removes access and chat tokens, resets the profile and clears rebateRatio. */
export function logout(): void {
  setAccessToken(null);
  setChatToken(null);
  setRebateRatio(null);
  setProfile(null);
}

/** Re-reads the tokens from storage: another tab logged in or out, or a test seeded storage. */
export function reloadSessionFromStorage(): void {
  session.accessToken = storedAccessToken();
  session.chatToken = readLocal(CHAT_TOKEN_KEY);
  session.rebateRatio = readLocal(REBATE_RATIO_KEY);
}

/** Keeps this tab's session in step with logins and logouts in other tabs. Returns the unsubscribe. */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      [ACCESS_TOKEN_KEY, CHAT_TOKEN_KEY, REBATE_RATIO_KEY].includes(event.key)
    ) {
      const hadToken = session.accessToken;
      reloadSessionFromStorage();
      if (hadToken !== session.accessToken) setProfile(null);
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Whether the profile marks an agent (spec §6: isDl). */
export function isAgentProfile(profile: SessionProfile | null): boolean {
  const flag = profile?.userInfo.isDl;
  return flag === true || flag === 1;
}

/** A visitor's session: what the server renders with. */
const VISITOR: Readonly<SessionState> = Object.freeze({
  accessToken: null,
  chatToken: null,
  rebateRatio: null,
  profile: null,
  isLoggedIn: false,
});

/**
 * The session as a render snapshot: components re-render when what they read changes. A visitor's
 * on the server and while hydrating the screen it rendered (the first render draws what the server
 * drew); the player's right after.
 */
export function useSession(): Readonly<SessionState> {
  const snapshot = useSnapshot(session) as Readonly<SessionState>;
  return useHydrated() ? snapshot : VISITOR;
}
