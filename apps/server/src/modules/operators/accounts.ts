// Named operators: each operator has a name, a token and a role (JINLI_OPERATORS=alice:token1:admin,
// bob:token2:finance; the role is optional and defaults to admin, the power every token had before
// roles; the older single JINLI_OPERATOR_TOKEN is an admin named 'operator'). A request names its
// operator by the token in `X-Operator-Token`; the name and role go into the audit log, never the
// token. The console's session path (console/consoleAuth.ts) answers the same OperatorAuth.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@jinli/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/AppError';
import { isOperatorRole, OPERATOR_ROLES, type OperatorRole, refuseUnlessRole } from './roles';

/** Header carrying an operator's token. */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

/** Name of the operator JINLI_OPERATOR_TOKEN (the single-token form) stands for. */
export const LEGACY_OPERATOR_NAME = 'operator';

/** Shortest operator token accepted (characters): a token is the operator's only credential. */
export const MIN_OPERATOR_TOKEN_LENGTH = 16;

export interface OperatorAccount {
  /** Shown in the audit log and the start banner: letters, digits, '.', '_' and '-'. */
  name: string;
  token: string;
  /** What the token may do; default 'admin' (what every token could do before roles). */
  role?: OperatorRole;
}

/** Who made an operator request, in which role and from where. */
export interface OperatorActor {
  name: string;
  /** Null only for a failed console login of a name that is not an operator. */
  role: OperatorRole | null;
  /** The client address (request.ip: X-Forwarded-For only through a trusted proxy). */
  clientAddress: string;
}

/** An operator's name: what the audit log and the banner show. */
export const OPERATOR_NAME = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Parses JINLI_OPERATORS ('name:token[:role],…') and the older JINLI_OPERATOR_TOKEN (an admin
 * named 'operator'). Throws an Error naming the problem: a bad name, an unknown role, a token
 * shorter than MIN_OPERATOR_TOKEN_LENGTH, a name or token used twice. A token itself may hold ':'
 * only when a role follows (the last ':'-part is read as the role when it names one).
 */
export function parseOperators(
  list: string | undefined,
  legacyToken: string | undefined,
): OperatorAccount[] {
  const operators: OperatorAccount[] = [];
  for (const entry of (list ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const colon = trimmed.indexOf(':');
    const name = colon < 0 ? '' : trimmed.slice(0, colon).trim();
    let token = colon < 0 ? '' : trimmed.slice(colon + 1).trim();
    let role: OperatorRole = 'admin';
    const last = token.lastIndexOf(':');
    if (last >= 0) {
      const roleText = token.slice(last + 1).trim();
      if (!isOperatorRole(roleText))
        throw new Error(
          `JINLI_OPERATORS: the role of operator '${name}' is one of ${OPERATOR_ROLES.join(', ')} (got '${roleText.slice(0, 20)}')`,
        );
      role = roleText;
      token = token.slice(0, last).trim();
    }
    if (!OPERATOR_NAME.test(name))
      throw new Error(
        `JINLI_OPERATORS: each entry is name:token[:role] with a name of letters, digits, '.', '_' or '-' (got '${name || trimmed.slice(0, 20)}…')`,
      );
    operators.push({ name, token, role });
  }
  const legacy = legacyToken?.trim();
  if (legacy) operators.push({ name: LEGACY_OPERATOR_NAME, token: legacy, role: 'admin' });
  for (const [i, op] of operators.entries()) {
    if (op.token.length < MIN_OPERATOR_TOKEN_LENGTH)
      throw new Error(
        `The token of operator '${op.name}' is shorter than ${MIN_OPERATOR_TOKEN_LENGTH} characters.`,
      );
    if (operators.findIndex((other) => other.name === op.name) !== i)
      throw new Error(`Operator '${op.name}' is named twice.`);
    if (operators.findIndex((other) => other.token === op.token) !== i)
      throw new Error(`Operators '${op.name}' and another share one token.`);
  }
  return operators;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Identifies the operator of a request (by token here, by console session in console/). */
export interface OperatorAuth {
  /** The operators' names (for the banner); empty for the console's sessions. */
  readonly names: readonly string[];
  /**
   * The request's operator when its role is one of `allowed`; 403 `{code,msg}` for a missing or
   * unknown token, 403 naming the role when it may not.
   */
  require(request: FastifyRequest, allowed: readonly OperatorRole[]): Promise<OperatorActor>;
}

/**
 * Compares the given token with every operator's in constant time (SHA-256 digests of equal
 * length, no early exit), so the answer's timing tells nothing about which token nearly matched.
 */
export function createOperatorAuth(operators: readonly OperatorAccount[]): OperatorAuth {
  const known = operators.map((op) => ({
    name: op.name,
    role: op.role ?? 'admin',
    digest: digest(op.token),
  }));
  return {
    names: operators.map((op) => op.name),
    async require(request, allowed) {
      const given = request.headers[OPERATOR_TOKEN_HEADER];
      const givenDigest = digest(typeof given === 'string' ? given : '');
      let match: (typeof known)[number] | undefined;
      for (const op of known) {
        if (timingSafeEqual(givenDigest, op.digest) && match === undefined) match = op;
      }
      if (typeof given !== 'string' || given === '' || match === undefined)
        throw new AppError(ErrorCode.FORBIDDEN, OPERATOR_TEXT.forbidden);
      refuseUnlessRole(match.role, allowed);
      return { name: match.name, role: match.role, clientAddress: request.ip };
    },
  };
}

/** Messages of the operator endpoints. */
export const OPERATOR_TEXT = {
  forbidden: '操作员令牌无效',
  manualDrawRefused: '该彩种的开奖结果由系统产生，不能手动开奖（仅外部开奖彩种或测试模式可用）',
} as const;
