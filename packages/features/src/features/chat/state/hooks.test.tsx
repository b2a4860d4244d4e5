// The hooks on a chat session of fakes: useChatSession's status and actions, useRoomChat following
// the room while mounted (joined, history, send with the echo, the slow-mode countdown ticking
// down, left on unmount), and useChatPrompts telling the session where the viewer is.
import { createApiClient } from '@jinli/api';
import { ApiProvider } from '@jinli/api/react';
import { ChatCommand } from '@jinli/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatSessionController } from './chatSession';
import { ChatSessionContext } from './chatSessionContext';
import {
  FakeChatApi,
  FakeTokens,
  fakeSocketFactory,
  moderator,
  selfInfo,
  serverMessage,
} from './fakeChat';
import { useChatPrompts } from './useChatPrompts';
import { useChatSession } from './useChatSession';
import { useRoomChat } from './useConversation';

const sessions: ChatSessionController[] = [];
afterEach(() => {
  while (sessions.length) sessions.pop()?.dispose();
});

function setup() {
  const api = new FakeChatApi();
  for (let i = 0; i < 3; i++) api.history('lobby').push(serverMessage('lobby', `历史${i}`));
  const { socket, createSocket } = fakeSocketFactory();
  const session = new ChatSessionController({ api, tokens: new FakeTokens(), createSocket });
  sessions.push(session);
  const client = createApiClient({ origin: 'http://127.0.0.1:9' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client}>
      <ChatSessionContext value={session}>{children}</ChatSessionContext>
    </ApiProvider>
  );
  return { api, socket, session, wrapper };
}

describe('useChatSession', () => {
  it('starts on ensureStarted and shows the status; the actions are stable', async () => {
    const { wrapper } = setup();
    const { result, rerender } = renderHook(() => useChatSession(), { wrapper });
    expect(result.current).toMatchObject({ status: 'idle', self: null, isGuest: false });
    const { ensureStarted, takeOver } = result.current;
    await await act(async () => result.current.ensureStarted());
    expect(result.current.status).toBe('open');
    expect(result.current.self?.user_id).toBe(selfInfo.user_id);
    rerender();
    expect(result.current.ensureStarted).toBe(ensureStarted);
    expect(result.current.takeOver).toBe(takeOver);
  });
});

describe('useRoomChat', () => {
  it('follows the room while mounted: history, send, echo, countdown, leave', async () => {
    const { api, socket, wrapper } = setup();
    const { result, unmount } = renderHook(() => useRoomChat('lobby'), { wrapper });
    await waitFor(() => expect(result.current.messages).toHaveLength(3));
    expect(socket.joins).toEqual(['lobby']);
    await act(async () =>
      socket.emit('joined', {
        room: {
          room_id: 'lobby',
          name: '大厅',
          gameId: null,
          enable_chat: 1,
          min_chat_level: 0,
          total_people: 2,
          sec_per_mess: 2,
          last_message: null,
        },
        lastId: '',
      }),
    );
    expect(result.current.room?.name).toBe('大厅');

    await act(async () => result.current.sendText('你好'));
    expect(result.current.messages.at(-1)).toMatchObject({ sending: true });
    const sent = socket.sent[0]?.content as { client_id: string };
    const echo = serverMessage('lobby', '你好', {
      client_id: sent.client_id,
      userinfo: selfInfo,
      at: Date.now(),
    });
    api.history('lobby').push(echo);
    await act(async () => socket.emit('message', echo));
    expect(result.current.messages).toHaveLength(4);
    expect(result.current.messages.at(-1)?.id).toBe(echo.id);
    expect(result.current.cooldownSeconds).toBe(2);
    await waitFor(() => expect(result.current.cooldownSeconds).toBe(0));

    unmount();
    expect(socket.leaves).toEqual(['lobby']);
  });

  it('null room: an empty conversation that does nothing', () => {
    const { socket, wrapper } = setup();
    const { result } = renderHook(() => useRoomChat(null), { wrapper });
    expect(result.current).toMatchObject({ room: null, messages: [], hasOlder: false });
    result.current.sendText('x');
    expect(socket.sent).toEqual([]);
  });
});

describe('useChatPrompts', () => {
  it('prompts by where the viewer is, and dismisses', async () => {
    const { session, socket, wrapper } = setup();
    await session.ensureStarted();
    const { result, rerender } = renderHook(({ path }) => useChatPrompts(path), {
      wrapper,
      initialProps: { path: '/game/71' },
    });
    const message = serverMessage('p-1', '私信', {
      command: ChatCommand.PRIVATE_MESSAGE,
      reciveId: selfInfo.user_id,
      userinfo: moderator,
    });
    await act(async () => socket.emit('message', message));
    expect(result.current.privatePrompt).toBeNull();
    rerender({ path: '/' });
    await act(async () => socket.emit('message', message));
    expect(result.current.privatePrompt).toEqual({ from: moderator, roomId: 'p-1' });
    await act(async () => result.current.dismiss('private'));
    expect(result.current.privatePrompt).toBeNull();
  });
});
