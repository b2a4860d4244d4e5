// The casino report (spec §5 Casino report, §7): one row per requested game over whole days of the
// system time zone, a game's rounds page by page, and the date rules checked on the server.
import { betRecordPageSchema, ErrorCode, gameReportRowSchema } from '@jinli/contract';
import { CASINO_REPORT_TEXT } from '@jinli/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/testApp';
import { call, dataOf, expectError } from '../../../test/users';
import { casinoBet } from '../../db/schema';
import { addLocalDays, dateText, localDateOf, zoneOf } from '../../time/zones';
import { FISH_GAME, HILO, play, player, session, SLOT } from './testKit';

const files = testAppPerFile({ games: { runSweeps: false } });
const app = () => files.t.app;
const db = () => files.t.database.db;

const zone = zoneOf('Asia/Shanghai');
const today = () => dateText(localDateOf(zone, Date.now()));
const dayOffset = (days: number) => dateText(addLocalDays(localDateOf(zone, Date.now()), days));

const report = async (token: string, query: Record<string, string>) =>
  z.array(gameReportRowSchema).parse(dataOf(await call(app(), 'gameReportList', { token, query })));

describe('GET /api/live/gameReportList', () => {
  it('answers one row per requested game with stakes and the net result of the settled rounds', async () => {
    const p = await player(app(), db(), 100);
    const slot = await session(app(), p.token, SLOT);
    for (let i = 0; i < 6; i++) dataOf(await play(app(), slot, 'spin', { stake: 1_000 }));
    const fish = await session(app(), p.token, FISH_GAME);
    for (let i = 0; i < 4; i++)
      dataOf(await play(app(), fish, 'shoot', { stake: 2_000, fish: 'puffer' }));
    const other = await player(app(), db(), 100);
    dataOf(await play(app(), await session(app(), other.token, SLOT), 'spin', { stake: 5_000 }));

    const rows = await report(p.token, {
      gameCodes: `${SLOT.gameType},${FISH_GAME.gameType},sb-slot-unknown,${HILO.gameType}`,
      startDate: today(),
      endDate: today(),
    });
    expect(rows.map((r) => r.gameCode)).toEqual([SLOT.gameType, FISH_GAME.gameType, HILO.gameType]);
    const bets = await db().select().from(casinoBet).where(eq(casinoBet.userId, p.userId));
    for (const row of rows) {
      const mine = bets.filter((b) => b.gameCode === row.gameCode);
      const stake = mine.reduce((a, b) => a + Number(b.stake), 0);
      const payout = mine.reduce((a, b) => a + Number(b.payout), 0);
      expect(row).toMatchObject({
        betAmount: stake,
        winAmount: payout - stake,
        betCount: mine.length,
      });
    }
    expect(rows[0]).toMatchObject({ gameName: '财神到', betAmount: 6_000, betCount: 6 });
    expect(rows[2]).toMatchObject({ betAmount: 0, winAmount: 0, betCount: 0 });
    // A cleared end date means today; yesterday alone holds nothing.
    expect(await report(p.token, { gameCodes: SLOT.gameType, startDate: dayOffset(-6) })).toEqual([
      rows[0],
    ]);
    expect(
      (
        await report(p.token, {
          gameCodes: SLOT.gameType,
          startDate: dayOffset(-1),
          endDate: dayOffset(-1),
        })
      )[0],
    ).toMatchObject({ betAmount: 0, betCount: 0 });
  });

  it('applies the date rules of spec §5 on the server', async () => {
    const p = await player(app(), db(), 0);
    const refuse = async (query: Record<string, string>, msg?: string) => {
      const response = await call(app(), 'gameReportList', { token: p.token, query });
      expectError(response, 400, ErrorCode.BAD_REQUEST, msg);
    };
    await refuse(
      { gameCodes: SLOT.gameType, startDate: dayOffset(1), endDate: dayOffset(1) },
      CASINO_REPORT_TEXT.future,
    );
    await refuse(
      { gameCodes: SLOT.gameType, startDate: today(), endDate: dayOffset(1) },
      CASINO_REPORT_TEXT.future,
    );
    await refuse(
      { gameCodes: SLOT.gameType, startDate: today(), endDate: dayOffset(-1) },
      CASINO_REPORT_TEXT.startAfterEnd,
    );
    await refuse(
      { gameCodes: ' , ', startDate: today(), endDate: today() },
      CASINO_REPORT_TEXT.noGames,
    );
    await refuse({ startDate: today(), endDate: today() }, CASINO_REPORT_TEXT.noGames);
    await refuse({ gameCodes: SLOT.gameType, startDate: '2026/11/01' });
    await refuse({ gameCodes: SLOT.gameType, startDate: '2026-02-30', endDate: '2026-03-01' });
    await refuse({ gameCodes: SLOT.gameType });
    await refuse({ gameCodes: 'x'.repeat(5000), startDate: today() });
    expectError(
      await call(app(), 'gameReportList', {
        query: { gameCodes: SLOT.gameType, startDate: today() },
      }),
      401,
      ErrorCode.UNAUTHORIZED,
    );
  });
});

describe('GET /api/live/br', () => {
  it('pages a game’s rounds newest first, only the player’s own', async () => {
    const p = await player(app(), db(), 100);
    const slot = await session(app(), p.token, SLOT);
    for (let i = 0; i < 7; i++) dataOf(await play(app(), slot, 'spin', { stake: 1_000 }));
    const page = async (n: number) =>
      betRecordPageSchema.parse(
        dataOf(
          await call(app(), 'liveBetRecords', {
            token: p.token,
            query: {
              gameCode: SLOT.gameType,
              startDate: today(),
              endDate: today(),
              page: n,
              rows: 5,
            },
          }),
        ),
      );
    const first = await page(1);
    const second = await page(2);
    expect(first).toMatchObject({ totalCount: 7, page: 1 });
    expect(first.data).toHaveLength(5);
    expect(second.data).toHaveLength(2);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((r) => r.betNo)).size).toBe(7);
    const times = all.map((r) => r.betTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const row of all) {
      expect(row).toMatchObject({ gameCode: SLOT.gameType, gameName: '财神到', betAmount: 1_000 });
      expect(row.winAmount).toBe(row.payout - row.betAmount);
      expect(row.detail).not.toBe('');
    }
    const other = await player(app(), db(), 0);
    const none = betRecordPageSchema.parse(
      dataOf(
        await call(app(), 'liveBetRecords', {
          token: other.token,
          query: { gameCode: SLOT.gameType, startDate: today() },
        }),
      ),
    );
    expect(none).toEqual({ data: [], totalCount: 0, page: 1 });
    expectError(
      await call(app(), 'liveBetRecords', {
        token: p.token,
        query: { gameCode: SLOT.gameType, startDate: dayOffset(1) },
      }),
      400,
      ErrorCode.BAD_REQUEST,
      CASINO_REPORT_TEXT.future,
    );
    for (const query of [
      { startDate: today() } as Record<string, string>,
      { gameCode: SLOT.gameType, startDate: today(), page: '0' },
    ]) {
      const response = await call(app(), 'liveBetRecords', { token: p.token, query });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(ErrorCode.BAD_REQUEST);
    }
  });
});
