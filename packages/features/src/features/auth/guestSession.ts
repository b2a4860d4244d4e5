// The chat guest identity (spec §3 session keys user_guest_*): a visitor chats as a guest until they
// log in; at login the guest identity is dropped so the account's own chat identity takes over.

/** Storage keys of the guest chat identity. */
export const GUEST_SESSION_KEYS = [
  'user_guest_id',
  'user_guest_name',
  'user_guest_hash_id',
] as const;

/** Removes the guest identity from localStorage and sessionStorage (either may hold it). */
export function clearGuestSession(): void {
  for (const key of GUEST_SESSION_KEYS) {
    try {
      globalThis.localStorage?.removeItem(key);
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      // Storage refused: nothing was stored there either.
    }
  }
}
