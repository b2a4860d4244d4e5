// Placing bets (POST /api/bet/save). Everything is checked before money moves: the game, the turn
// still on sale and before its close, each line's play (this game and model), selection (the
// domain's checkSelection), stake (whole fen) and limits, the number of bets. Then, in ONE
// transaction, the orders are written and the whole slip is debited with one ledger row (彩票投注,
// or 追号扣款 for a chase); a balance too small refuses it all (余额不足) and nothing is written.
import { type BetSaveResult, ErrorCode, MAX_BETS_PER_REQUEST } from '@jinli/contract';
import {
  BET_STATUS,
  betInfoText,
  checkSelection,
  isPlayCode,
  isWholeFen,
  LEDGER_CODE,
  MONEY_PARSE_MESSAGES,
  PLAYS,
} from '@jinli/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { betSaveBodySchema } from '@jinli/contract';
import type { Db } from '../../db/client';
import { betOrder, betPlay, lotteryDraw, type UserRow } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { zoneOf } from '../../time/zones';
import type { LotteryService } from '../lottery/service';
import type { FaultSeam } from '../../faults/seam';
import { runIdempotent } from '../wallet/idempotency';
import { postLedger } from '../wallet/ledger';
import { newReferenceNo, orderNoOf, withFreshSlipNumbers } from './orderNumbers';
import {
  BETTING_TEXT,
  stakeTooHighText,
  stakeTooLowText,
  tooManyBetsText,
  turnClosedText,
} from './texts';
import { openTurns } from './turns';

const bad = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);

export interface PlaceBetDeps {
  db: Db;
  lottery: LotteryService;
  timeZone: () => Promise<string>;
  clock: () => number;
  /** The money paths' steps (the fault suite). */
  faults: FaultSeam;
}

type ParsedBody = z.output<typeof betSaveBodySchema>;

/** Places a slip for `user`; see the file comment. `idempotencyKey` replays a repeated request. */
export async function placeBet(
  deps: PlaceBetDeps,
  user: UserRow,
  body: ParsedBody,
  idempotencyKey: string | undefined,
): Promise<BetSaveResult> {
  const { db } = deps;
  const game = await deps.lottery.game(body.gameId);
  const zone = zoneOf(await deps.timeZone());
  // Everything else runs in the idempotent transaction: a replay answers the first result even after
  // the turn closed, and a refusal stores no key (a retry is checked again).
  const placed = await withFreshSlipNumbers(() =>
    runIdempotent(
      db,
      { userId: user.id, key: idempotencyKey, scope: 'betSave', body },
      async (tx) => {
        const now = deps.clock();
        const turnCount = body.track?.turns ?? 1;
        const playIds = [...new Set(body.bets.map((line) => line.playId))];
        // Three reads that need nothing of each other, sent together: one round trip, not three
        // (a bet at a draw's close waits on each; bench:bets). The draw looked up is the slip's turn,
        // which is refused below unless it is the one on sale.
        const [turns, plays, [drawn]] = await Promise.all([
          openTurns(tx, game, zone, now, turnCount),
          tx
            .select()
            .from(betPlay)
            .where(
              and(
                inArray(betPlay.id, playIds),
                eq(betPlay.gameId, game.id),
                eq(betPlay.model, body.model),
                eq(betPlay.enabled, true),
              ),
            ),
          tx
            .select({ id: lotteryDraw.id })
            .from(lotteryDraw)
            .where(and(eq(lotteryDraw.gameId, game.id), eq(lotteryDraw.turnNum, body.turnNum))),
        ]);
        const current = turns[0]!;
        if (body.turnNum !== current.turnNum) {
          const older =
            body.turnNum.length === current.turnNum.length && body.turnNum < current.turnNum;
          throw bad(older ? turnClosedText(body.turnNum) : BETTING_TEXT.turnInvalid);
        }
        if (now >= current.closeAt) throw bad(turnClosedText(current.turnNum));
        // The operator may have drawn the turn early: a stored draw closes it whatever the clock says.
        if (drawn) throw bad(turnClosedText(current.turnNum));

        const playById = new Map(plays.map((p) => [p.id, p]));

        interface Unit {
          play: (typeof plays)[number];
          keys: string[];
          amount: bigint;
        }
        const units: Unit[] = [];
        for (const line of body.bets) {
          const play = playById.get(line.playId);
          if (!play || !isPlayCode(play.code)) throw bad(BETTING_TEXT.playNotFound);
          const check = checkSelection(play.code, line.selection, current.lunarYear);
          if (!check.ok) throw bad(check.message);
          // The slip reads the stake in yuan with at most 2 decimals (parseEnteredYuan): whole fen.
          if (!isWholeFen(line.unitMoney)) throw bad(MONEY_PARSE_MESSAGES.fen);
          const amount = BigInt(line.unitMoney);
          const name = PLAYS[play.code].name;
          if (amount < play.minMoney) throw bad(stakeTooLowText(name, play.minMoney));
          if (amount > play.maxMoney) throw bad(stakeTooHighText(name, play.maxMoney));
          for (const keys of check.units) units.push({ play, keys, amount });
          if (units.length * turnCount > MAX_BETS_PER_REQUEST)
            throw bad(tooManyBetsText(MAX_BETS_PER_REQUEST));
        }

        const slipNo = newReferenceNo('S', now);
        const trackOrderNo = body.track ? newReferenceNo('T', now) : null;
        const rows = turns.flatMap((turn, t) =>
          units.map((unit, u) => {
            const code = unit.play.code as keyof typeof PLAYS;
            return {
              orderNo: orderNoOf(slipNo, t * units.length + u),
              userId: user.id,
              companyId: user.companyId,
              gameId: game.id,
              turnNum: turn.turnNum,
              drawAt: new Date(turn.drawAt),
              betEndAt: new Date(turn.closeAt),
              model: body.model,
              playId: unit.play.id,
              playCode: code,
              playName: PLAYS[code].name,
              selection: unit.keys,
              betInfo: betInfoText(code, unit.keys, turn.lunarYear),
              lunarYear: turn.lunarYear,
              odds: unit.play.odds,
              amount: unit.amount,
              status: BET_STATUS.PENDING,
              slipNo,
              trackOrderNo,
              stopOnWin: body.track?.stopOnWin ?? false,
            };
          }),
        );
        const total = rows.reduce((sum, row) => sum + row.amount, 0n);

        const posted = await postLedger(tx, {
          userId: user.id,
          type: trackOrderNo ? LEDGER_CODE.chaseDeduction : LEDGER_CODE.lotteryBet,
          amount: -total,
          refType: 'betSlip',
          refId: slipNo,
          remark: `${game.name} 第${current.turnNum}期${trackOrderNo ? `起追号${turnCount}期` : ''} 共${rows.length}注`,
        });
        for (let i = 0; i < rows.length; i += 200)
          await tx.insert(betOrder).values(rows.slice(i, i + 200));
        return {
          orderNos: rows.map((row) => row.orderNo),
          trackOrderNo,
          count: rows.length,
          totalMoney: Number(total),
          balance: Number(posted.balanceAfter),
        };
      },
    ),
  );
  // Committed, not yet answered: a client that never hears back retries with its key.
  await deps.faults.reached('bet:placed', { userId: user.id });
  return placed;
}
