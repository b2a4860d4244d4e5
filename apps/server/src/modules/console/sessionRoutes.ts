// The console's own session: POST /console-api/session signs in (cookie + CSRF token in the body),
// GET answers who is signed in, DELETE signs out, POST /console-api/password changes one's own
// password (ending the operator's other sessions). Every one is audited in its transaction.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorCode } from '@jinli/contract';
import { operatorAccount } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/endpoints';
import { parseInput } from '../../http/parseInput';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import {
  endingAttempts,
  RATE_LIMIT_TEXT,
  reserveAttempt,
  userSubject,
} from '../accounts/rateLimits';
import { recordAudit } from '../operators/audit';
import { operatorPasswordProblem } from '../operators/operatorPasswords';
import { ROLE_LABELS, type OperatorRole } from '../operators/roles';
import type { OperatorAccountRow } from '../../db/schema';
import type { ConsoleAuth } from './consoleAuth';
import type { ConsoleContext } from './context';
import { clearSessionCookie, setSessionCookie } from './cookies';
import { consoleLogin } from './login';
import { CONSOLE_PASSWORD_PATH, CONSOLE_SESSION_PATH } from './paths';
import { csrfOf, endSession, endSessionsOf, SESSION_ABSOLUTE_MS } from './sessions';
import { CONSOLE_TEXT } from './texts';

const loginBody = z.object({
  name: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  totp: z.string().trim().max(10),
});

const passwordBody = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
});

/** What the console is told of the signed-in operator. */
function meOf(operator: OperatorAccountRow, token: string) {
  const role = operator.role as OperatorRole;
  return {
    name: operator.name,
    role,
    roleLabel: ROLE_LABELS[role],
    mustChangePassword: operator.mustChangePassword,
    csrfToken: csrfOf(token),
  };
}

export function registerSessionRoutes(
  app: FastifyInstance,
  ctx: ConsoleContext,
  auth: ConsoleAuth,
): void {
  app.post(CONSOLE_SESSION_PATH, async (request, reply) => {
    const body = parseInput(loginBody, request.body);
    const { token, operator } = await consoleLogin(ctx, body, request.ip);
    setSessionCookie(request, reply, token, SESSION_ABSOLUTE_MS / 1000);
    return ok(meOf(operator, token));
  });

  app.get(CONSOLE_SESSION_PATH, async (request) => {
    const session = await auth.signedIn(request, { beforePasswordChange: true });
    return ok(meOf(session.operator, session.token));
  });

  app.delete(CONSOLE_SESSION_PATH, async (request, reply) => {
    const session = await auth.signedIn(request, { beforePasswordChange: true });
    await ctx.db.transaction(async (tx) => {
      await endSession(tx, session.id);
      await recordAudit(tx, session.actor, {
        action: 'console.logout',
        params: {},
        before: null,
        after: null,
      });
    });
    clearSessionCookie(request, reply);
    return ok(null);
  });

  app.post(CONSOLE_PASSWORD_PATH, async (request) => {
    const session = await auth.signedIn(request, { beforePasswordChange: true });
    const body = parseInput(passwordBody, request.body);
    const { operator } = session;
    // Reserved before the check: parallel guesses of the old password each take a place.
    const attempt = await reserveAttempt(
      ctx.limiter,
      'operator_password_fail',
      userSubject(operator.id),
      ctx.limits.passwordCheckPerUser,
      RATE_LIMIT_TEXT.password,
    );
    await endingAttempts([attempt], async () => {
      if (!(await verifyPassword(operator.passwordHash, body.oldPassword)))
        throw new AppError(ErrorCode.BAD_REQUEST, CONSOLE_TEXT.oldPasswordWrong);
    });
    const problem = operatorPasswordProblem(operator.name, body.newPassword);
    if (problem) throw new AppError(ErrorCode.BAD_REQUEST, problem);
    if (body.newPassword === body.oldPassword)
      throw new AppError(ErrorCode.BAD_REQUEST, CONSOLE_TEXT.newPasswordSame);
    const passwordHash = await hashPassword(body.newPassword);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(operatorAccount)
        .set({ passwordHash, mustChangePassword: false, updatedAt: new Date(ctx.now()) })
        .where(eq(operatorAccount.id, operator.id));
      // Another browser (or a thief) signed in with the old password is out.
      await endSessionsOf(tx, operator.id, session.id);
      await recordAudit(tx, session.actor, {
        action: 'console.password',
        params: {},
        before: { mustChangePassword: operator.mustChangePassword },
        after: { mustChangePassword: false },
      });
    });
    return ok(null);
  });
}
