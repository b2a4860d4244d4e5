// @vitest-environment jsdom
// The React bindings against a real game socket server: pushed messages land in react-query's cache.
import { GameChannel, type LotteryOpenInfo } from '@jinli/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from '../../test/ws';
import { openInfo } from '../../test/fixtures';
import { startGameServer, type GameTestServer } from '../../test/gameServer';
import { sleep } from '../../test/testServer';
import { GameSocket } from '../GameSocket';
import type { WebSocketLike } from '../ReconnectingSocket';
import { GameSocketProvider } from './GameSocketProvider';
import { useGameSocketState, useOpenInfoSync } from './hooks';

const key = (gameId: number) => ['lottery', 'openInfo', gameId] as const;
const historyKey = (gameId: number) => ['lottery', 'history', gameId] as const;

let server: GameTestServer | undefined;
afterEach(async () => {
  await server?.close();
});

function setup(seed?: LotteryOpenInfo) {
  const socket = new GameSocket({
    servers: [server!.url],
    networkEvents: null,
    createWebSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (seed) queryClient.setQueryData(key(seed.gameId), seed);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <GameSocketProvider socket={socket}>{children}</GameSocketProvider>
    </QueryClientProvider>
  );
  return { socket, queryClient, wrapper };
}

const subscribed = (gameId: number) =>
  server!.frames.filter(
    (f) => f.command === 'subscribe' && (f.content as { gameId: number }).gameId === gameId,
  ).length === 3;

describe('useOpenInfoSync', () => {
  it('puts a pushed RESULT into the game open-info query, never an older one', async () => {
    server = await startGameServer();
    const { queryClient, wrapper } = setup(openInfo(71, '100'));
    const { unmount } = renderHook(
      () => useOpenInfoSync(71, { openInfoKey: key, replayKeys: (id) => [historyKey(id)] }),
      { wrapper },
    );
    await waitFor(() => expect(subscribed(71)).toBe(true));

    server.push(GameChannel.RESULT, openInfo(71, '101'));
    await waitFor(() =>
      expect(queryClient.getQueryData<LotteryOpenInfo>(key(71))?.pre?.turnNum).toBe('101'),
    );
    server.push(GameChannel.RESULT, openInfo(71, '099'));
    server.push(GameChannel.RESULT, openInfo(70, '555'));
    await sleep(100);
    expect(queryClient.getQueryData<LotteryOpenInfo>(key(71))?.pre?.turnNum).toBe('101');
    expect(queryClient.getQueryData(key(70))).toBeUndefined();
    unmount();
  });

  it('applies VIDEO and LIVE_URL_HISTORY to the shown turn and refreshes the history', async () => {
    server = await startGameServer();
    const { queryClient, wrapper } = setup(
      openInfo(110, '2026325', '01,02', { isStreaming: 1, liveUrl: '/live.m3u8' }),
    );
    queryClient.setQueryData(historyKey(110), { data: [], totalCount: 0 });
    renderHook(
      () => useOpenInfoSync(110, { openInfoKey: key, replayKeys: (id) => [historyKey(id)] }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(subscribed(110)).toBe(true));
    server.push(GameChannel.LIVE_URL_HISTORY, {
      gameId: 110,
      turnNum: '2026325',
      openNum: '01,02,03,04,05,06,07',
      openTime: '2026-11-21 20:30:00',
      liveUrl: '/replay.m3u8',
    });
    await waitFor(() =>
      expect(queryClient.getQueryData<LotteryOpenInfo>(key(110))?.pre).toMatchObject({
        isStreaming: 0,
        liveUrl: '/replay.m3u8',
        openNum: '01,02,03,04,05,06,07',
      }),
    );
    expect(queryClient.getQueryState(historyKey(110))?.isInvalidated).toBe(true);
  });

  it('shows the connection state and closes the socket on unmount', async () => {
    server = await startGameServer();
    const { socket, wrapper } = setup();
    function State() {
      return <p>{useGameSocketState()}</p>;
    }
    const { unmount } = render(<State />, { wrapper });
    expect((await screen.findByText('open')).textContent).toBe('open');
    unmount();
    expect(socket.state).toBe('closed');
  });
});
