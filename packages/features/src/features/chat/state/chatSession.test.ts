// The chat session against a fake chat service and socket: starting as a player and as a guest,
// the enable flag, maintenance and its polling, token failures, the socket's stops, the idle close,
// login clearing the guest, and the prompts' rules.
import { CHAT_REFUSAL, ChatCommand, type ChatConfig } from '@jinli/contract';
import { ApiError } from '@jinli/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatSessionController, roomIdOfPath } from './chatSession';
import { chatStateStrings } from './chatStateStrings';
import {
  FakeChatApi,
  FakeTokens,
  chatSelf,
  fakeSocketFactory,
  moderator,
  selfInfo,
  serverMessage,
} from './fakeChat';
import { GUEST_HASH_ID_KEY, readGuestIdentity } from './guestIdentity';

const sessions: ChatSessionController[] = [];
afterEach(() => {
  while (sessions.length) sessions.pop()?.dispose();
  vi.useRealTimers();
});

function setup(options: { guest?: boolean; idleCloseMs?: number; pollMs?: number } = {}) {
  const api = new FakeChatApi();
  const tokens = new FakeTokens();
  if (options.guest) tokens.access = null;
  const { socket, createSocket } = fakeSocketFactory();
  const onForbidden = vi.fn();
  const session = new ChatSessionController({
    api,
    tokens,
    createSocket,
    idleCloseMs: options.idleCloseMs ?? 60_000,
    maintenancePollMs: options.pollMs ?? 120_000,
    onForbidden,
  });
  sessions.push(session);
  return { api, tokens, socket, session, onForbidden };
}

const maintenanceOn: ChatConfig = {
  enable_chat_maintenance: { configValue: '1' },
} as unknown as ChatConfig;
const maintenanceOff: ChatConfig = {
  enable_chat_maintenance: { configValue: '0' },
} as unknown as ChatConfig;

describe('starting', () => {
  it('a player: enable check, a fresh chat token, who the viewer is, then the socket', async () => {
    const { api, tokens, socket, session } = setup();
    await session.ensureStarted();
    expect(api.calls.map((c) => c.name)).toEqual([
      'enableChat',
      'chatConfig',
      'refreshToken',
      'self',
    ]);
    expect(tokens.chat).toBe('player-token-1');
    expect(api.callsOf('self')).toEqual([['user']]);
    expect(session.state).toMatchObject({ status: 'open', isGuest: false, self: chatSelf() });
    expect(socket.starts).toBe(1);

    // Running: a second screen asking changes nothing.
    await session.ensureStarted();
    expect(api.callsOf('refreshToken')).toHaveLength(1);
    expect(socket.starts).toBe(1);
  });

  it('one start at a time', async () => {
    const { api, session } = setup();
    await Promise.all([session.ensureStarted(), session.ensureStarted(), session.ensureStarted()]);
    expect(api.callsOf('enableChat')).toHaveLength(1);
  });

  it('enableChat flag 1: unavailable, the chat token removed, no socket', async () => {
    const { api, tokens, socket, session } = setup();
    tokens.chat = 'old';
    api.enable = { flag: 1, msg: '聊天室目前不可用' };
    await session.ensureStarted();
    expect(session.state.status).toBe('unavailable');
    expect(session.state.message).toBe('聊天室目前不可用');
    expect(tokens.chat).toBeNull();
    expect(socket.starts).toBe(0);
    expect(api.callsOf('refreshToken')).toHaveLength(0);
  });

  it('405 from the chat service: unavailable', async () => {
    const { api, session } = setup();
    api.failures.set('self', new ApiError('CHAT/UNAVAILABLE', '聊天室目前不可用', 405));
    await session.ensureStarted();
    expect(session.state.status).toBe('unavailable');
  });

  it('a token refused at start: tokenInvalid and the token removed', async () => {
    const { api, tokens, session } = setup();
    api.failures.set('self', new ApiError('UC/TOKEN_INVALID', '登录已过期', 400));
    await session.ensureStarted();
    expect(session.state.status).toBe('tokenInvalid');
    expect(tokens.chat).toBeNull();
  });

  it('a network failure: idle, and the next ask starts again', async () => {
    const { api, session } = setup();
    api.failures.set('refreshToken', ApiError.network());
    await session.ensureStarted();
    expect(session.state.status).toBe('idle');
    await session.ensureStarted();
    expect(session.state.status).toBe('open');
  });

  it('a guest: one guest identity in session storage, a token for its hash, guest calls', async () => {
    const first = setup({ guest: true });
    await first.session.ensureStarted();
    expect(first.api.callsOf('enableChat')).toHaveLength(0);
    expect(first.api.callsOf('generateGuest')).toHaveLength(1);
    expect(first.api.callsOf('guestToken')).toEqual([['hash1']]);
    expect(first.api.callsOf('self')).toEqual([['guest']]);
    expect(first.tokens.guestToken).toBe('guest-token-1');
    expect(first.tokens.chat).toBeNull(); // never stored as chat_login_token
    expect(first.session.state.isGuest).toBe(true);
    expect(readGuestIdentity()).toEqual({ guest_id: 'G1', nickname: '游客1', hash_id: 'hash1' });
    expect(JSON.parse(sessionStorage.getItem(GUEST_HASH_ID_KEY) ?? '{}')).toMatchObject({
      value: 'hash1',
    });

    // Another page load of the same tab reuses the identity.
    const second = setup({ guest: true });
    await second.session.ensureStarted();
    expect(second.api.callsOf('generateGuest')).toHaveLength(0);
    expect(second.api.callsOf('guestToken')).toEqual([['hash1']]);
  });

  it('login clears the guest identity and starts again as the player', async () => {
    const { api, tokens, session, socket } = setup({ guest: true });
    const release = session.retain();
    const conversation = session.conversation({ type: 'room', roomId: 'lobby' });
    const close = session.openConversation(conversation);
    await session.ensureStarted();
    expect(readGuestIdentity()).not.toBeNull();

    tokens.setAccess('access-2');
    expect(readGuestIdentity()).toBeNull();
    expect(session.state.isGuest).toBe(false);
    expect(socket.stops).toBeGreaterThan(0);
    await vi.waitFor(() => expect(session.state.status).toBe('open'));
    expect(api.callsOf('self').at(-1)).toEqual(['user']);
    close();
    release();
  });
});

