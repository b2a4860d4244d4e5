import { describe, expect, it } from 'vitest';
import {
  CLICK_LOCK_MS,
  gameLaunchStep,
  isLandscapeGame,
  isLotteryGame,
  playGameErrorMessage,
} from './gameLaunch';

// 2025-06-01 12:00:00 at UTC+8.
const now = Date.UTC(2025, 5, 1, 4, 0, 0);
const slot = { gameId: 501, category: 'electronic', type: 'SANDBOX', maintain: '' };
const official = { loggedIn: true, userType: 'HY' };

describe('gameLaunchStep', () => {
  it('launches a third-party game for an official account', () => {
    expect(gameLaunchStep(slot, official, now)).toEqual({ kind: 'launch' });
  });

  it('blocks a game in maintenance first, in the system time zone', () => {
    const game = { ...slot, maintain: '11:30~12:30' };
    expect(gameLaunchStep(game, official, now)).toEqual({ kind: 'maintenance' });
    expect(gameLaunchStep(game, { loggedIn: false }, now)).toEqual({ kind: 'maintenance' });
    // 12:00 UTC+8 is 04:00 UTC: outside the same window read in UTC.
    expect(gameLaunchStep(game, official, now, 'UTC')).toEqual({ kind: 'launch' });
    expect(
      gameLaunchStep({ ...slot, maintain: '2025-06-01 11:00~2025-06-01 11:59' }, official, now),
    ).toEqual({ kind: 'launch' });
  });

  it('opens lottery games on their screen for anyone', () => {
    const lottery = { gameId: 110, category: 'LOTTERY', type: 'lottery' };
    expect(gameLaunchStep(lottery, { loggedIn: false }, now)).toEqual({
      kind: 'lottery',
      path: '/game/110',
    });
    expect(gameLaunchStep(lottery, { loggedIn: true, userType: 'TEST' }, now).kind).toBe('lottery');
  });

  it('sends visitors to login and refuses trial accounts', () => {
    expect(gameLaunchStep(slot, { loggedIn: false }, now)).toEqual({ kind: 'login' });
    expect(gameLaunchStep(slot, { loggedIn: true, userType: 'TEST' }, now)).toEqual({
      kind: 'refused',
      message: '试玩账户无法进行该操作，请注册正式账户!',
    });
  });
});

describe('isLotteryGame', () => {
  it('reads the category or the type', () => {
    expect(isLotteryGame({ category: 'LOTTERY' })).toBe(true);
    expect(isLotteryGame({ category: 'hot', type: 'lottery' })).toBe(true);
    expect(isLotteryGame({ category: 'fish', type: 'KY' })).toBe(false);
    expect(isLotteryGame({})).toBe(false);
  });
});

describe('playGameErrorMessage', () => {
  it('shows the server message for the listed codes', () => {
    for (const code of [
      'LIVE/maintenance',
      'USER_IN_BLACKLIST',
      'LIVE/BLACK_USER',
      'UC/ACCOUNT_STATE_ERROR',
    ]) {
      expect(playGameErrorMessage(code, '游戏维护中')).toBe('游戏维护中');
    }
    expect(playGameErrorMessage('LIVE/maintenance', '')).toBe('操作频繁，请稍后试试');
  });

  it('KY/0 is still seated; anything else is the generic text', () => {
    expect(playGameErrorMessage('KY/0', 'x')).toBe('您正在牌局中，请稍后再试！');
    expect(playGameErrorMessage('SYS/ERROR', '内部错误')).toBe('操作频繁，请稍后试试');
    expect(playGameErrorMessage(undefined, undefined)).toBe('操作频繁，请稍后试试');
  });
});

describe('constants', () => {
  it('locks clicks 100 ms and reads appDisplay 1 as landscape', () => {
    expect(CLICK_LOCK_MS).toBe(100);
    expect(isLandscapeGame({ appDisplay: 1 })).toBe(true);
    expect(isLandscapeGame({ appDisplay: 0 })).toBe(false);
    expect(isLandscapeGame({})).toBe(false);
  });
});
