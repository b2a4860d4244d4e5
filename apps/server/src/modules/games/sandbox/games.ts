// The sandbox's games as the pages play them: instant games, hi-lo, and the table games.
import { ErrorCode } from '@jinli/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { casinoBet, liveTableRound } from '../../../db/schema';
import { lockWallets } from '../../wallet/ledger';
import { AppError } from '../../../http/AppError';
import type { dealDragonTiger } from './engines';
import {
  cardText,
  DRAGON_TIGER_SIDES,
  type DragonTigerSide,
  drawCard,
  HILO_MAX_GUESSES,
  hiloPotAfterWin,
  hiloWinningRanks,
  playMatch,
  shootFish,
  spinSlot,
} from './engines';

import {
  type HiloState,
  newBetNo,
  SANDBOX_TEXT,
  type SandboxContext,
  type SandboxProvider,
} from './context';
import {
  closeHand,
  handView,
  hiloDetail,
  instantRound,
  openHand,
  roundResult,
  settleDueTables,
  stakeBet,
  stakeOf,
  tableClock,
  gameBalance,
} from './rounds';

/** Games settled in one request: the slot, the fish and the match. */
export function createInstantGames(
  ctx: SandboxContext,
): Pick<SandboxProvider, 'spin' | 'shoot' | 'match'> {
  const { random } = ctx;
  return {
    async spin(s, stake) {
      const amount = stakeOf(stake);
      const result = spinSlot(amount, random);
      const done = await instantRound(ctx, s, amount, {
        payout: result.payout,
        state: { reels: result.reels },
        detail: `${result.reels.join(' ')} · ${result.multiplier > 0 ? `${result.multiplier}倍` : '未中奖'}`,
      });
      return { ...done, reels: result.reels, multiplier: result.multiplier };
    },

    async shoot(s, stake, fishKey) {
      const amount = stakeOf(stake);
      const result = shootFish(amount, fishKey, random);
      if (!result) throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.badChoice);
      const done = await instantRound(ctx, s, amount, {
        payout: result.payout,
        state: { fish: result.fish.key, hit: result.hit },
        detail: `射击${result.fish.name}（${result.fish.multiplier}倍）· ${result.hit ? '捕获' : '未捕获'}`,
      });
      return {
        ...done,
        hit: result.hit,
        fish: result.fish.key,
        multiplier: result.fish.multiplier,
      };
    },

    async match(s, stake, pick) {
      const amount = stakeOf(stake);
      const result = playMatch(amount, pick, random);
      if (!result) throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.badChoice);
      const done = await instantRound(ctx, s, amount, {
        payout: result.payout,
        state: { pick: result.chosen.key, outcome: result.outcome.key, score: result.score },
        detail: `投注${result.chosen.name} @${(result.odds / 1000).toFixed(3)} · 比分 ${result.score[0]}:${result.score[1]} ${result.outcome.name}`,
      });
      return { ...done, outcome: result.outcome.key, score: result.score, odds: result.odds };
    },
  };
}

