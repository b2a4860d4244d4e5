// Seeded data of the bets stories and tests, shaped like the reference server's answers.
import type { BetRecord, BettingBonus, FiveElements, PlayCategory } from '@jinli/contract';
import { FIVE_ELEMENTS, type FiveElement } from '@jinli/domain';
import { wallText } from '../lottery/lotteryFixtures';

/** 纳音 element per pair of the sexagenary cycle from 甲子 (the reference server's seed rule). */
const NAYIN = [...'金火木土金火水土金木水土火木水金火木土金火水土金木水土火木水'] as FiveElement[];

/** five-elements.json for `years`, as the reference server seeds it. */
export function fiveElementsFixture(years: readonly number[] = [2025, 2026]): FiveElements {
  return years.map((year) => {
    const groups = new Map<FiveElement, number[]>(FIVE_ELEMENTS.map((e) => [e, []]));
    for (let n = 1; n <= 49; n += 1) {
      const index = ((((year + 1 - n - 1984) % 60) + 60) % 60) >> 1;
      groups.get(NAYIN[index]!)!.push(n);
    }
    return {
      year,
      data: FIVE_ELEMENTS.map((element) => ({ element, values: groups.get(element)! })),
    };
  });
}

/** A bet record like the reference server's; `minutesToClose` sets betEndTime from now. */
export function betRecordFixture(
  overrides: Partial<BetRecord> & { minutesToClose?: number; now?: number } = {},
): BetRecord {
  const { minutesToClose = 5, now = Date.now(), ...rest } = overrides;
  return {
    orderNo: 'B202611210001',
    gameId: 71,
    gameName: '极速六合彩',
    status: 0,
    result: null,
    betEndTime: wallText(now + minutesToClose * 60_000),
    trackOrderNo: null,
    turnNum: '202611210931',
    totalMoney: 10_000,
    reward: 0,
    cateName: '特码',
    playCode: 'tema',
    account: 'player01',
    openNum: '',
    betInfo: '07',
    odds: '47.5',
    addTime: wallText(now - 60_000),
    model: 1,
    isCancle: 1,
    ...rest,
  };
}

/** A pending cancelable bet, a settled winning one and a cancelled one. */
export function betRecordsFixture(now = Date.now()): BetRecord[] {
  return [
    betRecordFixture({ now, orderNo: 'B1', betInfo: '07' }),
    betRecordFixture({
      now,
      orderNo: 'B2',
      status: 1,
      result: 1,
      minutesToClose: -30,
      isCancle: 0,
      reward: 475_000,
      openNum: '01,12,23,34,45,06,07',
      turnNum: '202611210900',
    }),
    betRecordFixture({
      now,
      orderNo: 'B3',
      status: 2,
      cateName: '色波',
      playCode: 'colour',
      betInfo: '红波',
      odds: '2.8',
      isCancle: 0,
    }),
  ];
}

/** GET /game/play-cate of game 71 with the plays of both models (odds and limits). */
export function playCategoriesFixture(): PlayCategory[] {
  const limits = { minMoney: 1_000, maxMoney: 50_000_000 };
  const plays = (model: 1 | 2, base: number): PlayCategory[] => [
    {
      id: 1,
      gameId: 71,
      playCateName: '特码',
      plays: [
        {
          playId: base + 1,
          code: 'tema',
          name: '特码',
          model,
          odds: [{ key: 'base', name: '赔率', odds: 47.5 }],
          ...limits,
        },
        {
          playId: base + 2,
          code: 'temaSides',
          name: '特码两面',
          model,
          odds: [{ key: 'base', name: '赔率', odds: 1.98 }],
          ...limits,
        },
      ],
    },
    {
      id: 2,
      gameId: 71,
      playCateName: '色波',
      plays: [
        {
          playId: base + 3,
          code: 'colour',
          name: '色波',
          model,
          odds: [
            { key: 'red', name: '红波', odds: 2.8 },
            { key: 'blue', name: '蓝波', odds: 2.85 },
            { key: 'green', name: '绿波', odds: 2.85 },
          ],
          ...limits,
        },
      ],
    },
    {
      id: 3,
      gameId: 71,
      playCateName: '连码',
      plays: [
        {
          playId: base + 4,
          code: 'threeOfTwo',
          name: '三中二',
          model,
          odds: [
            { key: 'hit3', name: '中三', odds: 100 },
            { key: 'hit2', name: '中二', odds: 20 },
          ],
          ...limits,
        },
      ],
    },
  ];
  const credit = plays(1, 100);
  const official = plays(2, 200);
  return credit.map((category, i) => ({
    ...category,
    plays: [...category.plays, ...official[i]!.plays],
  }));
}

/** GET /api/user/betting-bonus with `amount` claimable at the default 8‰. */
export function bettingBonusFixture(validBetAmount = 1_250_000): BettingBonus {
  return {
    rate: 8,
    betCount: validBetAmount > 0 ? 12 : 0,
    validBetAmount,
    amount: Math.floor((validBetAmount * 80) / 10_000),
    lastClaimTime: null,
  };
}
