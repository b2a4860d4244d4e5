// Database rows of players, ledger rows, bets and sign-ins as the console's answers carry them.
import type { ConsoleBetRow, ConsoleLedgerRow, ConsolePlayerRow } from '@jinli/contract/console';
import { ledgerTypeLabel } from '@jinli/domain';
import type { accessToken, betOrder, ledger, UserRow } from '../../../db/schema';

export function playerRowOf(
  user: UserRow,
  balance: bigint | null,
  agentAccount: string | null,
): ConsolePlayerRow {
  return {
    id: user.id,
    account: user.account,
    type: user.type === 'TEST' ? 'TEST' : 'HY',
    isAgent: user.isDl,
    fullName: user.fullName,
    phone: user.phone,
    agentAccount: agentAccount ?? '',
    vipLevel: user.vipLevel,
    balance: Number(balance ?? 0n),
    banned: !user.enabled,
    muted: !user.enableChat,
    mustResetPassword: user.mustResetPassword,
    registerIp: user.registerIp,
    createTime: user.createdAt.getTime(),
    lastLoginTime: user.lastLoginAt?.getTime() ?? null,
  };
}

export function ledgerRowOf(row: typeof ledger.$inferSelect): ConsoleLedgerRow {
  return {
    id: row.id,
    type: row.type,
    typeLabel: ledgerTypeLabel(row.type),
    amount: Number(row.amount),
    balanceAfter: Number(row.balanceAfter),
    refType: row.refType,
    refId: row.refId,
    remark: row.remark,
    createTime: row.createdAt.getTime(),
  };
}

export function betRowOf(
  row: typeof betOrder.$inferSelect,
  gameName: string | null,
): ConsoleBetRow {
  return {
    orderNo: row.orderNo,
    gameId: row.gameId,
    gameName: gameName ?? '',
    turnNum: row.turnNum,
    playName: row.playName,
    betInfo: row.betInfo,
    amount: Number(row.amount),
    status: row.status,
    result: row.result,
    reward: Number(row.reward),
    createTime: row.createdAt.getTime(),
    settleTime: row.settledAt?.getTime() ?? null,
  };
}

export function sessionRowOf(row: typeof accessToken.$inferSelect, now: number) {
  return {
    id: row.id,
    createTime: row.createdAt.getTime(),
    lastUsedTime: row.lastUsedAt.getTime(),
    expireTime: row.expiresAt.getTime(),
    revokedTime: row.revokedAt?.getTime() ?? null,
    active: row.revokedAt === null && row.expiresAt.getTime() > now,
  };
}
