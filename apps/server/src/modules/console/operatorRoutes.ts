// Operator management for 管理员: list, create (the one-time password and the TOTP enrolment are
// answered once), change role or disable/enable, reset a password or a TOTP. No change may leave the
// company without an enabled admin. Each change ends the sessions it makes stale and is audited in
// its transaction (never a password, hash or secret).
import { ErrorCode } from '@jinli/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { operatorAccount, type OperatorAccountRow } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/endpoints';
import { parseInput } from '../../http/parseInput';
import { recordAudit } from '../operators/audit';
import { OPERATOR_NAME } from '../operators/accounts';
import { OPERATOR_ROLES, ROLES_ADMIN } from '../operators/roles';
import {
  findOperator,
  insertOperator,
  listOperators,
  lockEnabledAdmins,
  newOneTimePassword,
  newTotp,
  totpLabel,
  viewOf,
} from '../operators/store';
import type { ConsoleAuth, SignedIn } from './consoleAuth';
import type { ConsoleContext } from './context';
import { CONSOLE_OPERATORS_PATH } from './paths';
import { endSessionsOf } from './sessions';
import { CONSOLE_TEXT } from './texts';

const createBody = z.object({ name: z.string(), role: z.enum(OPERATOR_ROLES) });
const patchBody = z
  .object({ role: z.enum(OPERATOR_ROLES).optional(), disabled: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined);
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export function registerOperatorManagementRoutes(
  app: FastifyInstance,
  ctx: ConsoleContext,
  auth: ConsoleAuth,
): void {
  const admin = (request: FastifyRequest) => auth.signedIn(request, { allowed: ROLES_ADMIN });

  /** Runs `change` on operator `:id` locked in a transaction with the company's enabled admins. */
  async function changeOperator<T>(
    request: FastifyRequest,
    change: (tx: Tx, row: OperatorAccountRow, by: SignedIn, admins: number[]) => Promise<T>,
  ): Promise<T> {
    const by = await admin(request);
    const { id } = parseInput(idParams, request.params);
    const { id: companyId } = await ctx.company.current();
    return ctx.db.transaction(async (tx) => {
      const admins = await lockEnabledAdmins(tx, companyId);
      const row = await findOperator(tx, companyId, id, true);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, CONSOLE_TEXT.operatorNotFound);
      return change(tx, row, by, admins);
    });
  }

  app.get(CONSOLE_OPERATORS_PATH, async (request) => {
    await admin(request);
    const { id: companyId } = await ctx.company.current();
    return ok(await listOperators(ctx.db, companyId));
  });

  app.post(CONSOLE_OPERATORS_PATH, async (request) => {
    const by = await admin(request);
    const body = parseInput(createBody, request.body);
    const name = body.name.trim();
    if (!OPERATOR_NAME.test(name))
      throw new AppError(ErrorCode.BAD_REQUEST, CONSOLE_TEXT.nameInvalid);
    const { id: companyId } = await ctx.company.current();
    const issued = await newOneTimePassword();
    const created = await ctx.db.transaction(async (tx) => {
      const inserted = await insertOperator(
        tx,
        companyId,
        ctx.companyCode,
        { name, role: body.role },
        issued,
      );
      if (!inserted) throw new AppError(ErrorCode.CONFLICT, CONSOLE_TEXT.nameTaken);
      await recordAudit(tx, by.actor, {
        action: 'operator.create',
        params: { name, role: body.role },
        before: null,
        after: viewOf(inserted.row),
      });
      return inserted;
    });
    return ok({ operator: viewOf(created.row), ...created.secrets });
  });

  app.patch(`${CONSOLE_OPERATORS_PATH}/:id`, async (request) => {
    const body = parseInput(patchBody, request.body);
    return changeOperator(request, async (tx, row, by, admins) => {
      const role = body.role ?? row.role;
      const disabled = body.disabled ?? row.disabled;
      const staysAdmin = role === 'admin' && !disabled;
      if (!staysAdmin && admins.length === 1 && admins[0] === row.id)
        throw new AppError(ErrorCode.CONFLICT, CONSOLE_TEXT.lastAdmin);
      const [after] = await tx
        .update(operatorAccount)
        .set({ role, disabled, updatedAt: new Date(ctx.now()) })
        .where(eq(operatorAccount.id, row.id))
        .returning();
      // A disabled operator is out at once (a role change needs no new session: roles are read per request).
      if (disabled && !row.disabled) await endSessionsOf(tx, row.id);
      await recordAudit(tx, by.actor, {
        action: 'operator.update',
        params: { id: row.id, ...body },
        before: viewOf(row),
        after: after ? viewOf(after) : null,
      });
      return ok(after ? viewOf(after) : null);
    });
  });

  app.post(`${CONSOLE_OPERATORS_PATH}/:id/reset-password`, async (request) => {
    // Hashed before the transaction: argon2 takes a while, and the locks should not.
    const issued = await newOneTimePassword();
    return changeOperator(request, async (tx, row, by) => {
      await tx
        .update(operatorAccount)
        .set({
          passwordHash: issued.passwordHash,
          mustChangePassword: true,
          updatedAt: new Date(ctx.now()),
        })
        .where(eq(operatorAccount.id, row.id));
      await endSessionsOf(tx, row.id);
      await recordAudit(tx, by.actor, {
        action: 'operator.reset_password',
        params: { id: row.id },
        before: { mustChangePassword: row.mustChangePassword },
        after: { mustChangePassword: true },
      });
      return ok({
        operator: { ...viewOf(row), mustChangePassword: true },
        password: issued.password,
      });
    });
  });

  app.post(`${CONSOLE_OPERATORS_PATH}/:id/reset-totp`, async (request) =>
    changeOperator(request, async (tx, row, by) => {
      const totp = newTotp(totpLabel(ctx.companyCode, row.name));
      await tx
        .update(operatorAccount)
        .set({ totpSecret: totp.totpSecret, totpLastStep: null, updatedAt: new Date(ctx.now()) })
        .where(eq(operatorAccount.id, row.id));
      await endSessionsOf(tx, row.id);
      await recordAudit(tx, by.actor, {
        action: 'operator.reset_totp',
        params: { id: row.id },
        before: null,
        after: null,
      });
      return ok({ operator: viewOf(row), ...totp });
    }),
  );
}
