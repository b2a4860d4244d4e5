// GET /console-api/withdrawals and /recharges (money readers: 财务, 管理员, 客服); POST
// /withdrawals/:orderNo/approve|reject and /recharges/:orderNo/confirm (财务, 管理员).
import {
  CONSOLE_RECHARGES_PATH,
  CONSOLE_WITHDRAWALS_PATH,
  consoleQueueDecisionBodySchema,
  consoleRechargesQuerySchema,
  consoleWithdrawalsQuerySchema,
} from '@jinli/contract/console';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../http/endpoints';
import { parseInput } from '../../../http/parseInput';
import { ROLES_FINANCE, ROLES_MONEY_READ } from '../../operators/roles';
import type { ConsoleAuth } from '../consoleAuth';
import { rangeOf } from '../consoleInput';
import type { PlayerMoneyDeps } from '../playerMoneyDeps';
import { confirmRecharge, decideWithdrawal } from './queueActions';
import { listRecharges, listWithdrawals } from './queueQueries';

/** `:orderNo` of a withdrawal (W…) or a recharge (R…): the prefix and 20 digits. */
const withdrawParams = z.object({ orderNo: z.string().regex(/^W\d{20}$/) });
const rechargeParams = z.object({ orderNo: z.string().regex(/^R\d{20}$/) });

export function registerQueueRoutes(
  app: FastifyInstance,
  auth: ConsoleAuth,
  deps: PlayerMoneyDeps,
): void {
  const { db } = deps;
  const companyId = async () => (await deps.company.current()).id;

  app.get(CONSOLE_WITHDRAWALS_PATH, async (request) => {
    await auth.signedIn(request, { allowed: ROLES_MONEY_READ });
    const query = parseInput(consoleWithdrawalsQuerySchema, request.query);
    return ok(await listWithdrawals(db, await companyId(), { ...query, ...rangeOf(query) }));
  });

  for (const [decision, outcome] of [
    ['approve', 'paid'],
    ['reject', 'rejected'],
  ] as const)
    app.post(`${CONSOLE_WITHDRAWALS_PATH}/:orderNo/${decision}`, async (request) => {
      const { actor } = await auth.signedIn(request, { allowed: ROLES_FINANCE });
      const { orderNo } = parseInput(withdrawParams, request.params);
      const body = parseInput(consoleQueueDecisionBodySchema, request.body);
      return ok(
        await decideWithdrawal(deps, actor, await companyId(), orderNo, outcome, body.note),
      );
    });

  app.get(CONSOLE_RECHARGES_PATH, async (request) => {
    await auth.signedIn(request, { allowed: ROLES_MONEY_READ });
    const query = parseInput(consoleRechargesQuerySchema, request.query);
    return ok(await listRecharges(db, await companyId(), { ...query, ...rangeOf(query) }));
  });

  app.post(`${CONSOLE_RECHARGES_PATH}/:orderNo/confirm`, async (request) => {
    const { actor } = await auth.signedIn(request, { allowed: ROLES_FINANCE });
    const { orderNo } = parseInput(rechargeParams, request.params);
    const body = parseInput(consoleQueueDecisionBodySchema, request.body);
    return ok(await confirmRecharge(deps, actor, await companyId(), orderNo, body.note));
  });
}
