// The game socket's server-frame check, zod-free (gameSocket.ts holds the schemas, gameConstants.ts
// the plain names both sides use): the home screen's lottery card listens to the socket, and the
// start page must not load zod for it. gameProtocol.test.ts holds the check to the schema's answers.
import type { GameServerFrame } from '../gameSocket';
import { GameChannel, GameCommand } from './gameConstants';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const WALL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const isWallTime = (value: unknown): value is string => isString(value) && WALL_TIME.test(value);
const isFlag = (value: unknown): value is 0 | 1 => value === 0 || value === 1;
const CHANNELS: readonly unknown[] = Object.values(GameChannel);
const isChannel = (value: unknown): value is GameChannel => CHANNELS.includes(value);

/** Each check answers the value with only its known keys (as zod's objects do), or undefined. */
function subscription(value: unknown) {
  if (!isObject(value) || !isInt(value.gameId) || value.gameId < 1) return undefined;
  return { gameId: value.gameId };
}

function openInfo(value: unknown) {
  if (!isObject(value) || !isInt(value.gameId) || !isString(value.gameName)) return undefined;
  const { cur, pre, plan } = value;
  if (!isObject(cur) || !isString(cur.turnNum) || !isWallTime(cur.closeTime)) return undefined;
  if (!isString(cur.liveUrl) || !isObject(plan) || !isString(plan.turnNum)) return undefined;
  if (!isWallTime(plan.planTime) || !isWallTime(value.serverTime)) return undefined;
  if (pre !== null) {
    if (!isObject(pre) || !isString(pre.turnNum) || !isString(pre.openNum)) return undefined;
    if (!isWallTime(pre.openTime) || !isFlag(pre.isStreaming) || !isString(pre.liveUrl))
      return undefined;
  }
  return {
    gameId: value.gameId,
    gameName: value.gameName,
    cur: { turnNum: cur.turnNum, closeTime: cur.closeTime, liveUrl: cur.liveUrl },
    pre:
      pre === null
        ? null
        : {
            turnNum: pre.turnNum as string,
            openNum: pre.openNum as string,
            openTime: pre.openTime as string,
            isStreaming: pre.isStreaming as 0 | 1,
            liveUrl: pre.liveUrl as string,
          },
    plan: { turnNum: plan.turnNum, planTime: plan.planTime },
    serverTime: value.serverTime,
  };
}

function video(value: unknown) {
  if (!isObject(value) || !isInt(value.gameId) || !isString(value.turnNum)) return undefined;
  if (!isFlag(value.isStreaming) || !isString(value.liveUrl)) return undefined;
  const { gameId, turnNum, isStreaming, liveUrl } = value;
  return { gameId, turnNum, isStreaming, liveUrl };
}

function replay(value: unknown) {
  if (!isObject(value) || !isInt(value.gameId) || !isString(value.turnNum)) return undefined;
  if (!isString(value.openNum) || !isWallTime(value.openTime) || !isString(value.liveUrl))
    return undefined;
  const { gameId, turnNum, openNum, openTime, liveUrl } = value;
  return { gameId, turnNum, openNum, openTime, liveUrl };
}

/**
 * A frame the game server sent, checked by the rules of gameSocket.ts's `gameServerFrameSchema`
 * (unknown keys dropped); undefined when it breaks one.
 */
export function parseGameServerFrame(value: unknown): GameServerFrame | undefined {
  if (!isObject(value)) return undefined;
  const { command, channel, content } = value;
  switch (command) {
    case GameCommand.PONG:
      return isString(channel) ? { command, channel, content } : undefined;
    case GameCommand.SUBSCRIBED:
    case GameCommand.UNSUBSCRIBED: {
      const checked = isChannel(channel) ? subscription(content) : undefined;
      return checked ? { command, channel: channel as GameChannel, content: checked } : undefined;
    }
    case GameCommand.PUSH: {
      const checked =
        channel === GameChannel.RESULT
          ? openInfo(content)
          : channel === GameChannel.VIDEO
            ? video(content)
            : channel === GameChannel.LIVE_URL_HISTORY
              ? replay(content)
              : undefined;
      return checked ? ({ command, channel, content: checked } as GameServerFrame) : undefined;
    }
    case GameCommand.ERROR:
      return isString(channel) &&
        isObject(content) &&
        isString(content.code) &&
        isString(content.msg)
        ? { command, channel, content: { code: content.code, msg: content.msg } }
        : undefined;
    default:
      return undefined;
  }
}
