// The ledger check for operators (DESIGN.md §5): GET /operator/ledger/check runs it on demand
// (audited: who asked, and what it found), and the server runs it on a schedule, on one instance
// at a time, logging every drift loudly. The last result is kept for the health of the deployment
// (metrics).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ok } from '../../http/endpoints';
import { JobLock } from '../../jobs/exclusive';
import type { OperatorAuth } from '../operators/accounts';
import { recordAudit } from '../operators/audit';
import { checkLedger, describeDrift, type LedgerCheckReport } from './check';
import { ROLES_MONEY_READ } from '../operators/roles';

/** Path of the on-demand check. */
export const OPERATOR_LEDGER_CHECK_PATH = '/operator/ledger/check';
/** How often the server checks by itself: hourly. */
export const LEDGER_CHECK_INTERVAL_MS = 60 * 60_000;

export interface LedgerCheckDeps {
  db: Db;
  /** The operators; without them there is no endpoint, the schedule still runs. */
  operators?: OperatorAuth | undefined;
  /** ms between scheduled checks; 0 turns the schedule off. Default LEDGER_CHECK_INTERVAL_MS. */
  intervalMs?: number | undefined;
}

export interface LedgerCheckModule {
  /** The last check this instance ran (scheduled or asked for), if any. */
  last(): LedgerCheckReport | undefined;
  register(app: FastifyInstance): void;
  /** The on-demand check on `app` for `operators` (the console mounts it with its sessions). */
  registerRoute(app: FastifyInstance, operators: OperatorAuth): void;
}

export function createLedgerCheckModule(deps: LedgerCheckDeps): LedgerCheckModule {
  const { db } = deps;
  const intervalMs = deps.intervalMs ?? LEDGER_CHECK_INTERVAL_MS;
  let last: LedgerCheckReport | undefined;

  function report(app: FastifyInstance, result: LedgerCheckReport) {
    last = result;
    if (result.ok) return;
    // Loud at any log level: money that does not add up is never routine.
    const lines = describeDrift(result);
    app.log.fatal({ drift: result.drift, conservation: result.conservation }, 'LEDGER DRIFT');
    console.error(`LEDGER DRIFT (${lines.length}):\n  ${lines.join('\n  ')}`);
  }

  function registerRoute(app: FastifyInstance, operators: OperatorAuth) {
    app.get(OPERATOR_LEDGER_CHECK_PATH, async (request) => {
      const actor = await operators.require(request, ROLES_MONEY_READ);
      const result = await checkLedger(db);
      report(app, result);
      await recordAudit(db, actor, {
        action: 'ledger.check',
        params: {},
        before: null,
        after: { ok: result.ok, drift: result.drift.length, conservation: result.conservation },
      });
      return ok(result);
    });
  }

  return {
    last: () => last,
    registerRoute,
    register(app) {
      if (deps.operators) registerRoute(app, deps.operators);
      if (intervalMs <= 0) return;
      let timer: NodeJS.Timeout | undefined;
      let closed = false;
      let running: Promise<unknown> = Promise.resolve();
      const tick = () => {
        if (closed) return;
        timer = setTimeout(() => {
          running = checkLedger(db, { exclusiveLock: JobLock.LEDGER_CHECK })
            .then((result) => result && report(app, result))
            .catch((error: unknown) => app.log.error({ err: error }, 'ledger check failed'))
            .finally(tick);
        }, intervalMs);
        timer.unref();
      };
      app.addHook('onReady', async () => tick());
      app.addHook('preClose', async () => {
        closed = true;
        if (timer) clearTimeout(timer);
        timer = undefined;
        await running;
      });
    },
  };
}
