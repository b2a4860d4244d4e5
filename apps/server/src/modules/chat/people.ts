// Who is who in chat: principals from tokens, the fresh standing of a sender, and any identity
// (player, guest, service account) by its user_id, with the name and avatar chat shows for it.
import type { ChatUserInfo } from '@jinli/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatGuest, chatServiceAccount, userAccount, vipRule } from '../../db/schema';
import type { ChatPrincipal } from './types';
import type { TokenOwner } from './chatTokens';
import { isGuestId, maskedAccount, playerIdOf } from './identity';
import type { ReceiverState, SenderState } from './rules';

/** Any chat identity as others see it. */
export interface ChatIdentity extends ReceiverState {
  userId: string;
  playerId: number | null;
  nickname: string;
  avatarId: number;
  color: number;
  /** Guests: the public hash of the id. */
  publicHash: string;
}

type PlayerRow = Pick<
  typeof userAccount.$inferSelect,
  'id' | 'account' | 'avatarId' | 'chatLevel' | 'chatThemeColor'
>;

function playerIdentity(row: PlayerRow, serviceName: string | undefined): ChatIdentity {
  return {
    userId: String(row.id),
    playerId: row.id,
    isGuest: false,
    isService: serviceName !== undefined,
    chatLevel: row.chatLevel,
    nickname: serviceName ?? maskedAccount(row.account),
    avatarId: row.avatarId,
    color: row.chatThemeColor,
    publicHash: '',
  };
}

function guestIdentity(row: typeof chatGuest.$inferSelect): ChatIdentity {
  return {
    userId: row.id,
    playerId: null,
    isGuest: true,
    isService: false,
    chatLevel: 0,
    nickname: row.nickname,
    avatarId: 0,
    color: 1,
    publicHash: row.publicHash,
  };
}

export const userinfoOf = (identity: ChatIdentity): ChatUserInfo => ({
  user_id: identity.userId,
  nickname: identity.nickname,
  chatLevel: identity.chatLevel,
  avatarId: identity.avatarId,
  color: identity.color,
  // Service accounts have the moderators' level; the flag lets the client badge them 客服.
  ...(identity.isService ? { isService: 1 as const } : {}),
});

export interface People {
  /** The principal of a valid token's owner. */
  principalOf(owner: TokenOwner): Promise<ChatPrincipal>;
  /** The sender's standing as it is now. */
  senderState(principal: ChatPrincipal): Promise<SenderState>;
  /** Identities by user_id (unknown ones are left out). */
  identities(companyId: number, userIds: readonly string[]): Promise<Map<string, ChatIdentity>>;
  identity(companyId: number, userId: string): Promise<ChatIdentity | undefined>;
  /** The service accounts of the company, the default one first. */
  serviceAccounts(companyId: number): Promise<ChatIdentity[]>;
}

export function createPeople(db: Db): People {
  async function serviceNames(playerIds: readonly number[]): Promise<Map<number, string>> {
    if (playerIds.length === 0) return new Map();
    const rows = await db
      .select({ userId: chatServiceAccount.userId, nickname: chatServiceAccount.nickname })
      .from(chatServiceAccount)
      .where(inArray(chatServiceAccount.userId, [...playerIds]));
    return new Map(rows.map((row) => [row.userId, row.nickname]));
  }

  async function identities(companyId: number, userIds: readonly string[]) {
    const found = new Map<string, ChatIdentity>();
    const playerIds = [
      ...new Set(userIds.map(playerIdOf).filter((id): id is number => id !== null)),
    ];
    const guestIds = [...new Set(userIds.filter(isGuestId))];
    if (playerIds.length > 0) {
      const [players, names] = await Promise.all([
        db
          .select()
          .from(userAccount)
          .where(and(eq(userAccount.companyId, companyId), inArray(userAccount.id, playerIds))),
        serviceNames(playerIds),
      ]);
      for (const row of players) found.set(String(row.id), playerIdentity(row, names.get(row.id)));
    }
    if (guestIds.length > 0) {
      const guests = await db
        .select()
        .from(chatGuest)
        .where(and(eq(chatGuest.companyId, companyId), inArray(chatGuest.id, guestIds)));
      for (const row of guests) found.set(row.id, guestIdentity(row));
    }
    return found;
  }

  return {
    async principalOf(owner) {
      if (owner.kind === 'guest') {
        const identity = guestIdentity(owner.guest);
        return {
          userId: identity.userId,
          isGuest: true,
          playerId: null,
          sessionId: null,
          userinfo: userinfoOf(identity),
          isService: false,
        };
      }
      const names = await serviceNames([owner.player.id]);
      const identity = playerIdentity(owner.player, names.get(owner.player.id));
      return {
        userId: identity.userId,
        isGuest: false,
        playerId: owner.player.id,
        sessionId: String(owner.accessTokenId),
        userinfo: userinfoOf(identity),
        isService: identity.isService,
      };
    },

    async senderState(principal) {
      if (principal.isGuest || principal.playerId === null) {
        return {
          userId: principal.userId,
          isGuest: true,
          isService: false,
          enableChat: true,
          vipEnableChat: true,
          chatLevel: 0,
          avatarId: 0,
          color: 1,
        };
      }
      const [row] = await db
        .select({
          enableChat: userAccount.enableChat,
          chatLevel: userAccount.chatLevel,
          avatarId: userAccount.avatarId,
          color: userAccount.chatThemeColor,
          vipEnableChat: vipRule.enableChat,
          service: chatServiceAccount.userId,
        })
        .from(userAccount)
        .leftJoin(
          vipRule,
          and(
            eq(vipRule.companyId, userAccount.companyId),
            eq(vipRule.vipLevel, userAccount.vipLevel),
          ),
        )
        .leftJoin(chatServiceAccount, eq(chatServiceAccount.userId, userAccount.id))
        .where(eq(userAccount.id, principal.playerId));
      return {
        userId: principal.userId,
        isGuest: false,
        isService: row?.service != null,
        // A vanished account may do nothing.
        enableChat: row?.enableChat ?? false,
        vipEnableChat: row ? (row.vipEnableChat ?? true) : false,
        chatLevel: row?.chatLevel ?? 0,
        avatarId: row?.avatarId ?? principal.userinfo.avatarId,
        color: row?.color ?? principal.userinfo.color,
      };
    },

    identities,
    async identity(companyId, userId) {
      return (await identities(companyId, [userId])).get(userId);
    },

    async serviceAccounts(companyId) {
      const rows = await db
        .select({ player: userAccount, service: chatServiceAccount })
        .from(chatServiceAccount)
        .innerJoin(userAccount, eq(userAccount.id, chatServiceAccount.userId))
        .where(and(eq(userAccount.companyId, companyId), eq(userAccount.enabled, true)));
      rows.sort(
        (a, b) =>
          Number(b.service.isDefault) - Number(a.service.isDefault) || a.player.id - b.player.id,
      );
      return rows.map((row) => playerIdentity(row.player, row.service.nickname));
    },
  };
}
