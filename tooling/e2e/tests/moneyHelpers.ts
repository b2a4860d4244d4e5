// Money set-up of the wallet and welfare journeys done as a player would, through the public API:
// 特码 bets on the fast Mark Six (71), whose draw every minute settles them.
import { expect, type APIRequestContext } from '@playwright/test';
import { appUrl, type Theme } from '../apps';
import { apiCall } from './accounts.fixtures';

export interface Money {
  money: number;
  liveMoney: number;
}

/** The user's balance in thousandths. */
export async function moneyOf(
  request: APIRequestContext,
  theme: Theme,
  token: string,
): Promise<number> {
  return (await apiCall<Money>(request, theme, token, '/api/user/money/check')).money;
}

/**
 * Bets `unitMoney` thousandths of 特码 (credit model) on each of `numbers` ('01'…'49') of the
 * fast Mark Six (71), retrying when the turn closes between reading it and betting.
 */
export async function betSpecialNumbers(
  request: APIRequestContext,
  theme: Theme,
  token: string,
  numbers: string[],
  unitMoney: number,
): Promise<void> {
  const categories = await apiCall<{ plays: { playId: number; code: string; model: number }[] }[]>(
    request,
    theme,
    token,
    '/app-api/game/play-cate?gameId=71',
  );
  const tema = categories.flatMap((c) => c.plays).find((p) => p.code === 'tema' && p.model === 1);
  expect(tema, 'game 71 offers 特码').toBeDefined();
  let refusal = '';
  for (let attempt = 0; attempt < 10; attempt++) {
    const info = await apiCall<{ cur: { turnNum: string } }>(
      request,
      theme,
      token,
      '/v/lottery/openInfo?gameId=71',
    );
    const response = await request.post(appUrl(theme, '/api/bet/save'), {
      headers: { Authorization: token, token },
      data: {
        gameId: 71,
        turnNum: info.cur.turnNum,
        model: 1,
        bets: [{ playId: tema!.playId, selection: numbers, unitMoney }],
      },
    });
    const body = (await response.json()) as { code: number | string; msg: string };
    if (body.code === 0) return;
    refusal = body.msg;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  throw new Error(`game 71 never took the bet: ${refusal}`);
}

/** '01' … '49'. */
export const ALL_NUMBERS = Array.from({ length: 49 }, (_, i) => String(i + 1).padStart(2, '0'));
