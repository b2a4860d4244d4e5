// Chat identities: a player's user_id is its account id in decimal, a guest's 'G' + digits. A
// private conversation's room id is made from the pair, so it is the same whoever starts it.
import { randomBytes, randomInt } from 'node:crypto';
import { isPrivateRoomId, PRIVATE_ROOM_PREFIX } from '@jinli/contract';
import { maskAccount } from '@jinli/domain';

const GUEST_ID = /^G\d{6,18}$/;
const PLAYER_ID = /^[1-9]\d{0,9}$/;

export const isGuestId = (userId: string) => GUEST_ID.test(userId);

/** The player id of a player's user_id, or null (a guest id or anything else). */
export function playerIdOf(userId: string): number | null {
  if (!PLAYER_ID.test(userId)) return null;
  const id = Number(userId);
  return id <= 2_147_483_647 ? id : null;
}

/** The two ids of a pair in the order the conversation row keeps them (text order). */
export function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/** Room id of the private conversation of `a` and `b` (stable per pair). */
export function privateRoomId(a: string, b: string): string {
  const [first, second] = orderedPair(a, b);
  return `${PRIVATE_ROOM_PREFIX}${first}_${second}`;
}

export { isPrivateRoomId };

/** A new guest id: 'G' and 12 random digits. */
export function newGuestId(): string {
  let digits = String(randomInt(1, 10));
  for (let i = 0; i < 11; i++) digits += String(randomInt(0, 10));
  return `G${digits}`;
}

/** 游客 and the id's last four digits (spec: e.g. 游客1234). */
export const guestNickname = (guestId: string) => `游客${guestId.slice(-4)}`;

/** A new random secret (the guest's hash_id, chat tokens): 32 bytes base64url. */
export const newSecret = () => randomBytes(32).toString('base64url');

/**
 * The name a player shows in chat: the account masked by the domain's one rule for account names
 * (the award popups use it too), e.g. de***01.
 */
export const maskedAccount = (account: string): string => maskAccount(account);
