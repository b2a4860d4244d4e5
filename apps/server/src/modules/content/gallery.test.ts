// Route tests of the gallery (spec §7 Gallery (v2)): lists, filters, detail, likes, search and
// the generated posters, through the real app.
import {
  ErrorCode,
  galleryGroupDetailSchema,
  galleryGroupListSchema,
  galleryGroupNamesSchema,
  galleryItemPageSchema,
  galleryGameSchema,
  galleryPlayCategorySchema,
  gallerySearchSchema,
  galleryGroupPageSchema,
} from '@jinli/contract';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GALLERY_GAME_IDS } from './demo/galleryDemo';
import { testAppPerFile } from '../../../test/testApp';
import { call, dataOf, expectError, registerUser } from '../../../test/users';
import { COMPANY_CODE_MSG } from './viewer';
import { galleryGroup, galleryItem } from '../../db/schema';
import { createLotteryService } from '../lottery/service';
import { timeZoneSource } from '../config/timeZone';
import { GALLERY_ITEM_MISSING_MSG } from './galleryContext';
import { createGalleryService } from './galleryService';
import { turnSource } from './turns';
import { GAME_SEEDS } from '../lottery/games';
import { demoHomeLotteries } from '../../seed/demoContent';

const kit = testAppPerFile();

const BAD = ErrorCode.BAD_REQUEST;

async function groups(query: Record<string, string | number>) {
  return galleryGroupListSchema.parse(dataOf(await call(kit.t.app, 'galleryGroups', { query })));
}

describe('gallery lists', () => {
  it('names the games that have a gallery (the tabs), in display order', async () => {
    const games = z.array(galleryGameSchema).parse(dataOf(await call(kit.t.app, 'galleryGames')));
    expect(games.map((g) => g.gameId).sort()).toEqual([...GALLERY_GAME_IDS].sort());
    expect(games.find((g) => g.gameId === 110)?.gameName).toBe('澳门六合彩');
    expect(games.some((g) => g.gameId === 71)).toBe(false);
  });

  it('names each gallery game as the draws and the home tabs do (one name per game)', async () => {
    const games = z.array(galleryGameSchema).parse(dataOf(await call(kit.t.app, 'galleryGames')));
    for (const game of games) {
      expect(game.gameName).toBe(GAME_SEEDS.find((seed) => seed.id === game.gameId)?.name);
      const home = demoHomeLotteries.find((tab) => tab.gameId === game.gameId);
      if (home) expect(game.gameName).toBe(home.gameName);
    }
  });

  it('lists play categories of a game with their group counts', async () => {
    const data = z
      .array(galleryPlayCategorySchema)
      .parse(dataOf(await call(kit.t.app, 'galleryPlayCategory', { query: { gameId: 110 } })));
    expect(data.map((c) => c.name)).toContain('特码图');
    expect(data.some((c) => c.categoryType === 2)).toBe(true);
    expect(data.reduce((sum, c) => sum + c.groupCount, 0)).toBeGreaterThan(30);
  });

  it('pages groups of game 110 (default) by initial, each with its newest poster', async () => {
    const first = await groups({ groupType: 1 });
    expect(first.totalCount).toBeGreaterThan(30);
    const rows = first.groupList.flatMap((b) => b.dataList.data);
    expect(rows).toHaveLength(30);
    expect(rows.every((g) => g.gameId === 110 && g.groupType === 1)).toBe(true);
    // Letter order, bucketed by initial.
    const letters = first.groupList.map((b) => b.initials);
    expect([...letters].sort()).toEqual(letters);
    for (const bucket of first.groupList)
      expect(bucket.dataList.data.every((g) => g.initial === bucket.initials)).toBe(true);
    expect(rows.every((g) => g.imageUrl.endsWith('.svg') && g.gameTurn !== '')).toBe(true);
    const second = await groups({ groupType: 1, page: 2 });
    const ids = new Set(rows.map((g) => g.groupId));
    const more = second.groupList.flatMap((b) => b.dataList.data);
    expect(more.length).toBe(first.totalCount - 30);
    expect(more.some((g) => ids.has(g.groupId))).toBe(false);
  });

  it('filters by letter, type, game, trimmed search text and popularity', async () => {
    const x = await groups({ initials: 'x' });
    expect(x.groupList.map((b) => b.initials)).toEqual(['X']);
    const bw = await groups({ groupType: 2, gameId: 70 });
    expect(bw.totalCount).toBeGreaterThan(0);
    expect(
      bw.groupList
        .flatMap((b) => b.dataList.data)
        .every((g) => g.groupType === 2 && g.gameId === 70),
    ).toBe(true);
    const found = await groups({ searchText: '  跑狗  ' });
    const names = found.groupList.flatMap((b) => b.dataList.data).map((g) => g.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('跑狗'))).toBe(true);
    const popular = (await groups({ popular: 1 })).groupList.flatMap((b) => b.dataList.data);
    const scores = popular.map((g) => g.popularity);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // A wildcard is text, not a pattern.
    expect((await groups({ searchText: '%' })).totalCount).toBe(0);
  });

  it('lists group names, a category and searches', async () => {
    const names = galleryGroupNamesSchema.parse(
      dataOf(await call(kit.t.app, 'galleryGroupNames', { query: { rows: 100 } })),
    );
    expect(names.groupNames.length).toBe(names.totalCount);
    const [category] = z
      .array(galleryPlayCategorySchema)
      .parse(dataOf(await call(kit.t.app, 'galleryPlayCategory', { query: { gameId: 90 } })));
    const page = galleryGroupPageSchema.parse(
      dataOf(
        await call(kit.t.app, 'galleryCategory', {
          query: { playCategoryId: category!.playCategoryId, gameId: 90 },
        }),
      ),
    );
    expect(page.totalCount).toBe(category!.groupCount);
    const search = gallerySearchSchema.parse(
      dataOf(await call(kit.t.app, 'gallerySearch', { query: { searchText: '图' } })),
    );
    expect(search.totalCount).toBeGreaterThan(0);
    expect(search.data.every((g) => g.name.includes('图'))).toBe(true);
  });

  it('refuses bad input with 400 and a Chinese message', async () => {
    const badQueries: Record<string, string | number>[] = [
      { groupType: 3 },
      { initials: 'AB' },
      { initials: '1' },
      { rows: 0 },
      { rows: 101 },
      { page: 'x' },
      { gameId: -1 },
    ];
    for (const query of badQueries)
      expectError(await call(kit.t.app, 'galleryGroups', { query }), 400, BAD);
    expectError(
      await call(kit.t.app, 'galleryGroups', { query: { companyCode: 'other' } }),
      400,
      BAD,
      COMPANY_CODE_MSG,
    );
    expectError(await call(kit.t.app, 'galleryItems', { query: {} }), 400, BAD);
    expectError(
      await call(kit.t.app, 'galleryGroupDetail', { query: { groupId: 99999 } }),
      400,
      BAD,
    );
    expectError(
      await call(kit.t.app, 'galleryCategory', { query: { playCategoryId: 99999 } }),
      400,
      BAD,
    );
  });
});