describe('maintenance', () => {
  it('shows maintenance, polls config_chat, and starts again once it ends', async () => {
    vi.useFakeTimers();
    const { api, session, socket } = setup({ pollMs: 120_000 });
    api.config = maintenanceOn;
    const release = session.retain();
    await session.ensureStarted();
    expect(session.state.status).toBe('maintenance');
    expect(socket.starts).toBe(0);

    await vi.advanceTimersByTimeAsync(119_000);
    expect(api.callsOf('chatConfig')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.callsOf('chatConfig')).toHaveLength(2);
    expect(session.state.status).toBe('maintenance');

    api.config = maintenanceOff;
    await vi.advanceTimersByTimeAsync(120_000);
    await vi.waitFor(() => expect(session.state.status).toBe('open'));
    const polls = api.callsOf('chatConfig').length;
    await vi.advanceTimersByTimeAsync(360_000);
    // Polling stopped with the maintenance (the start itself read the config once more).
    expect(api.callsOf('chatConfig').length).toBe(polls);
    release();
  });

  it('the socket saying unavailable: maintenance when the config says so, else unavailable', async () => {
    const { api, session, socket } = setup();
    await session.ensureStarted();
    api.config = maintenanceOn;
    socket.emit('unavailable', { msg: '维护' });
    await vi.waitFor(() => expect(session.state.status).toBe('maintenance'));

    const other = setup();
    await other.session.ensureStarted();
    other.socket.emit('unavailable', { msg: '聊天室目前不可用' });
    await vi.waitFor(() => expect(other.session.state.status).toBe('unavailable'));
  });
});

describe('the socket', () => {
  it('mirrors connecting, open and reconnecting', async () => {
    const { session, socket } = setup();
    await session.ensureStarted();
    socket.setStatus('reconnecting');
    expect(session.state.status).toBe('reconnecting');
    socket.setStatus('open');
    expect(session.state.status).toBe('open');
  });

  it('token invalid: refreshed once and the socket started again; a second failure stops', async () => {
    vi.useFakeTimers();
    const { api, tokens, session, socket } = setup();
    await session.ensureStarted();
    await vi.advanceTimersByTimeAsync(20_000);
    socket.emit('tokenInvalid', { msg: '' });
    await vi.waitFor(() => expect(api.callsOf('refreshToken')).toHaveLength(2));
    await vi.waitFor(() => expect(socket.starts).toBe(2));
    expect(tokens.chat).toBe('player-token-2');

    // Refused again right after the refresh: the refresh failed; the token goes.
    socket.emit('tokenInvalid', { msg: '' });
    expect(session.state.status).toBe('tokenInvalid');
    expect(tokens.chat).toBeNull();
    expect(api.callsOf('refreshToken')).toHaveLength(2);
  });

  it('a chat token the API refused: the same recovery', async () => {
    vi.useFakeTimers();
    const { api, session } = setup();
    await session.ensureStarted();
    await vi.advanceTimersByTimeAsync(20_000);
    api.failures.set('refreshToken', new ApiError('UC/TOKEN_INVALID', '登录已过期', 400));
    session.chatTokenRefused();
    await vi.waitFor(() => expect(session.state.status).toBe('tokenInvalid'));
  });

  it('kicked and tab limit stop; take over starts the socket here again', async () => {
    const { session, socket } = setup();
    await session.ensureStarted();
    socket.emit('tabLimit', undefined);
    expect(session.state.status).toBe('tabLimit');
    session.takeOver();
    expect(socket.starts).toBe(2);
    expect(session.state.status).toBe('open');

    socket.emit('kicked', { msg: '您的账号已在其他设备登录' });
    expect(session.state).toMatchObject({ status: 'kicked', message: '您的账号已在其他设备登录' });
    await session.ensureStarted();
    expect(session.state.status).toBe('kicked');
  });

  it('closes a while after the last screen lets go, and opens again on the next ask', async () => {
    vi.useFakeTimers();
    const { session, socket } = setup({ idleCloseMs: 60_000 });
    const release = session.retain();
    await session.ensureStarted();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(socket.stops).toBe(0);
    release();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(socket.stops).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(socket.stops).toBe(1);
    expect(session.state.status).toBe('idle');
    await session.ensureStarted();
    expect(session.state.status).toBe('open');
  });
});

