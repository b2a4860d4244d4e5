// The game center's lobby: categories and games (spec §2, §3), paging, follows, pictures, and the
// casino games the report lists.
import {
  ErrorCode,
  GAME_CATEGORY_TYPES,
  gameCategoryItemSchema,
  gameGroupSchema,
  gameListSchema,
  liveGameSchema,
} from '@jinli/contract';
import { isInMaintenance } from '@jinli/domain';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/testApp';
import { call, dataOf, expectError, registerUser } from '../../../test/users';
import { seed } from '../../seed/seed';
import { CATALOG } from './catalog';

const files = testAppPerFile({ games: { runSweeps: false } });

const groups = async (token?: string) =>
  z
    .array(gameGroupSchema)
    .parse(dataOf(await call(files.t.app, 'gameGroup', token ? { token } : {})));

describe('GET /game/group and /game/group-type', () => {
  it('lists the seven categories in lobby order with names and pictures', async () => {
    const types = z
      .array(gameCategoryItemSchema)
      .parse(dataOf(await call(files.t.app, 'gameGroupType')));
    expect(types.map((c) => c.type)).toEqual([...GAME_CATEGORY_TYPES]);
    expect(types.map((c) => c.name)).toEqual([
      '热门',
      '彩票',
      '捕鱼',
      '电子',
      '棋牌',
      '真人',
      '体育',
    ]);
    for (const c of types) {
      const image = await files.t.app.inject({ method: 'GET', url: c.imageUrl });
      expect(image.statusCode, c.imageUrl).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('serves at least 60 games with every field of spec §3, lottery games from the draw engine', async () => {
    const list = await groups();
    expect(list.map((g) => g.type)).toEqual([...GAME_CATEGORY_TYPES]);
    const all = list.filter((g) => g.type !== 'hot').flatMap((g) => g.games);
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((g) => g.gameId)).size).toBe(all.length);
    const lottery = list.find((g) => g.type === 'lottery')!.games;
    expect(lottery.map((g) => g.gameId)).toContain(110);
    for (const g of lottery) {
      expect(g).toMatchObject({ type: 'lottery', category: 'lottery', liveCode: '', gameCode: '' });
    }
    for (const g of all.filter((x) => x.type === 'live')) {
      expect(g.liveCode).toBe('SANDBOX');
      expect(g.gameCode).toMatch(/^sb-/);
      const wide = g.category === 'live' || g.category === 'sport';
      expect(g.landscapeUrl !== '', g.gameName).toBe(wide);
    }
    for (const type of ['fish', 'electronic', 'card', 'live', 'sport'])
      expect(list.find((g) => g.type === type)!.games.length).toBeGreaterThanOrEqual(5);
  });

  it('puts hot games in the hot category, hottest first', async () => {
    const list = await groups();
    const hot = list.find((g) => g.type === 'hot')!.games;
    expect(hot.length).toBeGreaterThanOrEqual(5);
    expect(hot.every((g) => g.hot > 0)).toBe(true);
    expect(hot.map((g) => g.hot)).toEqual([...hot.map((g) => g.hot)].sort((a, b) => b - a));
    expect(hot.every((g) => g.category !== 'hot')).toBe(true);
    // The draw engine's games can be hot too (a lobby_game row of type 'lottery').
    expect(hot[0]).toMatchObject({ gameId: 110, type: 'lottery', category: 'lottery' });
  });

  it('has games in maintenance now and later, as start~end in the system time zone', async () => {
    const all = (await groups()).flatMap((g) => g.games);
    const windows = all.filter((g) => g.maintain !== '');
    for (const g of windows)
      expect(g.maintain).toMatch(
        /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}~\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}|\d{2}:\d{2}~\d{2}:\d{2})$/,
      );
    const now = Date.now();
    const onceWindows = windows.filter((g) => g.maintain.length > 11);
    expect(
      onceWindows.filter((g) => isInMaintenance(g.maintain, now)).length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      onceWindows.filter((g) => !isInMaintenance(g.maintain, now)).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('draws a tile for every game and a wide picture for live and sport', async () => {
    const all = (await groups()).flatMap((g) => g.games);
    const live = all.filter((g) => g.category === 'live')[0]!;
    for (const url of [
      live.imageUrl,
      live.landscapeUrl,
      all.find((g) => g.type === 'lottery')!.imageUrl,
    ]) {
      const image = await files.t.app.inject({ method: 'GET', url });
      expect(image.statusCode, url).toBe(200);
      expect(image.body).toContain('<svg');
    }
    const missing = await files.t.app.inject({
      method: 'GET',
      url: '/sys-upload/images/games/99.svg',
    });
    expectError(missing, 404, ErrorCode.NOT_FOUND);
    const bad = await files.t.app.inject({ method: 'GET', url: '/sys-upload/images/games/x.png' });
    expectError(bad, 404, ErrorCode.NOT_FOUND);
  });

  it('seeding again adds nothing', async () => {
    const again = await seed(files.t.database.db, { companyCode: 'jinli' });
    expect(again.inserted).toBe(0);
    expect(CATALOG.length).toBeGreaterThanOrEqual(42);
  });
});

describe('GET /game/list-all', () => {
  it('pages a category 30 rows at a time from page 1', async () => {
    const first = gameListSchema.parse(dataOf(await call(files.t.app, 'gameListAll')));
    expect(first.page).toBe(1);
    expect(first.data).toHaveLength(30);
    expect(first.totalCount).toBeGreaterThanOrEqual(60);
    const second = gameListSchema.parse(
      dataOf(await call(files.t.app, 'gameListAll', { query: { page: 2 } })),
    );
    expect(second.data[0]!.gameId).not.toBe(first.data[0]!.gameId);
    const fish = gameListSchema.parse(
      dataOf(await call(files.t.app, 'gameListAll', { query: { groupType: 'fish' } })),
    );
    expect(fish.data.every((g) => g.category === 'fish')).toBe(true);
    expect(fish.totalCount).toBe(fish.data.length);
    const hot = gameListSchema.parse(
      dataOf(await call(files.t.app, 'gameListAll', { query: { groupType: 'hot', rows: 3 } })),
    );
    expect(hot.data).toHaveLength(3);
    const beyond = gameListSchema.parse(
      dataOf(await call(files.t.app, 'gameListAll', { query: { page: 99 } })),
    );
    expect(beyond.data).toEqual([]);
  });

  it('refuses bad input with { code, msg }', async () => {
    for (const query of [
      { groupType: 'casino' } as Record<string, string | number>,
      { page: 0 },
      { page: 'x' },
      { rows: 1000 },
      { companyCode: 'other' },
    ]) {
      const response = await call(files.t.app, 'gameListAll', { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ code: ErrorCode.BAD_REQUEST });
      expect(typeof response.json().msg).toBe('string');
    }
  });
});

describe('follows', () => {
  it('shows isFollow of the viewer in the lists, for lottery and third-party games', async () => {
    const user = await registerUser(files.t.app);
    const slot = (await groups()).find((g) => g.type === 'electronic')!.games[0]!;
    for (const gameId of [slot.gameId, 110]) {
      expect(
        dataOf(
          await call(files.t.app, 'gameToggleFollow', {
            token: user.token,
            body: { gameId, like: 1 },
          }),
        ),
      ).toEqual({ gameId, isFollow: 1 });
    }
    const mine = (await groups(user.token)).flatMap((g) => g.games);
    expect(mine.find((g) => g.gameId === slot.gameId)!.isFollow).toBe(1);
    expect(mine.find((g) => g.gameId === 110)!.isFollow).toBe(1);
    const hot = (await groups(user.token)).find((g) => g.type === 'hot')!.games;
    expect(hot.filter((g) => g.gameId === slot.gameId).every((g) => g.isFollow === 1)).toBe(true);
    const page = gameListSchema.parse(
      dataOf(
        await call(files.t.app, 'gameListAll', {
          token: user.token,
          query: { groupType: 'electronic' },
        }),
      ),
    );
    expect(page.data.find((g) => g.gameId === slot.gameId)!.isFollow).toBe(1);
    // Visitors and other users see 0.
    expect((await groups()).flatMap((g) => g.games).every((g) => g.isFollow === 0)).toBe(true);
    const collection = dataOf<{ followedGames: number[] }>(
      await call(files.t.app, 'userCollection', { token: user.token }),
    );
    expect(collection.followedGames).toEqual(expect.arrayContaining([slot.gameId, 110]));
    dataOf(
      await call(files.t.app, 'gameToggleFollow', {
        token: user.token,
        body: { gameId: slot.gameId, like: 0 },
      }),
    );
    expect(
      (await groups(user.token)).flatMap((g) => g.games).find((g) => g.gameId === slot.gameId)!
        .isFollow,
    ).toBe(0);
  });

  it('refuses visitors and unknown games', async () => {
    const user = await registerUser(files.t.app);
    expectError(
      await call(files.t.app, 'gameToggleFollow', { body: { gameId: 110, like: 1 } }),
      401,
      ErrorCode.UNAUTHORIZED,
    );
    const unknown = await call(files.t.app, 'gameToggleFollow', {
      token: user.token,
      body: { gameId: 99_999, like: 1 },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('GET /api/live/allLiveGames', () => {
  it('lists the third-party games the casino report can pick', async () => {
    const games = z.array(liveGameSchema).parse(dataOf(await call(files.t.app, 'allLiveGames')));
    expect(games.length).toBe(CATALOG.length);
    expect(games.every((g) => g.liveCode === 'SANDBOX' && g.category !== 'lottery')).toBe(true);
  });
});
