// The chat screens on a chat session with the state's fakes (an in-memory chat service and a socket
// the test plays the server on) and the rooms list from a real HTTP test server: a room's history
// and live messages, sending, a moderator's delete, the tab limit with take-over, the private and
// invite prompts app-wide, 405 and the bubble.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ApiError } from '@jinli/api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, testRoute } from '../../../test/renderApp';
import { ok, startTestServer, type TestServer } from '../../../test/testServer';
import type { FeatureSwitches } from '../../app/context/appSwitches';
import type { AppRoute } from '../../app/router/routeHandle';
import { roomsFixture } from './chatFixtures';
import { setAccessToken } from '../../app/session/sessionStore';
import { ChatPromptHost } from './components/ChatPromptHost';
import { FloatingChatBubble } from './components/FloatingChatBubble';
import { ChatRoomScreen } from './screens/ChatRoomScreen';
import { ChatRoomsScreen } from './screens/ChatRoomsScreen';
import { PrivateChatScreen } from './screens/PrivateChatScreen';
import { ChatSessionContext, ChatSessionController } from './state';
import {
  FakeChatApi,
  FakeTokens,
  chatSelf,
  fakeSocketFactory,
  moderator,
  selfInfo,
  serverMessage,
} from './state/fakeChat';

let server: TestServer;
let api: FakeChatApi;
let tokens: FakeTokens;
let socket: ReturnType<typeof fakeSocketFactory>['socket'];
let session: ChatSessionController;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  api = new FakeChatApi();
  tokens = new FakeTokens();
  const made = fakeSocketFactory();
  socket = made.socket;
  session = new ChatSessionController({ api, tokens, createSocket: made.createSocket });
  server.on('/chat-api/chat/rooms', () => ok(roomsFixture));
  server.on('/chat-api/chat/contact/list', () => ok([]));
  api.history('lobby').push(
    serverMessage('lobby', '欢迎来到大厅'),
    serverMessage('lobby', '今晚看好 18 号', {
      userinfo: { user_id: '2048', nickname: '幸运星', chatLevel: 1, avatarId: 5, color: 2 },
    }),
  );
});
afterEach(() => session.dispose());

function withSession(element: ReactNode) {
  return <ChatSessionContext value={session}>{element}</ChatSessionContext>;
}

function route(id: string, path: string, element: ReactNode): AppRoute {
  return {
    id,
    path,
    handle: { themeColor: '#123456', transition: 'none' },
    element: withSession(element),
  };
}

function render(path: string, extra: AppRoute[] = [], switches: FeatureSwitches = {}) {
  return renderApp({
    switches,
    routes: [
      route('rooms', '/chat-rooms', <ChatRoomsScreen />),
      route('room', '/chat-rooms/:roomId', <ChatRoomScreen />),
      testRoute('/', 'home-page'),
      ...extra,
    ],
    path,
    apiOrigin: server.origin,
  });
}