describe('prompts', () => {
  it('a moderator’s private message prompts, except on game pages and in that chat', async () => {
    const { session, socket } = setup();
    await session.ensureStarted();
    const privateFromModerator = (roomId: string) =>
      serverMessage(roomId, '你好', {
        command: ChatCommand.PRIVATE_MESSAGE,
        reciveId: selfInfo.user_id,
        userinfo: moderator,
      });

    session.setPathname('/game/71');
    socket.emit('message', privateFromModerator('p-1'));
    expect(session.state.privatePrompt).toBeNull();

    session.setPathname(`/chat-rooms/lobby/friends/${moderator.user_id}`);
    socket.emit('message', privateFromModerator('p-1'));
    expect(session.state.privatePrompt).toBeNull();

    session.setPathname('/profile');
    socket.emit('message', privateFromModerator('p-1'));
    expect(session.state.privatePrompt).toEqual({ from: moderator, roomId: 'p-1' });
    session.dismissPrompt('private');
    expect(session.state.privatePrompt).toBeNull();

    // From a player (chat level 0): no prompt.
    socket.emit(
      'message',
      serverMessage('p-2', '嗨', {
        command: ChatCommand.PRIVATE_MESSAGE,
        reciveId: selfInfo.user_id,
        userinfo: { ...moderator, user_id: '77', chatLevel: 0 },
      }),
    );
    expect(session.state.privatePrompt).toBeNull();
  });

  it('an invite prompts unless it names the room the viewer is in', async () => {
    const { session, socket } = setup();
    await session.ensureStarted();
    session.setPathname('/chat-rooms/g71');
    socket.emit('invite', { roomId: 'g71', from: moderator });
    expect(session.state.invitePrompt).toBeNull();
    session.setPathname('/game/71/chat-rooms/g71');
    socket.emit('invite', { roomId: 'g71', from: moderator });
    expect(session.state.invitePrompt).toBeNull();
    socket.emit('invite', { roomId: 'lobby', from: moderator });
    expect(session.state.invitePrompt).toEqual({ roomId: 'lobby', from: moderator });
  });

  it('award notices reach the listeners until they unsubscribe', async () => {
    const { socket, session } = setup();
    await session.ensureStarted();
    const heard: string[] = [];
    const stop = session.onAward((notice) => heard.push(`${notice.room_id}:${notice.reward}`));
    const notice = { room_id: 'lobby', nickname: '锦鲤', userName: 'YQ==', gameName: '极速六合彩' };
    socket.emit('award', { ...notice, reward: 5_000_000 });
    stop();
    socket.emit('award', { ...notice, reward: 6_000_000 });
    expect(heard).toEqual(['lobby:5000000']);
  });

  it('reads the room of a chat path', () => {
    expect(roomIdOfPath('/chat-rooms/lobby')).toBe('lobby');
    expect(roomIdOfPath('/game/71/chat-rooms/g71')).toBe('g71');
    expect(roomIdOfPath('/chat-rooms/lobby/friends/9')).toBeNull();
    expect(roomIdOfPath('/chat-rooms')).toBeNull();
  });
});

describe('texts', () => {
  it('says the contract’s refusal texts', () => {
    expect(chatStateStrings.textLength).toBe(CHAT_REFUSAL.textLength);
    expect(chatStateStrings.slowMode(3)).toBe(CHAT_REFUSAL.slowMode.replace('{n}', '3'));
    expect(chatStateStrings.imageType).toBe(CHAT_REFUSAL.imageType);
    expect(chatStateStrings.imageSize).toBe(CHAT_REFUSAL.imageSize);
  });
});
