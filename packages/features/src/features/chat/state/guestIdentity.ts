// The guest's chat identity (spec §3 session keys): user_guest_id, user_guest_name and
// user_guest_hash_id in session storage, each expiring after 3,600 s; asked for once
// (/chat/guest/id-generation) and cleared on login.
import type { ChatGuest } from '@jinli/contract';
import { readSession, writeSession } from '../../../app/session/browserStorage';
import {
  GUEST_HASH_ID_KEY,
  GUEST_ID_KEY,
  GUEST_NAME_KEY,
} from '../../../app/session/sessionStorageKeys';
import { clearGuestSession } from '../../../app/session/sessionStore';

export { GUEST_HASH_ID_KEY, GUEST_ID_KEY, GUEST_NAME_KEY };

/** The stored guest, or null when any part is missing or expired. */
export function readGuestIdentity(): ChatGuest | null {
  const guest_id = readSession(GUEST_ID_KEY);
  const nickname = readSession(GUEST_NAME_KEY);
  const hash_id = readSession(GUEST_HASH_ID_KEY);
  return guest_id && nickname !== null && hash_id ? { guest_id, nickname, hash_id } : null;
}

export function writeGuestIdentity(guest: ChatGuest): void {
  writeSession(GUEST_ID_KEY, guest.guest_id);
  writeSession(GUEST_NAME_KEY, guest.nickname);
  writeSession(GUEST_HASH_ID_KEY, guest.hash_id);
}

/** Spec §4: the guest session is cleared on login (setAccessToken does it too). */
export const clearGuestIdentity = clearGuestSession;
