import { describe, expect, it } from 'vitest';
import {
  LEDGER_CODE,
  LEDGER_TYPES,
  isLedgerAmountAllowed,
  ledgerTypeLabel,
  ledgerTypeOf,
} from './ledger';

describe('ledger types', () => {
  it('numbers every type 1-36 with unique codes, keys and labels', () => {
    expect(LEDGER_TYPES).toHaveLength(36);
    expect(LEDGER_TYPES.map((t) => t.code)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(new Set(LEDGER_TYPES.map((t) => t.key)).size).toBe(36);
    expect(new Set(LEDGER_TYPES.map((t) => t.label)).size).toBe(36);
  });

  it('keeps the stored codes stable', () => {
    // The server stores these numbers: changing one breaks every existing ledger row.
    expect(LEDGER_CODE).toMatchObject({
      transferRecharge: 1,
      onlinePayment: 2,
      lotteryBet: 3,
      payout: 4,
      withdrawal: 5,
      orderCancelRefund: 6,
      withdrawalFailed: 7,
      rebate: 8,
      backendTransferIn: 9,
      backendTransferOut: 10,
      registrationBonus: 11,
      chaseRefund: 16,
      drawRefund: 21,
      quotaIn: 28,
      quotaOut: 29,
      resettle: 31,
      cancelOrder: 32,
      hongbaoSend: 33,
      adjust: 36,
    });
  });

  it('labels codes', () => {
    expect(ledgerTypeLabel(3)).toBe('彩票投注');
    expect(ledgerTypeLabel('4')).toBe('派奖');
    expect(ledgerTypeLabel(14)).toBe('返水');
    expect(ledgerTypeLabel(0)).toBe('-');
    expect(ledgerTypeLabel(99)).toBe('-');
    expect(ledgerTypeOf(5)?.direction).toBe('out');
  });

  it('checks amount signs against the direction', () => {
    expect(isLedgerAmountAllowed(LEDGER_CODE.lotteryBet, -1000)).toBe(true);
    expect(isLedgerAmountAllowed(LEDGER_CODE.lotteryBet, 1000)).toBe(false);
    expect(isLedgerAmountAllowed(LEDGER_CODE.payout, 1000n)).toBe(true);
    expect(isLedgerAmountAllowed(LEDGER_CODE.payout, -1n)).toBe(false);
    expect(isLedgerAmountAllowed(LEDGER_CODE.resettle, -1)).toBe(true);
    expect(isLedgerAmountAllowed(LEDGER_CODE.resettle, 1)).toBe(true);
    expect(isLedgerAmountAllowed(LEDGER_CODE.payout, 0)).toBe(false);
    expect(isLedgerAmountAllowed(99, 1)).toBe(false);
    expect(isLedgerAmountAllowed(LEDGER_CODE.adjust, -1)).toBe(true);
    expect(isLedgerAmountAllowed(LEDGER_CODE.adjust, 1n)).toBe(true);
    expect(ledgerTypeLabel(36)).toBe('人工调整');
  });
});
