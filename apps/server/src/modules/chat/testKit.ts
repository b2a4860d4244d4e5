// Test helpers of chat: players with chat tokens (their chat level, mute and VIP level set in the
// database), guests, calls on the chat base with the bearer token, and room settings.
import type { EndpointName } from '@jinli/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call, type CallOptions, dataOf, registerUser } from '../../../test/users';
import { userIdOf } from '../../../test/wallet';
import type { Db } from '../../db/client';
import { chatRoom, chatServiceAccount, userAccount } from '../../db/schema';
import { LOBBY_ROOM_ID } from './seed';

export interface ChatUser {
  userId: number;
  /** The chat user_id. */
  id: string;
  account: string;
  accessToken: string;
  chatToken: string;
}

export interface ChatGuestUser {
  id: string;
  nickname: string;
  secret: string;
  chatToken: string;
}

export type ChatCallOptions = Pick<
  CallOptions,
  'chatToken' | 'query' | 'body' | 'params' | 'remoteAddress' | 'headers'
>;

/** Calls a chat-base endpoint with `Authorization: Bearer <chat token>`. */
export function chatCall(
  app: FastifyInstance,
  name: EndpointName,
  options: ChatCallOptions = {},
): Promise<LightMyRequestResponse> {
  return call(app, name, options);
}

/** A chat token for a signed-in player. */
export async function chatTokenOf(app: FastifyInstance, accessToken: string): Promise<string> {
  return dataOf<{ tokenChat: string }>(await call(app, 'chatRefreshToken', { token: accessToken }))
    .tokenChat;
}

/** A new player with a chat token; `set` changes its row first (chat level, mute, VIP level). */
export async function chatPlayer(
  app: FastifyInstance,
  db: Db,
  set: Partial<typeof userAccount.$inferInsert> = {},
): Promise<ChatUser> {
  const user = await registerUser(app);
  const userId = await userIdOf(db, user.account);
  if (Object.keys(set).length > 0) {
    await db.update(userAccount).set(set).where(eq(userAccount.id, userId));
  }
  return {
    userId,
    id: String(userId),
    account: user.account,
    accessToken: user.token,
    chatToken: await chatTokenOf(app, user.token),
  };
}

/** A new service account (a player with the role). */
export async function chatServiceUser(
  app: FastifyInstance,
  db: Db,
  nickname = '测试客服',
): Promise<ChatUser> {
  const user = await chatPlayer(app, db, { chatLevel: 2 });
  await db.insert(chatServiceAccount).values({ userId: user.userId, nickname });
  return user;
}

/** A new guest with a chat token. */
export async function chatGuest(app: FastifyInstance): Promise<ChatGuestUser> {
  const guest = dataOf<{ guest_id: string; nickname: string; hash_id: string }>(
    await chatCall(app, 'chatGuestId'),
  );
  const token = dataOf<{ tokenChat: string }>(
    await chatCall(app, 'chatGuestToken', { params: { id: guest.hash_id } }),
  );
  return {
    id: guest.guest_id,
    nickname: guest.nickname,
    secret: guest.hash_id,
    chatToken: token.tokenChat,
  };
}

/** Changes a room's settings (slow mode, level, enabled). */
export async function setRoom(
  db: Db,
  roomId: string,
  set: Partial<typeof chatRoom.$inferInsert>,
): Promise<void> {
  await db
    .update(chatRoom)
    .set(set)
    .where(and(eq(chatRoom.id, roomId)));
}

export const LOBBY = LOBBY_ROOM_ID;

let clientCounter = 0;
export const clientId = () => `c${++clientCounter}`;
