// @vitest-environment jsdom
// The chat calls against a real HTTP server: app_id and identity on every chat-service call with
// the bearer chat token, the history query, retries of history and contacts, 405 as unavailable,
// a chat-token failure reported apart from the access token's, and the image upload as multipart
// with progress.
import { QueryClient } from '@tanstack/react-query';
import type { ChatContact, ChatRecords, ChatRoom } from '@jinli/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../test/fixtures';
import { sendJson, startTestServer, type TestServer } from '../test/startTestServer';
import type { ApiError } from './ApiError';
import {
  createChatContact,
  deleteChatMessage,
  generateChatGuest,
  getChatContactDetail,
  getChatContacts,
  getChatGuestFriend,
  getChatGuestFriends,
  getChatGuestToken,
  getChatRecords,
  getChatRooms,
  initChatGuestRoom,
  isChatForbidden,
  isChatUnavailable,
  refreshChatToken,
  uploadChatImage,
} from './chat';
import { createApiClient, type ApiClient, type ApiClientOptions } from './createApiClient';

let server: TestServer;
let client: ApiClient;
let queryClient: QueryClient;

function makeClient(options: Partial<ApiClientOptions> = {}) {
  client = createApiClient({
    origin: server.origin,
    chatOrigin: server.origin,
    companyCode: 'JL01',
    getAccessToken: () => 'access-1',
    getChatToken: () => 'chat-1',
    retryDelay: 1,
    ...options,
  });
  return client;
}

