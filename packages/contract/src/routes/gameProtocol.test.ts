// The zod-free frame check against the contract's schema: the same verdict and the same value
// (unknown keys dropped) for every kind of server frame and for broken ones.
import { describe, expect, it } from 'vitest';
import { gameServerFrameSchema } from '../gameSocket';
import { GameChannel, GameCommand } from './gameConstants';
import { parseGameServerFrame } from './gameProtocol';

const openInfo = {
  gameId: 110,
  gameName: '澳门六合彩',
  cur: { turnNum: '2026330', closeTime: '2026-11-26 21:30:00', liveUrl: '' },
  pre: {
    turnNum: '2026329',
    openNum: '03,17,22,31,40,45,09',
    openTime: '2026-11-25 21:32:00',
    isStreaming: 0,
    liveUrl: '/live/110/2026329.m3u8',
  },
  plan: { turnNum: '2026330', planTime: '2026-11-26 21:32:00' },
  serverTime: '2026-11-26 10:00:00',
};
const video = { gameId: 110, turnNum: '2026330', isStreaming: 1, liveUrl: '/live/110.m3u8' };
const replay = {
  gameId: 110,
  turnNum: '2026329',
  openNum: '03,17,22,31,40,45,09',
  openTime: '2026-11-25 21:32:00',
  liveUrl: '/live/110/2026329.m3u8',
};

const valid: unknown[] = [
  { command: GameCommand.PUSH, channel: GameChannel.RESULT, content: openInfo },
  { command: GameCommand.PUSH, channel: GameChannel.RESULT, content: { ...openInfo, pre: null } },
  { command: GameCommand.PUSH, channel: GameChannel.VIDEO, content: video },
  { command: GameCommand.PUSH, channel: GameChannel.LIVE_URL_HISTORY, content: replay },
  { command: GameCommand.PONG, channel: 'heartbeat', content: 1234 },
  { command: GameCommand.PONG, channel: 'heartbeat', content: null },
  { command: GameCommand.SUBSCRIBED, channel: GameChannel.RESULT, content: { gameId: 71 } },
  { command: GameCommand.UNSUBSCRIBED, channel: GameChannel.VIDEO, content: { gameId: 1 } },
  { command: GameCommand.ERROR, channel: 'x', content: { code: 'E', msg: '错误' } },
  // Unknown keys are dropped, at every level.
  {
    command: GameCommand.PUSH,
    channel: GameChannel.RESULT,
    extra: 1,
    content: { ...openInfo, more: true, cur: { ...openInfo.cur, x: 1 } },
  },
  { command: GameCommand.PUSH, channel: GameChannel.VIDEO, content: { ...video, y: 'z' } },
];

const broken: unknown[] = [
  null,
  'push',
  [],
  {},
  { command: 'nope', channel: GameChannel.RESULT, content: openInfo },
  { command: GameCommand.PUSH, channel: 'OTHER', content: openInfo },
  { command: GameCommand.PUSH, channel: GameChannel.RESULT, content: video },
  { command: GameCommand.PUSH, channel: GameChannel.VIDEO, content: openInfo },
  { command: GameCommand.PUSH, channel: GameChannel.LIVE_URL_HISTORY, content: video },
  {
    command: GameCommand.PUSH,
    channel: GameChannel.RESULT,
    content: { ...openInfo, serverTime: '2026-11-26' },
  },
  {
    command: GameCommand.PUSH,
    channel: GameChannel.RESULT,
    content: { ...openInfo, gameId: 1.5 },
  },
  {
    command: GameCommand.PUSH,
    channel: GameChannel.RESULT,
    content: { ...openInfo, pre: { ...openInfo.pre, isStreaming: 2 } },
  },
  {
    command: GameCommand.PUSH,
    channel: GameChannel.RESULT,
    content: { ...openInfo, pre: undefined },
  },
  {
    command: GameCommand.PUSH,
    channel: GameChannel.RESULT,
    content: { ...openInfo, plan: { turnNum: 5, planTime: openInfo.plan.planTime } },
  },
  { command: GameCommand.PUSH, channel: GameChannel.VIDEO, content: { ...video, liveUrl: null } },
  { command: GameCommand.PONG, content: 1 },
  { command: GameCommand.SUBSCRIBED, channel: GameChannel.RESULT, content: { gameId: 0 } },
  { command: GameCommand.SUBSCRIBED, channel: 'heartbeat', content: { gameId: 1 } },
  { command: GameCommand.ERROR, channel: 'x', content: { code: 'E' } },
  { command: GameCommand.SUBSCRIBE, channel: GameChannel.RESULT, content: { gameId: 1 } },
];

describe('parseGameServerFrame', () => {
  it.each(valid.map((frame) => [frame]))('accepts what the schema accepts: %j', (frame) => {
    const parsed = gameServerFrameSchema.safeParse(frame);
    expect(parsed.success).toBe(true);
    expect(parseGameServerFrame(frame)).toEqual(parsed.data);
  });

  it.each(broken.map((frame) => [frame]))('refuses what the schema refuses: %j', (frame) => {
    expect(gameServerFrameSchema.safeParse(frame).success).toBe(false);
    expect(parseGameServerFrame(frame)).toBeUndefined();
  });
});
