// The operators' roles as the server defines them (apps/server/src/modules/operators/roles.ts):
// the console hides what a role may not do; the server refuses it either way.
export const OPERATOR_ROLES = ['admin', 'finance', 'ops', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** The roles' names as operators know them. */
export const ROLE_LABELS: Record<OperatorRole, string> = {
  admin: '管理员',
  finance: '财务',
  ops: '运营',
  support: '客服',
};

/** The server's role sets (ROLES_* of operators/roles.ts). */
export const ROLES = {
  /** Everything, and managing operators (and the audit log). */
  admin: ['admin'],
  /** Money that moves: withdrawals, channels, adjustments. */
  finance: ['admin', 'finance'],
  /** Content, draws, switches. */
  ops: ['admin', 'ops'],
  /** Reading money without moving it (the ledger check). */
  moneyRead: ['admin', 'finance', 'support'],
  /** Every signed-in operator. */
  any: OPERATOR_ROLES,
} as const satisfies Record<string, readonly OperatorRole[]>;

export const isOperatorRole = (value: string): value is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(value);

/** The label of a role as the audit log stores it (null: the command line). */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return '—';
  return isOperatorRole(role) ? ROLE_LABELS[role] : role;
}