beforeEach(async () => {
  server = await startTestServer();
  makeClient();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(async () => {
  queryClient.clear();
  await server.close();
});

const contact: ChatContact = {
  id: '9001',
  guest_id: '',
  hash_id: '',
  nickname: '在线客服',
  avatarId: 1,
  room_id: 'p-1-9001',
  userId: null,
  isService: 1,
  unread: 0,
  remark: '',
  last_message: null,
};
const room: ChatRoom = {
  room_id: 'lobby',
  name: '大厅',
  gameId: null,
  enable_chat: 1,
  min_chat_level: 0,
  total_people: 3,
  sec_per_mess: 5,
  last_message: null,
};
const records: ChatRecords = { items: [], total: 0, page: 1 };

const CHAT = '/chat-api';

describe('chat service calls', () => {
  it('carry app_id, identity and the bearer chat token', async () => {
    server.on('GET', `${CHAT}/chat/rooms`, (_r, res) => sendJson(res, 200, ok([room])));
    server.on('GET', `${CHAT}/chat/contact/contactdetail`, (_r, res) =>
      sendJson(res, 200, ok(contact)),
    );
    server.on('POST', `${CHAT}/chat/contact/apply/createaccept`, (_r, res) =>
      sendJson(res, 200, ok(contact)),
    );
    server.on('GET', `${CHAT}/chat/guest/id-generation`, (_r, res) =>
      sendJson(res, 200, ok({ guest_id: 'G1', nickname: '游客1', hash_id: 'h' })),
    );
    server.on('GET', `${CHAT}/chat/token/generation/h%2F1`, (_r, res) =>
      sendJson(res, 200, ok({ tokenChat: 't', expiresAt: 1 })),
    );
    server.on('POST', `${CHAT}/chat/guest/init-room`, (_r, res) => sendJson(res, 200, ok(contact)));
    server.on('GET', `${CHAT}/chat/guest/friends`, (_r, res) =>
      sendJson(res, 200, ok({ items: [contact], total: 1 })),
    );
    server.on('GET', `${CHAT}/chat/guest/friends/9001`, (_r, res) =>
      sendJson(res, 200, ok(contact)),
    );

    await expect(getChatRooms(client, 'user')).resolves.toEqual([room]);
    await getChatContactDetail(client, 'user', '9001');
    await createChatContact(client, 'user', { friend_id: '9001', nickname: '我' });
    await generateChatGuest(client);
    await getChatGuestToken(client, 'h/1');
    await initChatGuestRoom(client, { friend_id: '9001', remark: '忘记密码' });
    await getChatGuestFriends(client);
    await getChatGuestFriend(client, '9001');

    const chatRequests = server.requests.filter((r) => r.path.startsWith(CHAT));
    expect(chatRequests).toHaveLength(8);
    for (const request of chatRequests) {
      expect(request.query.get('app_id')).toBe('JL01');
      expect(request.headers.authorization).toBe('Bearer chat-1');
    }
    expect(chatRequests.map((r) => r.query.get('identity'))).toEqual([
      'user',
      'user',
      'user',
      'guest',
      'guest',
      'guest',
      'guest',
      'guest',
    ]);
    expect(server.hits(`${CHAT}/chat/contact/contactdetail`)[0]?.query.get('friend_id')).toBe(
      '9001',
    );
    const create = server.hits(`${CHAT}/chat/contact/apply/createaccept`)[0];
    expect(create?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(create?.body).get('friend_id')).toBe('9001');
    const friends = server.hits(`${CHAT}/chat/guest/friends`)[0];
    expect(friends?.query.get('page')).toBe('1');
    expect(friends?.query.get('per_page')).toBe('20');
    expect(JSON.parse(server.hits(`${CHAT}/chat/guest/init-room`)[0]?.body ?? '')).toEqual({
      friend_id: '9001',
      remark: '忘记密码',
    });
  });

  it('asks history by room, page, limit 150 and talk type, or after an id', async () => {
    server.on('GET', `${CHAT}/api/v1/recordsList`, (_r, res) => sendJson(res, 200, ok(records)));
    await getChatRecords(client, 'user', { roomId: 'lobby', page: 2 });
    await getChatRecords(client, 'guest', { roomId: 'p-1', talkType: 1, afterId: '120' });
    const [first, second] = server.hits(`${CHAT}/api/v1/recordsList`);
    expect(Object.fromEntries(first?.query ?? [])).toEqual({
      app_id: 'JL01',
      identity: 'user',
      room_id: 'lobby',
      page: '2',
      limit: '150',
      talk_type: '2',
    });
    expect(Object.fromEntries(second?.query ?? [])).toMatchObject({
      identity: 'guest',
      room_id: 'p-1',
      talk_type: '1',
      after_id: '120',
    });
  });

  it('retries history and the contact list twice on server failures', async () => {
    let calls = 0;
    server.on('GET', `${CHAT}/api/v1/recordsList`, (_r, res) => {
      calls += 1;
      if (calls <= 2) sendJson(res, 503, { code: 'SYS/INTERNAL', msg: '系统繁忙' });
      else sendJson(res, 200, ok(records));
    });
    await expect(getChatRecords(client, 'user', { roomId: 'lobby' })).resolves.toEqual(records);
    expect(calls).toBe(3);

    server.on('GET', `${CHAT}/chat/contact/list`, (_r, res) =>
      sendJson(res, 502, { code: 'SYS/INTERNAL', msg: '系统繁忙' }),
    );
    await expect(getChatContacts(client, 'user')).rejects.toMatchObject({ status: 502 });
    expect(server.hits(`${CHAT}/chat/contact/list`)).toHaveLength(3);
  });

  it('tells 405 as unavailable and 403 as forbidden', async () => {
    server.on('GET', `${CHAT}/chat/rooms`, (_r, res) =>
      sendJson(res, 405, { code: 'CHAT/UNAVAILABLE', msg: '聊天室目前不可用' }),
    );
    const error = await getChatRooms(client, 'user').catch((e: unknown) => e);
    expect(isChatUnavailable(error)).toBe(true);
    expect(isChatForbidden(error)).toBe(false);

    server.on('GET', `${CHAT}/api/v1/recordsList`, (_r, res) =>
      sendJson(res, 403, { code: 'SYS/FORBIDDEN', msg: '无权进行该操作' }),
    );
    const forbidden = await getChatRecords(client, 'user', { roomId: 'x' }).catch(
      (e: unknown) => e,
    );
    expect(isChatForbidden(forbidden)).toBe(true);
    expect(isChatUnavailable(forbidden)).toBe(false);
  });
});

describe('chat token failures', () => {
  it('report a chat-base UC/TOKEN_INVALID to onChatTokenInvalid, the access one to onTokenInvalid', async () => {
    const onTokenInvalid = vi.fn();
    const onChatTokenInvalid = vi.fn();
    makeClient({ onTokenInvalid, onChatTokenInvalid });
    const invalid = { code: 'UC/TOKEN_INVALID', msg: '登录已过期' };
    server.on('GET', `${CHAT}/chat/rooms`, (_r, res) => sendJson(res, 400, invalid));
    server.on('GET', '/api/chat/refreshTokenChat', (_r, res) => sendJson(res, 400, invalid));

    await getChatRooms(client, 'user').catch(() => undefined);
    expect(onChatTokenInvalid).toHaveBeenCalledTimes(1);
    expect(onTokenInvalid).not.toHaveBeenCalled();

    await refreshChatToken(client).catch(() => undefined);
    expect(onTokenInvalid).toHaveBeenCalledTimes(1);
    expect(onChatTokenInvalid).toHaveBeenCalledTimes(1);
    // The access-token calls carry the access token, not the chat one.
    expect(server.hits('/api/chat/refreshTokenChat')[0]?.headers.authorization).toBe('access-1');
  });

  it('fall back to onTokenInvalid when no chat handler is given', async () => {
    const onTokenInvalid = vi.fn();
    makeClient({ onTokenInvalid });
    server.on('GET', `${CHAT}/chat/rooms`, (_r, res) =>
      sendJson(res, 400, { code: 'UC/TOKEN_INVALID', msg: '登录已过期' }),
    );
    await getChatRooms(client, 'user').catch(() => undefined);
    expect(onTokenInvalid).toHaveBeenCalledTimes(1);
  });
});

describe('main API chat calls', () => {
  it('delete sends the id as JSON with the access token', async () => {
    server.on('POST', '/api/chat/deletechat-message', (_r, res) =>
      sendJson(res, 200, ok({ id: '7', room_id: 'lobby' })),
    );
    await expect(deleteChatMessage(client, '7')).resolves.toEqual({ id: '7', room_id: 'lobby' });
    const [hit] = server.hits('/api/chat/deletechat-message');
    expect(JSON.parse(hit?.body ?? '')).toEqual({ id: '7' });
    expect(hit?.headers.authorization).toBe('access-1');
  });
});

describe('uploadChatImage', () => {
  it('sends the file as multipart field `file` with the chat token and reports progress', async () => {
    const uploaded = {
      image_id: 'img-1',
      url: '/chat-api/images/1.png',
      thumbUrl: '/chat-api/images/1_t.png',
      width: 4,
      height: 4,
    };
    server.on('POST', `${CHAT}/chat/uploadImage`, (_r, res) => sendJson(res, 200, ok(uploaded)));
    const bytes = new Uint8Array(200_000).fill(7);
    const file = new File([bytes], 'photo.png', { type: 'image/png' });
    const progress: number[] = [];
    await expect(
      uploadChatImage(client, 'guest', file, (fraction) => progress.push(fraction)),
    ).resolves.toEqual(uploaded);

    const [hit] = server.hits(`${CHAT}/chat/uploadImage`);
    expect(hit?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(hit?.headers.authorization).toBe('Bearer chat-1');
    expect(hit?.query.get('identity')).toBe('guest');
    expect(hit?.query.get('app_id')).toBe('JL01');
    expect(hit?.body).toContain('name="file"; filename="photo.png"');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    expect(
      progress.every((p, i) => p >= 0 && p <= 1 && (i === 0 || p >= (progress[i - 1] ?? 0))),
    ).toBe(true);
  });

  it('rejects with the server refusal', async () => {
    server.on('POST', `${CHAT}/chat/uploadImage`, (_r, res) =>
      sendJson(res, 400, { code: 'SYS/BAD_REQUEST', msg: '仅支持 JPG、PNG、GIF、WEBP 图片' }),
    );
    const error = (await uploadChatImage(client, 'user', new Blob(['x'])).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.msg).toBe('仅支持 JPG、PNG、GIF、WEBP 图片');
    expect(error.status).toBe(400);
  });
});
