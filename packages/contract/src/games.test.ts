import { describe, expect, it } from 'vitest';
import { endpointPath } from './endpointDef';
import { endpoints } from './endpoints';
import {
  GAME_CATEGORY_TYPES,
  betRecordQuerySchema,
  gameGroupSchema,
  gameListQuerySchema,
  gameReportQuerySchema,
  gameSchema,
  livePlayQuerySchema,
} from './games';

const slot = {
  gameId: 100001,
  gameName: '财神到',
  gameCode: 'sb-slot-fortune',
  liveCode: 'SANDBOX',
  gameKind: 1,
  type: 'live',
  category: 'electronic',
  imageUrl: '/sys-upload/images/games/100001.svg',
  landscapeUrl: '',
  hot: 90,
  isFollow: 0,
  maintain: '',
  appDisplay: 0,
} as const;

describe('games contract', () => {
  it('serves the spec paths (the follow call stays in content)', () => {
    expect(endpointPath(endpoints.gameGroup)).toBe('/app-api/game/group');
    expect(endpointPath(endpoints.gameGroupType)).toBe('/app-api/game/group-type');
    expect(endpointPath(endpoints.gameListAll)).toBe('/app-api/game/list-all');
    expect(endpointPath(endpoints.gameToggleFollow)).toBe('/app-api/game/toggle-like');
    expect(endpointPath(endpoints.livePlay)).toBe('/app-api/live/play');
    expect(endpointPath(endpoints.liveRecall)).toBe('/api/live/recall');
    expect(endpointPath(endpoints.allLiveGames)).toBe('/api/live/allLiveGames');
    expect(endpointPath(endpoints.gameReportList)).toBe('/api/live/gameReportList');
    expect(endpointPath(endpoints.liveBetRecords)).toBe('/api/live/br');
    expect(endpoints.livePlay.auth).toBe(true);
    expect(endpoints.liveRecall.auth).toBe(true);
  });

  it('lists the lobby categories in menu order', () => {
    expect(GAME_CATEGORY_TYPES).toEqual([
      'hot',
      'lottery',
      'fish',
      'electronic',
      'card',
      'live',
      'sport',
    ]);
  });

  it('reads a game and a category with its games', () => {
    expect(gameSchema.parse(slot)).toEqual(slot);
    const live = { ...slot, category: 'live', landscapeUrl: '/x_wide.svg', appDisplay: 1 };
    expect(
      gameGroupSchema.parse({ type: 'live', name: '真人', imageUrl: '/c.svg', games: [live] })
        .games,
    ).toHaveLength(1);
    expect(() => gameSchema.parse({ ...slot, category: 'casino' })).toThrow();
    expect(() => gameSchema.parse({ ...slot, isFollow: 2 })).toThrow();
  });

  it('pages the list 30 rows from page 1 by default', () => {
    expect(gameListQuerySchema.parse({})).toEqual({ page: 1, rows: 30 });
    expect(gameListQuerySchema.parse({ groupType: 'fish', page: '2' })).toMatchObject({
      groupType: 'fish',
      page: 2,
    });
    expect(gameListQuerySchema.safeParse({ groupType: 'casino' }).success).toBe(false);
    expect(gameListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('reads the launch query with mobile by default', () => {
    expect(livePlayQuerySchema.parse({ liveCode: 'SANDBOX', gameType: 'sb-slot-fortune' })).toEqual(
      { liveCode: 'SANDBOX', gameType: 'sb-slot-fortune', isMobile: 1 },
    );
    expect(livePlayQuerySchema.safeParse({ liveCode: '', gameType: 'x' }).success).toBe(false);
    expect(
      livePlayQuerySchema.safeParse({ liveCode: 'SANDBOX', gameType: 'x', isMobile: '3' }).success,
    ).toBe(false);
  });

  it('reads report dates as YYYY-MM-DD, the end date clearable', () => {
    expect(
      gameReportQuerySchema.parse({ gameCodes: 'a,b', startDate: '2026-11-20', endDate: '' }),
    ).toEqual({ gameCodes: 'a,b', startDate: '2026-11-20', endDate: '' });
    expect(gameReportQuerySchema.safeParse({ startDate: '2026/11/20' }).success).toBe(false);
    expect(
      betRecordQuerySchema.parse({ gameCode: 'x', startDate: '2026-11-20', endDate: '2026-11-21' }),
    ).toMatchObject({ page: 1, rows: 20 });
  });
});
