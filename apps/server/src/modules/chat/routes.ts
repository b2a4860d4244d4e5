// The chat calls of the contract (packages/contract chat.ts): three on the main API with the access
// token, the rest on the chat base with `Authorization: Bearer <chat token>`. Every chat-base call
// but the guest's id and token answers 405 CHAT/UNAVAILABLE during maintenance; a missing, unknown,
// expired or revoked chat token is 400 UC/TOKEN_INVALID (the client then drops its tokens).
import { CHAT_IMAGE_MAX_BYTES, CHAT_REFUSAL, type chatEndpoints, ErrorCode } from '@jinli/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { accessToken } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { EndpointHandlers } from '../../http/endpoints';
import type { AuthService } from '../accounts/auth';
import { tokenHash, tokenOf } from '../accounts/tokens';
import { exceeds, type LimitRule, type RateLimiter, windowsOf } from '../accounts/rateLimits';
import type { ChatTokens } from './chatTokens';
import type { Guests } from './guests';
import { reencodeImage, storeImage } from './images';
import { imageOf } from './messages';
import type { People } from './people';
import { privateRefusal } from './rules';
import type { ChatService } from './service';
import { CHAT_TEXT } from './texts';
import type { ChatPresence, ChatPrincipal } from './types';

export type ChatHandlers = Pick<EndpointHandlers, keyof typeof chatEndpoints>;

/** Uploads one identity may make: 20 a minute, 200 a day. */
export const DEFAULT_UPLOAD_RULES: readonly LimitRule[] = [
  { max: 20, windowMs: 60_000 },
  { max: 200, windowMs: 24 * 60 * 60_000 },
];

/** Uploads from one address, whatever the identity: 60 an hour. */
export const DEFAULT_UPLOAD_ADDRESS_RULES: readonly LimitRule[] = [
  { max: 60, windowMs: 3_600_000 },
];

export interface ChatRouteDeps {
  db: Db;
  auth: AuthService;
  service: ChatService;
  tokens: ChatTokens;
  guests: Guests;
  people: People;
  presence: ChatPresence;
  limiter: RateLimiter;
  uploadRules?: readonly LimitRule[] | undefined;
}

/** The bearer token of a chat-base request ('' when none). */
function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  return value.replace(/^Bearer\s+/i, '');
}

/** A chat image of `principal`'s, checked, re-encoded and stored (limited per identity and address). */
async function uploadImage(deps: ChatRouteDeps, principal: ChatPrincipal, request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(ErrorCode.BAD_REQUEST, CHAT_REFUSAL.imageType);
  // Per identity, and per address too: guest identities are cheap to make.
  for (const [subject, rules] of [
    [`upload:${principal.userId}`, deps.uploadRules ?? DEFAULT_UPLOAD_RULES],
    [`upload-ip:${request.ip}`, DEFAULT_UPLOAD_ADDRESS_RULES],
  ] as const) {
    const counts = await deps.limiter.hit('chat_flood', subject, windowsOf(rules));
    if (exceeds(rules, counts)) {
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, CHAT_REFUSAL.flood);
    }
  }
  let bytes: Buffer | undefined;
  try {
    const file = await request.file({
      limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    });
    if (!file || file.fieldname !== 'file') {
      throw new AppError(ErrorCode.BAD_REQUEST, CHAT_REFUSAL.imageType);
    }
    bytes = await file.toBuffer();
    if (file.file.truncated) throw new AppError(ErrorCode.BAD_REQUEST, CHAT_REFUSAL.imageSize);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      code === 'FST_REQ_FILE_TOO_LARGE' ? CHAT_REFUSAL.imageSize : CHAT_REFUSAL.imageType,
    );
  }
  const encoded = await reencodeImage(bytes);
  const row = await storeImage(deps.db, await deps.service.companyId(), principal.userId, encoded);
  return { ...imageOf(row), image_id: row.key };
}

/**
 * A chat token for the player of the request's access token, tied to that session; the player's
 * chat sockets of other sessions are closed (one chat session per player).
 */
async function refreshChatToken(deps: ChatRouteDeps, request: FastifyRequest) {
  const { db, auth, service } = deps;
  const user = await auth.requireUser(request);
  await service.assertAvailable();
  const token = tokenOf(request.headers) ?? '';
  const [session] = await db
    .select({ id: accessToken.id, expiresAt: accessToken.expiresAt })
    .from(accessToken)
    .where(and(eq(accessToken.tokenHash, tokenHash(token)), eq(accessToken.userId, user.id)));
  if (!session) throw new AppError(ErrorCode.TOKEN_INVALID);
  const issued = await deps.tokens.issueForPlayer(await service.companyId(), user.id, session);
  await service.control({
    type: 'kicked',
    userId: String(user.id),
    exceptSessionId: String(session.id),
    msg: '您的账号已在其他设备登录',
  });
  return issued;
}

