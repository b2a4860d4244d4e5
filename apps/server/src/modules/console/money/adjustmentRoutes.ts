// POST /console-api/players/:id/adjustments (财务, 管理员), GET /console-api/adjustments (money
// readers), POST /console-api/adjustments/:id/approve|reject (财务, 管理员, not the requester),
// GET|POST /console-api/adjustments/settings (the threshold: finance reads, 管理员 sets).
import { ErrorCode } from '@jinli/contract';
import {
  CONSOLE_ADJUSTMENT_SETTINGS_PATH,
  CONSOLE_ADJUSTMENTS_PATH,
  CONSOLE_PLAYERS_PATH,
  consoleAdjustmentCreateBodySchema,
  consoleAdjustmentDecisionBodySchema,
  consoleAdjustmentSettingsSchema,
  consoleAdjustmentsQuerySchema,
} from '@jinli/contract/console';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/AppError';
import { ok } from '../../../http/endpoints';
import { parseInput } from '../../../http/parseInput';
import { recordAudit } from '../../operators/audit';
import { ROLES_ADMIN, ROLES_FINANCE, ROLES_MONEY_READ } from '../../operators/roles';
import type { ConsoleAuth } from '../consoleAuth';
import { idOf } from '../consoleInput';
import { PLAYER_MONEY_TEXT } from '../moneyTexts';
import type { PlayerMoneyDeps } from '../playerMoneyDeps';
import { listAdjustments } from './adjustmentRows';
import { createAdjustment, decideAdjustment } from './adjustments';
import { readApprovalThreshold, writeApprovalThreshold } from './adjustmentSettings';

/** The body of a new adjustment, each refusal naming what is wrong in Chinese. */
function adjustmentBodyOf(body: unknown) {
  const parsed = consoleAdjustmentCreateBodySchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path[0];
  throw new AppError(
    ErrorCode.BAD_REQUEST,
    field === 'reason' ? PLAYER_MONEY_TEXT.adjustReason : PLAYER_MONEY_TEXT.adjustAmount,
  );
}

export function registerAdjustmentRoutes(
  app: FastifyInstance,
  auth: ConsoleAuth,
  deps: PlayerMoneyDeps,
): void {
  const { db } = deps;
  const companyId = async () => (await deps.company.current()).id;

  app.post(`${CONSOLE_PLAYERS_PATH}/:id/adjustments`, async (request) => {
    const { actor } = await auth.signedIn(request, { allowed: ROLES_FINANCE });
    const id = idOf(request.params);
    const body = adjustmentBodyOf(request.body);
    return ok(
      await createAdjustment(db, actor, await companyId(), id, BigInt(body.amount), body.reason),
    );
  });

  app.get(CONSOLE_ADJUSTMENTS_PATH, async (request) => {
    await auth.signedIn(request, { allowed: ROLES_MONEY_READ });
    const query = parseInput(consoleAdjustmentsQuerySchema, request.query);
    const id = await companyId();
    const [page, approvalThreshold] = await Promise.all([
      listAdjustments(db, id, query),
      readApprovalThreshold(db, id),
    ]);
    return ok({ ...page, approvalThreshold });
  });

  for (const decision of ['approve', 'reject'] as const)
    app.post(`${CONSOLE_ADJUSTMENTS_PATH}/:id/${decision}`, async (request) => {
      const { actor } = await auth.signedIn(request, { allowed: ROLES_FINANCE });
      const id = idOf(request.params);
      const body = parseInput(consoleAdjustmentDecisionBodySchema, request.body);
      return ok(
        await decideAdjustment(db, actor, await companyId(), id, decision, body.note ?? ''),
      );
    });

  app.get(CONSOLE_ADJUSTMENT_SETTINGS_PATH, async (request) => {
    await auth.signedIn(request, { allowed: ROLES_FINANCE });
    return ok({ approvalThreshold: await readApprovalThreshold(db, await companyId()) });
  });

  app.post(CONSOLE_ADJUSTMENT_SETTINGS_PATH, async (request) => {
    const { actor } = await auth.signedIn(request, { allowed: ROLES_ADMIN });
    const parsed = consoleAdjustmentSettingsSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError(ErrorCode.BAD_REQUEST, PLAYER_MONEY_TEXT.threshold);
    const { approvalThreshold } = parsed.data;
    const id = await companyId();
    await db.transaction(async (tx) => {
      const before = await writeApprovalThreshold(tx, id, approvalThreshold);
      await recordAudit(tx, actor, {
        action: 'adjustment.settings',
        params: { approvalThreshold },
        before: { approvalThreshold: before },
        after: { approvalThreshold },
      });
    });
    return ok({ approvalThreshold });
  });
}
