import { describe, expect, it } from 'vitest';
import {
  GAME_SOCKET_SERVER_COUNT,
  gameClientFrameSchema,
  gameServerFrameSchema,
  gameSocketPath,
} from './gameSocket';

describe('game socket contract', () => {
  it('names 40 servers at /ws-game/{id}', () => {
    expect(GAME_SOCKET_SERVER_COUNT).toBe(40);
    expect(gameSocketPath(7)).toBe('/ws-game/7');
  });

  it('accepts the client frames and refuses others', () => {
    for (const frame of [
      { command: 'subscribe', channel: 'RESULT', content: { gameId: 110 } },
      { command: 'unsubscribe', channel: 'LIVE_URL_HISTORY', content: { gameId: 71 } },
      { command: 'ping' },
      { command: 'ping', channel: 'heartbeat', content: 1 },
    ])
      expect(gameClientFrameSchema.safeParse(frame).success, JSON.stringify(frame)).toBe(true);
    for (const frame of [
      { command: 'subscribe', channel: 'NEWS', content: { gameId: 110 } },
      { command: 'subscribe', channel: 'RESULT', content: { gameId: 0 } },
      { command: 'push', channel: 'RESULT', content: {} },
      null,
    ])
      expect(gameClientFrameSchema.safeParse(frame).success, JSON.stringify(frame)).toBe(false);
  });

  it('types pushes by channel', () => {
    const video = { gameId: 110, turnNum: '2026325', isStreaming: 1, liveUrl: '/x.m3u8' };
    expect(
      gameServerFrameSchema.safeParse({ command: 'push', channel: 'VIDEO', content: video })
        .success,
    ).toBe(true);
    // A VIDEO body on the RESULT channel is not a RESULT.
    expect(
      gameServerFrameSchema.safeParse({ command: 'push', channel: 'RESULT', content: video })
        .success,
    ).toBe(false);
    expect(
      gameServerFrameSchema.safeParse({
        command: 'error',
        channel: '',
        content: { code: 'SYS/BAD_REQUEST', msg: '消息格式有误' },
      }).success,
    ).toBe(true);
  });
});
