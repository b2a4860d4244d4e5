// Signing in to the console: name, password and TOTP code under the players' login limits (per
// name and per address: hard here, an operator's account is worth locking for a while), then a
// session opened in the same transaction as its audit row. Every refusal that checked a credential
// is audited as a failed login, under the name as given.
import { ErrorCode } from '@jinli/contract';
import { AppError } from '../../http/AppError';
import { verifyAgainstDummy, verifyPassword } from '../accounts/passwords';
import {
  accountSubject,
  addressSubject,
  endingAttempts,
  type PendingAttempt,
  RATE_LIMIT_TEXT,
  reserveAttempt,
} from '../accounts/rateLimits';
import { recordAudit } from '../operators/audit';
import { claimTotpStep, findOperatorByName } from '../operators/store';
import type { OperatorRole } from '../operators/roles';
import { totpStepOf } from '../operators/totp';
import type { ConsoleContext } from './context';
import { openSession, sweepSessions } from './sessions';
import { CONSOLE_TEXT } from './texts';

export interface LoginInput {
  name: string;
  password: string;
  totp: string;
}

/** Reserves a place under both limits, or ends the ones taken and throws the 429. */
async function reserveBoth(ctx: ConsoleContext, name: string, address: string) {
  const attempts: PendingAttempt[] = [];
  try {
    // The narrowest first: a burst on one name waits there, not holding the address's places.
    attempts.push(
      await reserveAttempt(
        ctx.limiter,
        'operator_login_fail',
        accountSubject(name),
        ctx.limits.loginFailPerAccount,
        RATE_LIMIT_TEXT.login,
      ),
    );
    attempts.push(
      await reserveAttempt(
        ctx.limiter,
        'operator_login_fail',
        addressSubject(address),
        ctx.limits.loginFailPerAddress,
        RATE_LIMIT_TEXT.login,
      ),
    );
  } catch (error) {
    await Promise.all(attempts.map((attempt) => attempt.end('cancelled')));
    throw error;
  }
  return attempts;
}

let logins = 0;

/** Signs `input.name` in from `address`; answers the session token and the operator. */
export async function consoleLogin(ctx: ConsoleContext, input: LoginInput, address: string) {
  const { id: companyId } = await ctx.company.current();
  const attempts = await reserveBoth(ctx, input.name, address);
  const operator = await endingAttempts(attempts, async () => {
    const refuse = async (reason: string, role: OperatorRole | null, message: string) => {
      await recordAudit(
        ctx.db,
        { name: input.name, role, clientAddress: address },
        { action: 'console.login_failed', params: { reason }, before: null, after: null },
      );
      return new AppError(ErrorCode.BAD_REQUEST, message);
    };
    const row = await findOperatorByName(ctx.db, companyId, input.name);
    const passwordOk = row
      ? await verifyPassword(row.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!row || !passwordOk)
      throw await refuse(row ? 'password' : 'name', null, CONSOLE_TEXT.wrongCredentials);
    const role = row.role as OperatorRole;
    const step = totpStepOf(row.totpSecret, input.totp, ctx.now());
    if (step === undefined) throw await refuse('totp', role, CONSOLE_TEXT.wrongCredentials);
    if (!(await claimTotpStep(ctx.db, row.id, step)))
      throw await refuse('totp_replayed', role, CONSOLE_TEXT.totpReplayed);
    if (row.disabled) throw await refuse('disabled', role, CONSOLE_TEXT.disabled);
    return row;
  });
  if (++logins % 100 === 0) await sweepSessions(ctx.db, ctx.now());
  const token = await ctx.db.transaction(async (tx) => {
    const opened = await openSession(tx, operator.id, address, ctx.now());
    await recordAudit(
      tx,
      { name: operator.name, role: operator.role as OperatorRole, clientAddress: address },
      { action: 'console.login', params: {}, before: null, after: null },
    );
    return opened;
  });
  return { token, operator };
}