describe('gallery detail, posters and likes', () => {
  async function firstGroupId() {
    return (await groups({})).groupList[0]!.dataList.data[0]!.groupId;
  }

  it('shows a group with its latest poster and every poster by turn', async () => {
    const groupId = await firstGroupId();
    const detail = galleryGroupDetailSchema.parse(
      dataOf(await call(kit.t.app, 'galleryGroupDetail', { query: { groupId } })),
    );
    expect(detail.latest).not.toBeNull();
    expect(detail.groupList.length).toBeGreaterThan(1);
    expect(detail.latest!.id).toBe(detail.groupList[0]!.id);
    const turns = detail.groupList.map((i) => i.gameTurn);
    expect(new Set(turns).size).toBe(turns.length);
    expect([...turns].sort().reverse()).toEqual(turns);
    const page = galleryItemPageSchema.parse(
      dataOf(await call(kit.t.app, 'galleryItems', { query: { groupId, rows: 2 } })),
    );
    expect(page.data.map((i) => i.id)).toEqual(detail.groupList.slice(0, 2).map((i) => i.id));
    expect(page.totalCount).toBe(detail.groupList.length);
  });

  it('draws each poster as SVG with the group name, turn and numbers', async () => {
    const groupId = await firstGroupId();
    const detail = galleryGroupDetailSchema.parse(
      dataOf(await call(kit.t.app, 'galleryGroupDetail', { query: { groupId } })),
    );
    const item = detail.latest!;
    for (const url of [item.imageUrl, item.thumbUrl]) {
      const response = await kit.t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const svg = response.body;
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain(detail.name);
      expect(svg).toContain(item.gameTurn);
      expect(svg.match(/<circle [^>]*r="25"/g)).toHaveLength(7);
      // Well-formed enough for a browser: tags balanced.
      expect(svg.match(/<text/g)?.length).toBe(svg.match(/<\/text>/g)?.length);
    }
    for (const url of ['/sys-upload/images/gallery/999999.svg', '/sys-upload/images/gallery/x.svg'])
      expect((await kit.t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('likes need login, are idempotent and show in the detail', async () => {
    const groupId = await firstGroupId();
    const detail = galleryGroupDetailSchema.parse(
      dataOf(await call(kit.t.app, 'galleryGroupDetail', { query: { groupId } })),
    );
    const galleryId = detail.latest!.id;
    expectError(
      await call(kit.t.app, 'galleryToggleLike', { body: { galleryId, like: 1 } }),
      401,
      ErrorCode.UNAUTHORIZED,
    );
    const user = await registerUser(kit.t.app);
    const like = (value: number) =>
      call(kit.t.app, 'galleryToggleLike', { token: user.token, body: { galleryId, like: value } });
    expect(dataOf(await like(1))).toEqual({ galleryId, like: 1, likeCount: 1 });
    expect(dataOf(await like(1))).toEqual({ galleryId, like: 1, likeCount: 1 });
    const mine = galleryGroupDetailSchema.parse(
      dataOf(
        await call(kit.t.app, 'galleryGroupDetail', { token: user.token, query: { groupId } }),
      ),
    );
    expect(mine.latest).toMatchObject({ like: 1, likeCount: 1 });
    const anonymous = galleryGroupDetailSchema.parse(
      dataOf(await call(kit.t.app, 'galleryGroupDetail', { query: { groupId } })),
    );
    expect(anonymous.latest).toMatchObject({ like: 0, likeCount: 1 });
    expect(dataOf(await like(0))).toEqual({ galleryId, like: 0, likeCount: 0 });
    expect(dataOf(await like(0))).toEqual({ galleryId, like: 0, likeCount: 0 });
    for (const body of [{ galleryId, like: 2 }, { galleryId: 'x', like: 1 }, { like: 1 }])
      expectError(
        await call(kit.t.app, 'galleryToggleLike', { token: user.token, body }),
        400,
        BAD,
      );
    expectError(
      await call(kit.t.app, 'galleryToggleLike', {
        token: user.token,
        body: { galleryId: 999999, like: 1 },
      }),
      400,
      BAD,
      GALLERY_ITEM_MISSING_MSG,
    );
  });
});

describe('posters of the turn on sale', () => {
  it('are written when the gallery is first read in a new turn, once, never dated after now', async () => {
    const db = kit.t.database.db;
    const later = Date.now() + 7 * 86_400_000;
    const lottery = createLotteryService({ db, timeZone: timeZoneSource(db, 'jinli') });
    const gallery = createGalleryService({
      db,
      lottery,
      turns: turnSource(db, 'jinli'),
      now: () => later,
    });
    const game = await lottery.game(90);
    const { current } = await turnSource(db, 'jinli')(game, 0, later);
    const posters = async () =>
      (
        await db
          .select({ value: count() })
          .from(galleryItem)
          .innerJoin(galleryGroup, eq(galleryGroup.id, galleryItem.groupId))
          .where(and(eq(galleryGroup.gameId, 90), eq(galleryItem.turnNum, current.turnNum)))
      )[0]!.value;
    expect(await posters()).toBe(0);
    const [groupTotal] = await db
      .select({ value: count() })
      .from(galleryGroup)
      .where(eq(galleryGroup.gameId, 90));
    const groupCount = groupTotal!.value;
    const companyId = (
      await db.select({ id: galleryGroup.companyId }).from(galleryGroup).limit(1)
    )[0]!.id;
    const list = await gallery.groups(companyId, {
      gameId: 90,
      groupType: 1,
      page: 1,
      rows: 100,
      searchText: undefined,
      initials: undefined,
      popular: undefined,
      companyCode: undefined,
    });
    const written = await posters();
    // About 7 groups in 10 publish a turn.
    expect(written).toBeGreaterThan(groupCount * 0.4);
    expect(written).toBeLessThan(groupCount);
    const groups = list.groupList.flatMap((b) => b.dataList.data);
    expect(groups.some((g) => g.gameTurn === current.turnNum)).toBe(true);
    expect(groups.some((g) => g.gameTurn !== current.turnNum)).toBe(true);
    expect(groups.every((g) => g.updatedTime <= Math.ceil(later / 1000))).toBe(true);
    // A second service (another instance) writes nothing new.
    await createGalleryService({
      db,
      lottery,
      turns: turnSource(db, 'jinli'),
      now: () => later,
    }).ensureCurrentPosters(companyId, 90);
    expect(await posters()).toBe(written);
  });
});
