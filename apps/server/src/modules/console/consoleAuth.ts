// Who is calling the console: the session of the cookie, checked on every request (idle and absolute
// timeouts, a disabled operator), the CSRF header on every request that may change something, the
// must-change-password flag, then the role. `auth` answers the OperatorAuth the operator endpoints
// take, so the endpoints shared with the X-Operator-Token path check roles the same way.
import { ErrorCode } from '@jinli/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/AppError';
import type { OperatorActor, OperatorAuth } from '../operators/accounts';
import { type OperatorRole, refuseUnlessRole } from '../operators/roles';
import type { ConsoleContext } from './context';
import { sessionCookieOf } from './cookies';
import { csrfMatches, type LiveSession, liveSession } from './sessions';
import { CONSOLE_TEXT } from './texts';

/** Header carrying the CSRF token on every non-GET console request. */
export const CSRF_HEADER = 'x-csrf-token';

export interface SignedIn extends LiveSession {
  actor: OperatorActor & { role: OperatorRole };
}

export interface RequireOptions {
  /** Roles allowed; default every role. */
  allowed?: readonly OperatorRole[];
  /** Let an operator who must still change the password through (the session and password routes). */
  beforePasswordChange?: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ConsoleAuth {
  /** The signed-in operator of `request`, or a 401/403 `{code,msg}`. */
  signedIn(request: FastifyRequest, options?: RequireOptions): Promise<SignedIn>;
  /** The same as an OperatorAuth, for the operator endpoints mounted under /console-api. */
  operatorAuth: OperatorAuth;
}

export function createConsoleAuth(ctx: ConsoleContext): ConsoleAuth {
  async function signedIn(request: FastifyRequest, options: RequireOptions = {}) {
    const token = sessionCookieOf(request);
    if (!token) throw new AppError(ErrorCode.UNAUTHORIZED, CONSOLE_TEXT.notSignedIn);
    const session = await liveSession(ctx.db, token, ctx.now());
    if (!session) throw new AppError(ErrorCode.UNAUTHORIZED, CONSOLE_TEXT.sessionExpired);
    if (!SAFE_METHODS.has(request.method) && !csrfMatches(token, request.headers[CSRF_HEADER]))
      throw new AppError(ErrorCode.FORBIDDEN, CONSOLE_TEXT.csrf);
    if (session.operator.mustChangePassword && !options.beforePasswordChange)
      throw new AppError(ErrorCode.FORBIDDEN, CONSOLE_TEXT.mustChangePassword);
    const role = session.operator.role as OperatorRole;
    if (options.allowed) refuseUnlessRole(role, options.allowed);
    return {
      ...session,
      actor: { name: session.operator.name, role, clientAddress: request.ip },
    };
  }
  return {
    signedIn,
    operatorAuth: {
      names: [],
      async require(request, allowed) {
        return (await signedIn(request, { allowed })).actor;
      },
    },
  };
}
