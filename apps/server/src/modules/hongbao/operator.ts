// POST /operator/hongbao/expire (servers started with --operator-test-draws only, like the manual
// draws of every game): ends a red packet's 24 hours now and runs the expiry job once, so that a
// journey or a demo can show 已过期 and the sender's 红包退回 without waiting a day. The refund
// itself is the job's, with its exactly-once guard; the move of expires_at is audited.
import { ErrorCode } from '@jinli/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/endpoints';
import { parseInput } from '../../http/parseInput';
import type { OperatorAuth } from '../operators/accounts';
import { recordAudit } from '../operators/audit';
import type { HongbaoExpiry } from './expiry';
import { HONGBAO_TEXT } from './texts';
import { ROLES_OPS } from '../operators/roles';

export const OPERATOR_HONGBAO_EXPIRE_PATH = '/operator/hongbao/expire';

const expireSchema = z.object({ id: z.string().regex(/^\d{1,19}$/) });

export function registerHongbaoOperatorRoute(
  app: FastifyInstance,
  db: Db,
  expiry: HongbaoExpiry,
  operators: OperatorAuth,
  now: () => number = Date.now,
): void {
  app.post(OPERATOR_HONGBAO_EXPIRE_PATH, async (request) => {
    const actor = await operators.require(request, ROLES_OPS);
    const { id } = parseInput(expireSchema, request.body);
    const at = new Date(now()).toISOString();
    const moved = await db.transaction(async (tx) => {
      // Only a packet still open moves: a finished or refunded one has nothing left to return.
      const [row] = await rowsOf<{ expires_at: string }>(
        tx,
        sql`update hongbao_packet p set expires_at = ${at}::timestamptz
            from (select expires_at from hongbao_packet where id = ${id} for update) before
            where p.id = ${id} and p.refunded_at is null and p.finished_at is null
            returning before.expires_at::text as expires_at`,
      );
      if (!row) return false;
      await recordAudit(tx, actor, {
        action: 'hongbao.expire',
        params: { id },
        before: { expiresAt: row.expires_at },
        after: { expiresAt: at },
      });
      return true;
    });
    if (!moved) throw new AppError(ErrorCode.NOT_FOUND, HONGBAO_TEXT.notOpen);
    const refunded = await expiry.runOnce();
    return ok({ id, refunded });
  });
}
