// A conversation's messages against a fake chat service and socket: history pages upward to the
// total, the live limit at the bottom, dedupe and order, sending with the echo replacing the copy,
// failures and resends, refusals and slow mode, image upload progress, gap fill after a reconnect,
// deletes, private conversations, and a 403.
import { ChatCommand, type ChatContact, type ChatRoom } from '@jinli/contract';
import { ApiError } from '@jinli/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatSessionController } from './chatSession';
import { CHAT_ECHO_TIMEOUT_MS, type Conversation } from './conversation';
import {
  FakeChatApi,
  FakeTokens,
  fakeSocketFactory,
  moderator,
  selfInfo,
  serverMessage,
} from './fakeChat';

const sessions: ChatSessionController[] = [];
afterEach(() => {
  while (sessions.length) sessions.pop()?.dispose();
  vi.useRealTimers();
});

const lobby: ChatRoom = {
  room_id: 'lobby',
  name: '大厅',
  gameId: null,
  enable_chat: 1,
  min_chat_level: 0,
  total_people: 3,
  sec_per_mess: 5,
  last_message: null,
};

async function setup(history = 0, options: { roomId?: string } = {}) {
  const roomId = options.roomId ?? 'lobby';
  const api = new FakeChatApi();
  const tokens = new FakeTokens();
  const { socket, createSocket } = fakeSocketFactory();
  const onForbidden = vi.fn();
  const session = new ChatSessionController({ api, tokens, createSocket, onForbidden });
  sessions.push(session);
  for (let i = 0; i < history; i++) api.history(roomId).push(serverMessage(roomId, `历史${i}`));
  const conversation = session.conversation({ type: 'room', roomId });
  const close = session.openConversation(conversation);
  await vi.waitFor(() =>
    expect(conversation.state.loaded || !!conversation.state.error).toBe(true),
  );
  socket.emit('joined', { room: { ...lobby, room_id: roomId }, lastId: '' });
  return { api, socket, session, conversation, close, roomId, onForbidden };
}

const bodies = (c: Conversation) => c.state.messages.map((m) => m.content.body);

/** Plays the server's echo of what the state last sent to a room. */
function echo(
  api: FakeChatApi,
  socket: ReturnType<typeof fakeSocketFactory>['socket'],
  roomId: string,
) {
  const sent = socket.sent.at(-1)?.content as {
    body: string;
    client_id: string;
    image_id?: string;
  };
  const message = serverMessage(roomId, sent.body, {
    client_id: sent.client_id,
    userinfo: selfInfo,
    ...(sent.image_id
      ? {
          type: 'image',
          image: { url: `/i/${sent.image_id}.png`, thumbUrl: 't', width: 1, height: 1 },
        }
      : {}),
  });
  api.history(roomId).push(message);
  socket.emit('message', message);
  return message;
}