describe('chat room screen', () => {
  it('draws the messages as the brand chooses (chatMessageStyle), bubbles by default', async () => {
    const first = render('/chat-rooms/lobby');
    const bubble = await screen.findByText('今晚看好 18 号');
    expect(bubble.closest('.jl-chat-msg')).toHaveClass('jl-chat-msg--bubble');
    first.view.unmount();
    for (const style of ['tail', 'line', 'card'] as const) {
      const app = render('/chat-rooms/lobby', [], { chatMessageStyle: style });
      const text = await screen.findByText('今晚看好 18 号');
      expect(text.closest('.jl-chat-msg')).toHaveClass(`jl-chat-msg--${style}`);
      expect(screen.getByTestId('chat-messages').parentElement).toHaveAttribute(
        'data-variant',
        style,
      );
      app.view.unmount();
    }
  });

  it('shows the history, sends a message and shows the live echo on the right', async () => {
    const user = userEvent.setup();
    render('/chat-rooms/lobby');
    expect(await screen.findByText('今晚看好 18 号')).toBeInTheDocument();
    await waitFor(() => expect(socket.joins).toContain('lobby'));
    act(() => socket.emit('joined', { room: roomsFixture[1]!, lastId: '' }));
    expect(await screen.findByText('聊天大厅')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: '输入消息' }), '跟一手{Enter}');
    await waitFor(() => expect(socket.sent).toHaveLength(1));
    const sent = socket.sent[0]!.content as { body: string; client_id: string; room_id: string };
    expect(sent).toMatchObject({ body: '跟一手', room_id: 'lobby' });
    act(() =>
      socket.emit(
        'message',
        serverMessage('lobby', '跟一手', { userinfo: selfInfo, client_id: sent.client_id }),
      ),
    );
    const mine = await screen.findByText('跟一手');
    expect(mine.closest('[data-testid="chat-message"]')).toHaveAttribute('data-mine', 'true');
    const other = screen.getByText('今晚看好 18 号').closest('[data-testid="chat-message"]');
    expect(other).toHaveAttribute('data-mine', 'false');
    // A player deletes nothing.
    expect(screen.queryByRole('button', { name: '更多操作' })).toBeNull();
  });

  it('offers a moderator 删除, which asks the service and toasts 操作成功', async () => {
    api.selfInfo = chatSelf(moderator);
    const user = userEvent.setup();
    render('/chat-rooms/lobby');
    const target = (await screen.findByText('今晚看好 18 号')).closest(
      '[data-testid="chat-message"]',
    ) as HTMLElement;
    await user.click(within(target).getByRole('button', { name: '更多操作' }));
    await user.click(within(target).getByRole('menuitem', { name: '删除' }));
    await waitFor(() => expect(api.callsOf('deleteMessage')).toHaveLength(1));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
  });

  it('says when chat is open in another tab and takes it over on request', async () => {
    const user = userEvent.setup();
    render('/chat-rooms/lobby');
    await screen.findByText('今晚看好 18 号');
    act(() => socket.emit('tabLimit', undefined));
    const notice = await screen.findByTestId('chat-tab-limit');
    expect(notice).toHaveTextContent('聊天室已在其他窗口打开，请先关闭其他窗口');
    expect(screen.queryByRole('textbox', { name: '输入消息' })).toBeNull();
    const starts = socket.starts;
    await user.click(within(notice).getByRole('button', { name: '在此窗口继续聊天' }));
    await waitFor(() => expect(socket.starts).toBeGreaterThan(starts));
  });

  it('goes home with 聊天室目前不可用 when chat becomes unavailable', async () => {
    const { router } = render('/chat-rooms/lobby');
    await screen.findByText('今晚看好 18 号');
    act(() => socket.emit('unavailable', { msg: '' }));
    expect(await screen.findByText('聊天室目前不可用')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('chat rooms screen', () => {
  it('lists the rooms lobby first with head counts and opens one', async () => {
    const user = userEvent.setup();
    const { router } = render('/chat-rooms');
    const rooms = await screen.findAllByTestId('chat-room');
    expect(rooms[0]).toHaveTextContent('聊天大厅');
    expect(rooms[0]).toHaveTextContent('128人');
    await user.click(rooms[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-rooms/lobby'));
  });
});

describe('app-wide chat pieces', () => {
  it('keeps chat going for a signed-in player on any screen, so a prompt reaches them there', async () => {
    setAccessToken('access-1');
    try {
      render('/profile', [route('profile', '/profile', <ChatPromptHost />)]);
      // No chat screen was opened: the host started the session itself.
      await waitFor(() => expect(session.state.status).toBe('open'));
      act(() =>
        socket.emit('message', {
          ...serverMessage('p_9_1024', '请查看活动', {
            userinfo: moderator,
            reciveId: selfInfo.user_id,
          }),
          command: 21,
          channel: 'private:p_9_1024',
        }),
      );
      expect(await screen.findByRole('alertdialog')).toHaveTextContent(
        '管理员给您发来一条私信，是否现在查看？',
      );
    } finally {
      setAccessToken(null);
    }
  });

  it('lets a moderator invite the private-chat partner into the room the chat came from', async () => {
    api.selfInfo = chatSelf(moderator);
    const user = userEvent.setup();
    render('/chat-rooms/lobby/friends/2048?nickname=幸运星', [
      route('private', '/chat-rooms/:roomId/friends/:userId', <PrivateChatScreen />),
    ]);
    await user.click(await screen.findByRole('button', { name: '邀请进房' }));
    expect(await screen.findByText('邀请已发送')).toBeInTheDocument();
    expect(socket.sent).toContainEqual({
      command: 'invite',
      content: { reciveId: '2048', room_id: 'lobby' },
    });
  });

  it('offers no invite to a player', async () => {
    render('/chat-rooms/lobby/friends/9?nickname=管理员', [
      route('private', '/chat-rooms/:roomId/friends/:userId', <PrivateChatScreen />),
    ]);
    await screen.findByTestId('private-chat-screen');
    await waitFor(() => expect(session.state.status).toBe('open'));
    expect(screen.queryByRole('button', { name: '邀请进房' })).not.toBeInTheDocument();
  });

  it('explains a refused private chat and keeps the player signed in (issue 34)', async () => {
    // A player opening another player's private chat by URL: the service answers 403.
    api.contactDetail = () =>
      Promise.reject(new ApiError('SYS/FORBIDDEN', '仅可与管理员或客服私聊', 403));
    const forbidden: string[] = [];
    session.dispose();
    const made = fakeSocketFactory();
    session = new ChatSessionController({
      api,
      tokens,
      createSocket: made.createSocket,
      onForbidden: () => forbidden.push('login'),
    });
    setAccessToken('tok');
    const { router } = render('/chat-rooms/lobby/friends/2048?nickname=幸运星', [
      route('private', '/chat-rooms/:roomId/friends/:userId', <PrivateChatScreen />),
    ]);
    const conversation = await screen.findByTestId('chat-conversation');
    await waitFor(() =>
      expect(within(conversation).getAllByText('仅可与管理员或客服私聊').length).toBeGreaterThan(0),
    );
    expect(forbidden).toEqual([]);
    expect(router.state.location.pathname).toBe('/chat-rooms/lobby/friends/2048');
    // No composer to type into a conversation that cannot be held.
    expect(within(conversation).queryByRole('button', { name: '发送' })).not.toBeInTheDocument();
  });

  it("prompts about a moderator's private message and opens that chat", async () => {
    const user = userEvent.setup();
    const { router } = render('/chat-rooms/lobby', [
      route('profile', '/profile', <ChatPromptHost />),
      route('private', '/chat-rooms/:roomId/friends/:userId', <p>private-page</p>),
    ]);
    await screen.findByText('今晚看好 18 号');
    await act(() => router.navigate('/profile'));
    act(() =>
      socket.emit('message', {
        ...serverMessage('p_9_1024', '您好，有什么可以帮您？', {
          userinfo: moderator,
          reciveId: selfInfo.user_id,
        }),
        command: 21,
        channel: 'private:p_9_1024',
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('管理员给您发来一条私信，是否现在查看？');
    await user.click(within(dialog).getByRole('button', { name: '查看' }));
    expect(await screen.findByText('private-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/chat-rooms/p_9_1024/friends/9');
  });

  it('the bubble opens /chat-rooms, or toasts 聊天室目前不可用 while chat is unavailable', async () => {
    const user = userEvent.setup();
    const { router } = render('/home', [route('home2', '/home', <FloatingChatBubble topLevel />)]);
    await user.click(await screen.findByRole('button', { name: '聊天室' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-rooms'));

    await act(() => router.navigate('/home'));
    act(() => {
      session.state.status = 'unavailable';
    });
    await user.click(await screen.findByRole('button', { name: '聊天室' }));
    expect(await screen.findByText('聊天室目前不可用')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
