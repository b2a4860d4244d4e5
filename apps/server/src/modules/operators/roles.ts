// Operator roles (issue 32): what each kind of operator may do, checked on the server for the
// console session and the X-Operator-Token path alike. 管理员 may do everything; the other roles
// are listed per endpoint with the ROLES_* sets below.
import { ErrorCode } from '@jinli/contract';
import { AppError } from '../../http/AppError';

export const OPERATOR_ROLES = ['admin', 'finance', 'ops', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** The roles' names as operators know them. */
export const ROLE_LABELS: Record<OperatorRole, string> = {
  admin: '管理员',
  finance: '财务',
  ops: '运营',
  support: '客服',
};

export const isOperatorRole = (text: string): text is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(text);

/** Everything, and managing operators. */
export const ROLES_ADMIN: readonly OperatorRole[] = ['admin'];
/** Money that moves: withdrawals, payment channels, balance adjustments. */
export const ROLES_FINANCE: readonly OperatorRole[] = ['admin', 'finance'];
/** Content, draws and the switches of POST /operator/config; red packets' housekeeping. */
export const ROLES_OPS: readonly OperatorRole[] = ['admin', 'ops'];
/** Reading money without moving it (the ledger check): support reads, finance owns it. */
export const ROLES_MONEY_READ: readonly OperatorRole[] = ['admin', 'finance', 'support'];
/** Every signed-in operator. */
export const ROLES_ANY: readonly OperatorRole[] = OPERATOR_ROLES;

/** 403 `{code,msg}` naming the role, unless `role` is one of `allowed`. */
export function refuseUnlessRole(role: OperatorRole, allowed: readonly OperatorRole[]): void {
  if (!allowed.includes(role))
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `${ROLE_LABELS[role]}无权进行该操作（需要${allowed.map((r) => ROLE_LABELS[r]).join('或')}）`,
    );
}