describe('history', () => {
  it('joins the room and reads the newest 150, then older pages until the total', async () => {
    const { api, socket, conversation } = await setup(320);
    expect(socket.joins).toEqual(['lobby']);
    expect(api.callsOf('records')[0]).toEqual(['user', { roomId: 'lobby', page: 1, talkType: 2 }]);
    expect(conversation.state.messages).toHaveLength(150);
    expect(bodies(conversation).at(-1)).toBe('历史319');
    expect(conversation.state).toMatchObject({ total: 320, hasOlder: true, room: lobby });

    await conversation.loadOlder();
    expect(conversation.state.messages).toHaveLength(300);
    expect(bodies(conversation)[0]).toBe('历史20');
    expect(conversation.state.hasOlder).toBe(true);
    await conversation.loadOlder();
    expect(conversation.state.messages).toHaveLength(320);
    expect(bodies(conversation)[0]).toBe('历史0');
    expect(conversation.state.hasOlder).toBe(false);
    const pages = api.callsOf('records').map((c) => (c[1] as { page?: number }).page);
    expect(pages).toEqual([1, 2, 3]);
    await conversation.loadOlder();
    expect(api.callsOf('records')).toHaveLength(3);
  });

  it('an empty room has nothing older', async () => {
    const { conversation } = await setup(0);
    expect(conversation.state).toMatchObject({ loaded: true, hasOlder: false, messages: [] });
  });

  it('keeps one copy per id in time order, and never a hidden (70) message', async () => {
    const { socket, conversation } = await setup(2);
    const late = serverMessage('lobby', '晚到', { at: 1 });
    socket.emit('message', late);
    socket.emit('message', late);
    socket.emit('message', serverMessage('lobby', '隐藏', { command: ChatCommand.HIDDEN }));
    socket.emit('message', serverMessage('other', '别的房间'));
    expect(bodies(conversation)).toEqual(['晚到', '历史0', '历史1']);
  });

  it('keeps at most 100 live at the bottom, and all while the viewer reads up', async () => {
    const { socket, conversation } = await setup(150);
    conversation.setAtBottom(false);
    for (let i = 0; i < 5; i++) socket.emit('message', serverMessage('lobby', `新${i}`));
    expect(conversation.state.messages).toHaveLength(155);
    conversation.setAtBottom(true);
    expect(conversation.state.messages).toHaveLength(100);
    expect(bodies(conversation).at(-1)).toBe('新4');
    expect(conversation.state.hasOlder).toBe(true);
    socket.emit('message', serverMessage('lobby', '新5'));
    expect(conversation.state.messages).toHaveLength(100);
    expect(bodies(conversation)[0]).toBe('历史56');

    // Reading up again finds the trimmed ones without a gap.
    await conversation.loadOlder();
    expect(bodies(conversation).slice(0, 2)).toEqual(['历史0', '历史1']);
    expect(conversation.state.messages).toHaveLength(156);
  });

  it('fills the gap after a reconnect from the last id it had, page after page', async () => {
    const { api, socket, conversation } = await setup(3);
    const lastId = conversation.state.messages.at(-1)?.id ?? null;
    for (let i = 0; i < 160; i++) api.history('lobby').push(serverMessage('lobby', `断线${i}`));
    socket.emit('resumed', { roomId: 'lobby', lastId });
    await vi.waitFor(() => expect(bodies(conversation).at(-1)).toBe('断线159'));
    const gapCalls = api.callsOf('records').slice(1);
    expect(gapCalls.map((c) => (c[1] as { afterId?: string }).afterId)).toEqual([
      lastId,
      api.history('lobby')[152]?.id,
    ]);
    expect(new Set(conversation.state.messages.map((m) => m.id)).size).toBe(
      conversation.state.messages.length,
    );
    // Live again at the bottom: the newest 100 stay.
    expect(conversation.state.messages).toHaveLength(100);
  });

  it('reads what was said between the history and the join', async () => {
    const { api, socket, conversation } = await setup(2);
    const missed = serverMessage('lobby', '加入前');
    api.history('lobby').push(missed);
    socket.emit('joined', { room: lobby, lastId: missed.id });
    await vi.waitFor(() => expect(bodies(conversation).at(-1)).toBe('加入前'));
    const afterIds = api.callsOf('records').map((c) => (c[1] as { afterId?: string }).afterId);
    expect(afterIds.filter(Boolean)).toHaveLength(1);
    // Joined again with nothing new: no read.
    socket.emit('joined', { room: lobby, lastId: missed.id });
    expect(api.callsOf('records')).toHaveLength(2);
  });

  it('a rejoin after a reconnect reads the gap once', async () => {
    const { api, socket, conversation } = await setup(2);
    const had = conversation.state.messages.at(-1)?.id ?? null;
    const missed = serverMessage('lobby', '断线时');
    api.history('lobby').push(missed);
    socket.emit('joined', { room: lobby, lastId: missed.id });
    socket.emit('resumed', { roomId: 'lobby', lastId: had });
    await vi.waitFor(() => expect(bodies(conversation).at(-1)).toBe('断线时'));
    expect(api.callsOf('records')).toHaveLength(2);
  });

  it('a 403 on the history sends a guest to login (spec §8)', async () => {
    const api = new FakeChatApi();
    api.failures.set('records', new ApiError('SYS/FORBIDDEN', '无权进行该操作', 403));
    const { socket, createSocket } = fakeSocketFactory();
    const onForbidden = vi.fn();
    const tokens = new FakeTokens();
    tokens.access = null;
    const session = new ChatSessionController({ api, tokens, createSocket, onForbidden });
    sessions.push(session);
    const conversation = session.conversation({ type: 'room', roomId: 'lobby' });
    session.openConversation(conversation);
    await vi.waitFor(() => expect(conversation.state.error).toBe('无权进行该操作'));
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(socket.joins).toEqual(['lobby']);
  });

  it('a 403 to a signed-in player is a refusal: its reason stays, the player stays signed in (issue 34)', async () => {
    const api = new FakeChatApi();
    api.failures.set('contactDetail', new ApiError('SYS/FORBIDDEN', '仅可与管理员或客服私聊', 403));
    const { createSocket } = fakeSocketFactory();
    const onForbidden = vi.fn();
    const session = new ChatSessionController({
      api,
      tokens: new FakeTokens(),
      createSocket,
      onForbidden,
    });
    sessions.push(session);
    const conversation = session.conversation({ type: 'private', friendId: '2048' });
    session.openConversation(conversation);
    await vi.waitFor(() => expect(conversation.state.refused).toBe('仅可与管理员或客服私聊'));
    expect(onForbidden).not.toHaveBeenCalled();
    // The toast's error is cleared once shown; the refusal is not.
    conversation.clearError();
    expect(conversation.state.refused).toBe('仅可与管理员或客服私聊');
  });
});