export function chatHandlers(deps: ChatRouteDeps): ChatHandlers {
  const { db, auth, service, people } = deps;
  const conversations = service.conversations;

  /** The principal of the request's chat token, chat being available; throws otherwise. */
  async function principalOf(request: FastifyRequest): Promise<ChatPrincipal> {
    await service.assertAvailable();
    const token = bearerOf(request);
    const principal = token ? await service.authenticate(token, false) : null;
    if (!principal) throw new AppError(ErrorCode.TOKEN_INVALID);
    return principal;
  }

  /** An identity the principal may hold a private conversation with; throws otherwise. */
  async function partnerFor(principal: ChatPrincipal, friendId: string) {
    const cid = await service.companyId();
    const partner = await people.identity(cid, friendId);
    if (!partner || partner.userId === principal.userId) {
      throw new AppError(ErrorCode.NOT_FOUND, CHAT_TEXT.userNotFound);
    }
    return { cid, partner };
  }

  /** Throws unless the rules let the principal talk to `partner` privately. */
  async function assertMayTalk(
    principal: ChatPrincipal,
    partner: Parameters<typeof privateRefusal>[1],
  ) {
    const refusal = privateRefusal(await people.senderState(principal), partner);
    if (refusal) throw new AppError(ErrorCode.FORBIDDEN, refusal);
  }

  return {
    chatEnable: async ({ request }) => {
      await auth.requireUser(request);
      return service.enableFor();
    },

    chatDeleteMessage: async ({ body, request }) => {
      const token = await principalOfAccess(request);
      return service.deleteMessage(token, body.id);
    },

    chatRefreshToken: async ({ request }) => refreshChatToken(deps, request),

    chatRecords: async ({ query, request }) => service.history(await principalOf(request), query),

    chatRooms: async ({ request }) => service.rooms(await principalOf(request)),

    chatSelf: async ({ request }) => service.self(await principalOf(request)),

    chatCustomerService: async ({ request }) => {
      await principalOf(request);
      const [first] = await people.serviceAccounts(await service.companyId());
      if (!first) throw new AppError(ErrorCode.NOT_FOUND, CHAT_TEXT.noServiceAccount);
      return {
        customer_id: first.userId,
        nickname: first.nickname,
        avatarId: first.avatarId,
        online: (await deps.presence.isOnline(first.userId)) ? 1 : 0,
      };
    },

    chatContactList: async ({ request }) => {
      const principal = await principalOf(request);
      return (await conversations.list(principal.userId)).items;
    },

    chatContactCreate: async ({ body, request }) => {
      const principal = await principalOf(request);
      const { cid, partner } = await partnerFor(principal, body.friend_id);
      await assertMayTalk(principal, partner);
      await conversations.addContact(
        cid,
        { id: principal.userId, nickname: body.nickname, avatarId: body.avatarId },
        { id: partner.userId, nickname: body.friend_nickname, avatarId: body.friend_avatarId },
      );
      return conversations.contact(principal.userId, partner);
    },

    chatContactDetail: async ({ query, request }) => {
      const principal = await principalOf(request);
      const { partner } = await partnerFor(principal, query.friend_id);
      const contact = await conversations.contact(principal.userId, partner);
      // A contact one may not write to is shown only when a conversation already exists.
      if (contact.last_message === null) await assertMayTalk(principal, partner);
      return contact;
    },

    chatUploadImage: async ({ request }) => uploadImage(deps, await principalOf(request), request),

    chatGuestToken: async ({ request }) => {
      await service.assertAvailable();
      const { id } = request.params as { id?: string };
      const cid = await service.companyId();
      const guest = id ? await deps.guests.bySecret(cid, id) : undefined;
      if (!guest) throw new AppError(ErrorCode.TOKEN_INVALID);
      return deps.tokens.issueForGuest(cid, guest.id);
    },

    chatGuestId: async ({ request }) => {
      await service.assertAvailable();
      return deps.guests.create(await service.companyId(), request.ip);
    },

    chatGuestInitRoom: async ({ body, request }) => {
      const principal = await principalOf(request);
      const { cid, partner } = await partnerFor(principal, body.friend_id);
      if (!partner.isService) {
        throw new AppError(ErrorCode.FORBIDDEN, CHAT_REFUSAL.guestServiceOnly);
      }
      await conversations.open(db, cid, principal.userId, partner.userId, body.remark);
      return conversations.contact(principal.userId, partner);
    },

    chatGuestFriends: async ({ query, request }) => {
      const principal = await principalOf(request);
      return conversations.list(principal.userId, {
        // A guest's own conversations; a service account's (or a player's) with guests.
        onlyGuests: !principal.isGuest,
        offset: (query.page - 1) * query.per_page,
        limit: query.per_page,
      });
    },

    chatGuestFriend: async ({ request }) => {
      const principal = await principalOf(request);
      const { id = '' } = request.params as { id?: string };
      const { partner } = await partnerFor(principal, id);
      const contact = await conversations.contact(principal.userId, partner);
      if (contact.last_message === null) await assertMayTalk(principal, partner);
      return contact;
    },
  };

  /** A moderator's delete on the main API: the player of the access token as a principal. */
  async function principalOfAccess(request: FastifyRequest): Promise<ChatPrincipal> {
    const user = await auth.requireUser(request);
    const owner = { kind: 'player' as const, player: user, accessTokenId: 0 };
    return people.principalOf(owner);
  }
}