/** Hi-lo: a hand the player plays card by card, cashed out by them or when idle. */
export function createHiloGame(
  ctx: SandboxContext,
): Pick<SandboxProvider, 'hiloState' | 'hiloStart' | 'hiloGuess' | 'hiloCashOut'> {
  const { db, now, random } = ctx;
  return {
    async hiloState(s) {
      const row = await openHand(ctx, s.userId);
      return row && row.gameCode === s.gameCode
        ? handView(row)
        : { open: false, otherGame: row ? row.gameCode : '' };
    },

    async hiloStart(s, stake) {
      const amount = stakeOf(stake);
      if (await openHand(ctx, s.userId))
        throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.roundOpen);
      const betNo = newBetNo();
      const state: HiloState = {
        cards: [drawCard(random)],
        guesses: [],
        pot: amount.toString(),
        lastActionAt: now(),
      };
      await db.transaction(async (tx) => {
        // One open hand per player: the wallet row lock orders two starts of one player.
        await lockWallets(tx, [s.userId]);
        const [other] = await tx
          .select({ id: casinoBet.id })
          .from(casinoBet)
          .where(
            and(
              eq(casinoBet.userId, s.userId),
              eq(casinoBet.status, 'open'),
              sql`${casinoBet.roundNo} is null`,
            ),
          );
        if (other) throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.roundOpen);
        await stakeBet(tx, s, { betNo, stake: amount, state });
      });
      return {
        ...handView({ betNo, stake: amount, state }),
        balance: Number(await gameBalance(ctx, s.userId)),
      };
    },

    async hiloGuess(s, guessText) {
      if (guessText !== 'high' && guessText !== 'low')
        throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.badChoice);
      const guess = guessText;
      const row = await openHand(ctx, s.userId);
      if (!row || row.gameCode !== s.gameCode)
        throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.noRound);
      const state = row.state as HiloState;
      const card = state.cards[state.cards.length - 1]!;
      if (hiloWinningRanks(card.rank, guess) === 0)
        throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.cannotGuess);
      if (state.guesses.length >= HILO_MAX_GUESSES)
        throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.maxGuesses);
      const next = drawCard(random);
      const won = guess === 'high' ? next.rank > card.rank : next.rank < card.rank;
      const newState: HiloState = {
        cards: [...state.cards, next],
        guesses: [...state.guesses, guess],
        pot: won ? hiloPotAfterWin(BigInt(state.pot), card.rank, guess).toString() : '0',
        lastActionAt: now(),
      };
      if (!won) {
        const ok = await db.transaction((tx) =>
          closeHand(ctx, tx, row, 0n, newState, hiloDetail(newState, '猜错，本局结束')),
        );
        if (!ok) throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.noRound);
        return {
          open: false,
          won: false,
          card: cardText(next),
          cards: newState.cards.map(cardText),
          payout: 0,
          balance: Number(await gameBalance(ctx, s.userId)),
        };
      }
      // Guarded on the state read: a second tap of the same guess changes nothing.
      const updated = await db
        .update(casinoBet)
        .set({ state: newState })
        .where(
          and(
            eq(casinoBet.id, row.id),
            eq(casinoBet.status, 'open'),
            sql`jsonb_array_length(${casinoBet.state}->'cards') = ${state.cards.length}`,
          ),
        )
        .returning({ id: casinoBet.id });
      if (updated.length === 0) throw new AppError(ErrorCode.CONFLICT);
      return { ...handView({ ...row, state: newState }), won: true, card: cardText(next) };
    },

    async hiloCashOut(s) {
      const row = await openHand(ctx, s.userId);
      if (!row || row.gameCode !== s.gameCode)
        throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.noRound);
      const state = row.state as HiloState;
      const pot = BigInt(state.pot);
      const ok = await db.transaction((tx) =>
        closeHand(
          ctx,
          tx,
          row,
          pot,
          state,
          hiloDetail(state, `收手 赢得${(Number(pot) / 1000).toFixed(2)}`),
        ),
      );
      if (!ok) throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.noRound);
      return {
        open: false,
        payout: Number(pot),
        balance: Number(await gameBalance(ctx, s.userId)),
      };
    },
  };
}

/** Table games (dragon-tiger, virtual sports): bets on the table's current round. */
export function createTableGames(
  ctx: SandboxContext,
): Pick<SandboxProvider, 'tableState' | 'tableBet'> {
  const { db, now } = ctx;
  return {
    async tableState(s) {
      await settleDueTables(ctx, s.gameCode);
      const at = now();
      const clock = tableClock(s.gameCode, at);
      const lastRound = clock.open ? clock.roundNo - 1 : clock.roundNo;
      const last = await roundResult(ctx, s.gameCode, lastRound);
      const mine = await db
        .select({ side: sql<string>`${casinoBet.state}->>'side'`, stake: casinoBet.stake })
        .from(casinoBet)
        .where(
          and(
            eq(casinoBet.userId, s.userId),
            eq(casinoBet.gameCode, s.gameCode),
            eq(casinoBet.roundNo, clock.roundNo),
          ),
        );
      const history = await db
        .select({ roundNo: liveTableRound.roundNo, result: liveTableRound.result })
        .from(liveTableRound)
        .where(and(eq(liveTableRound.gameCode, s.gameCode), lt(liveTableRound.roundNo, lastRound)))
        .orderBy(desc(liveTableRound.roundNo))
        .limit(11);
      const view = (r: ReturnType<typeof dealDragonTiger>) => ({
        dragon: cardText(r.dragon),
        tiger: cardText(r.tiger),
        winner: r.winner,
      });
      return {
        serverTime: at,
        roundNo: clock.roundNo,
        open: clock.open,
        closesAt: clock.closesAt,
        nextAt: clock.nextAt,
        last: { roundNo: lastRound, ...view(last) },
        history: history.map((h) => (h.result as { winner: string }).winner),
        myBets: mine.map((b) => ({ side: b.side, stake: Number(b.stake) })),
        balance: Number(await gameBalance(ctx, s.userId)),
      };
    },

    async tableBet(s, stake, sideText) {
      const amount = stakeOf(stake);
      if (!(DRAGON_TIGER_SIDES as readonly string[]).includes(sideText))
        throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.badChoice);
      const side = sideText as DragonTigerSide;
      const clock = tableClock(s.gameCode, now());
      if (!clock.open) throw new AppError(ErrorCode.BAD_REQUEST, SANDBOX_TEXT.betClosed);
      const betNo = newBetNo();
      const balance = await db.transaction(async (tx) => {
        return stakeBet(tx, s, {
          betNo,
          roundNo: clock.roundNo,
          stake: amount,
          state: { side },
        });
      });
      return {
        betNo,
        roundNo: clock.roundNo,
        side,
        stake: Number(amount),
        balance: Number(balance),
      };
    },
  };
}