it('a 405 on the history makes the whole session unavailable', async () => {
  const api = new FakeChatApi();
  api.failures.set('records', new ApiError('CHAT/UNAVAILABLE', '聊天室目前不可用', 405));
  const { socket, createSocket } = fakeSocketFactory();
  const session = new ChatSessionController({ api, tokens: new FakeTokens(), createSocket });
  sessions.push(session);
  await session.ensureStarted();
  const conversation = session.conversation({ type: 'room', roomId: 'lobby' });
  session.openConversation(conversation);
  await vi.waitFor(() => expect(session.state.status).toBe('unavailable'));
  expect(session.state.message).toBe('聊天室目前不可用');
  expect(socket.stops).toBe(1);
});

describe('sending', () => {
  it('shows the message at once, then the echo replaces it, and slow mode starts', async () => {
    const { api, socket, conversation } = await setup(1);
    conversation.sendText('  你好  ');
    const pending = conversation.state.messages.at(-1);
    expect(pending).toMatchObject({ sending: true, content: { body: '你好', userinfo: selfInfo } });
    expect(pending?.failedMsg).toBeUndefined();
    expect(socket.sent[0]).toEqual({
      command: 'room',
      content: { room_id: 'lobby', type: 'text', body: '你好', client_id: pending?.id },
    });

    const stored = echo(api, socket, 'lobby');
    expect(conversation.state.messages).toHaveLength(2);
    expect(conversation.state.messages.at(-1)).toEqual(stored);
    expect(conversation.cooldownSeconds()).toBe(5);

    conversation.sendText('再说一句');
    expect(conversation.state.error).toBe('发言过快，请5秒后再试');
    expect(socket.sent).toHaveLength(1);
  });

  it('ignores empty text and refuses over 500 characters without sending', async () => {
    const { socket, conversation } = await setup();
    conversation.sendText('   ');
    conversation.sendText('字'.repeat(501));
    expect(socket.sent).toEqual([]);
    expect(conversation.state.error).toBe('消息内容不能为空且不超过500字');
    expect(conversation.state.messages).toEqual([]);
  });

  it('marks a message failed when not connected, and resends it at most twice', async () => {
    const { socket, conversation } = await setup();
    socket.connected = false;
    conversation.sendText('断网了');
    const id = conversation.state.messages[0]?.id as string;
    expect(conversation.state.messages[0]).toMatchObject({ sending: true, failedMsg: '发送失败' });

    conversation.retry(id);
    expect(conversation.state.messages[0]).toMatchObject({ retry: 1, failedMsg: '发送失败' });
    conversation.retry(id);
    expect(conversation.state.messages[0]).toMatchObject({ retry: 2, failedMsg: '发送失败' });
    socket.connected = true;
    conversation.retry(id); // a third resend is not offered
    expect(socket.sent).toEqual([]);
    expect(conversation.state.messages[0]?.retry).toBe(2);
  });

  it('a resend that reaches the server is replaced by its echo', async () => {
    const { api, socket, conversation } = await setup();
    socket.connected = false;
    conversation.sendText('再试');
    socket.connected = true;
    conversation.retry(conversation.state.messages[0]?.id as string);
    expect(conversation.state.messages[0]).toMatchObject({ retry: 1, sending: true });
    expect(conversation.state.messages[0]?.failedMsg).toBeUndefined();
    echo(api, socket, 'lobby');
    expect(conversation.state.messages).toHaveLength(1);
    expect(conversation.state.messages[0]?.sending).toBeUndefined();
  });

  it('fails a message the server never echoes', async () => {
    vi.useFakeTimers();
    const { conversation } = await setup();
    conversation.sendText('没有回音');
    await vi.advanceTimersByTimeAsync(CHAT_ECHO_TIMEOUT_MS - 100);
    expect(conversation.state.messages[0]?.failedMsg).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(conversation.state.messages[0]?.failedMsg).toBe('发送失败');
  });

  it('a refusal fails the message with the server’s text; too fast starts the countdown', async () => {
    const { socket, conversation, session } = await setup();
    conversation.sendText('太快');
    const id = conversation.state.messages[0]?.id as string;
    socket.emit('refused', {
      code: 'SYS/TOO_MANY_REQUESTS',
      msg: '发言过快，请8秒后再试',
      clientId: id,
    });
    expect(conversation.state.messages[0]?.failedMsg).toBe('发言过快，请8秒后再试');
    expect(conversation.state.error).toBe('发言过快，请8秒后再试');
    expect(conversation.cooldownSeconds()).toBe(8);

    const other = session.conversation({ type: 'room', roomId: 'g71' });
    session.openConversation(other);
    socket.emit('refused', {
      code: 'SYS/FORBIDDEN',
      msg: '您已被禁言，暂时无法发言',
      clientId: 'nobody',
    });
    expect(other.state.error).toBeNull();
  });

  it('uploads an image with progress, then sends its image_id; a failed upload is resent', async () => {
    const { api, socket, conversation } = await setup();
    const file = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
    conversation.sendImage(file);
    const id = conversation.state.messages[0]?.id as string;
    expect(conversation.state.messages[0]).toMatchObject({ uploading: true, progress: 0 });
    api.uploads[0]?.progress(0.5);
    expect(conversation.state.messages[0]?.progress).toBe(0.5);
    api.uploads[0]?.reject(new ApiError('SYS/BAD_REQUEST', '图片不能超过5MB', 400));
    await vi.waitFor(() =>
      expect(conversation.state.messages[0]).toMatchObject({
        uploading: false,
        failedMsg: '图片不能超过5MB',
      }),
    );
    expect(socket.sent).toEqual([]);

    conversation.retry(id);
    expect(conversation.state.messages[0]).toMatchObject({
      uploading: true,
      progress: 0,
      retry: 1,
    });
    api.uploads[1]?.resolve('img7');
    await vi.waitFor(() => expect(socket.sent).toHaveLength(1));
    expect(socket.sent[0]?.content).toMatchObject({ type: 'image', body: '', image_id: 'img7' });
    expect(conversation.state.messages[0]).toMatchObject({
      uploading: false,
      progress: 1,
      content: { image: { url: '/i/img7.png' } },
    });
    echo(api, socket, 'lobby');
    expect(conversation.state.messages).toHaveLength(1);
    expect(conversation.state.messages[0]?.content.type).toBe('image');
  });

  it('refuses a file that is not an image without uploading', async () => {
    const { api, conversation } = await setup();
    conversation.sendImage(new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(conversation.state.error).toBe('仅支持 JPG、PNG、GIF、WEBP 图片');
    expect(api.uploads).toEqual([]);
  });
});

describe('deleting', () => {
  it('a moderator deletes through the server; a deleted notice removes it for everyone', async () => {
    const { api, socket, conversation } = await setup(3);
    const [first, second] = conversation.state.messages.map((m) => m.id);
    await conversation.remove(first as string);
    expect(api.callsOf('deleteMessage')).toEqual([[first]]);
    expect(conversation.state.messages).toHaveLength(2);
    socket.emit('deleted', { id: second as string, roomId: 'lobby' });
    expect(conversation.state.messages).toHaveLength(1);
  });

  it('a failed message of ours is removed locally', async () => {
    const { api, socket, conversation } = await setup();
    socket.connected = false;
    conversation.sendText('不要了');
    await conversation.remove(conversation.state.messages[0]?.id as string);
    expect(conversation.state.messages).toEqual([]);
    expect(api.callsOf('deleteMessage')).toEqual([]);
  });
});

describe('head count', () => {
  it('follows PEOPLE', async () => {
    const { socket, conversation } = await setup();
    socket.emit('people', { roomId: 'lobby', totalPeople: 42 });
    expect(conversation.state.room?.total_people).toBe(42);
  });
});

describe('private conversations', () => {
  it('reads the contact, its history as talk type 1, sends SEND_PRIVATE and takes the partner’s messages', async () => {
    const api = new FakeChatApi();
    const contact: ChatContact = {
      id: moderator.user_id,
      guest_id: '',
      hash_id: '',
      nickname: moderator.nickname,
      avatarId: 1,
      room_id: 'p-1024-9',
      userId: 9,
      isService: 0,
      unread: 0,
      remark: '',
      last_message: null,
    };
    api.contacts.set(moderator.user_id, contact);
    api
      .history('p-1024-9')
      .push(serverMessage('p-1024-9', '之前的私信', { command: ChatCommand.PRIVATE_MESSAGE }));
    const { socket, createSocket } = fakeSocketFactory();
    const session = new ChatSessionController({ api, tokens: new FakeTokens(), createSocket });
    sessions.push(session);
    const conversation = session.conversation({ type: 'private', friendId: moderator.user_id });
    session.openConversation(conversation);
    await vi.waitFor(() => expect(conversation.state.loaded).toBe(true));
    expect(api.callsOf('records')[0]?.[1]).toEqual({ roomId: 'p-1024-9', page: 1, talkType: 1 });
    expect(socket.joins).toEqual([]);

    conversation.sendText('请问');
    expect(socket.sent[0]).toMatchObject({
      command: 'private',
      content: { reciveId: moderator.user_id, type: 'text', body: '请问' },
    });
    socket.emit(
      'message',
      serverMessage('p-1024-9', '您好', {
        command: ChatCommand.PRIVATE_MESSAGE,
        reciveId: selfInfo.user_id,
        at: Date.now() + 1000,
      }),
    );
    expect(bodies(conversation)).toEqual(['之前的私信', '请问', '您好']);
    // A private message to the room of the same name is not a room message.
    const room = session.conversation({ type: 'room', roomId: 'p-1024-9' });
    expect(room.state.messages).toEqual([]);
  });
});
