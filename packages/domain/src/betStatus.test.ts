import { describe, expect, it } from 'vitest';
import {
  BET_CANCEL_TEXT,
  BET_STATUS_TEXT,
  betCancelButtonText,
  betCancelConfirmText,
  betCancelRefusal,
  betStatusKind,
  betStatusText,
  cancelableOrderNos,
  isBetCancelable,
  toggleCancelSelection,
} from './betStatus';

// 2025-01-01 12:00:00 at UTC+8.
const NOW = Date.UTC(2025, 0, 1, 4, 0, 0);
const on = { now: NOW, cancelEnabled: true };
const off = { now: NOW, cancelEnabled: false };
const future = '2025-01-01 12:00:01';
const past = '2025-01-01 12:00:00';

describe('bet status', () => {
  it('uses the Chinese texts', () => {
    expect(BET_STATUS_TEXT).toEqual({
      cancelable: '可撤单',
      unsettled: '未结算',
      notWon: '未中奖',
      paidOut: '已派奖',
      draw: '和局',
      cancelled: '已撤单',
      deleted: '已删除',
      trackStopped: '追号停止',
      unknown: '-',
    });
    expect(BET_CANCEL_TEXT.notCancelable).toBe('该记录无法撤单！');
  });

  it('pending is cancelable only before betEndTime (UTC+8) with hy_is_cancel on', () => {
    expect(betStatusText({ status: 0, betEndTime: future }, on)).toBe('可撤单');
    expect(betStatusText({ status: 0, betEndTime: past }, on)).toBe('未结算');
    expect(betStatusText({ status: 0, betEndTime: future }, off)).toBe('未结算');
    expect(betStatusText({ status: 0, betEndTime: 'garbage' }, on)).toBe('未结算');
    expect(betStatusText({ status: 0 }, on)).toBe('未结算');
    // 11:59:59 read as UTC+8 is past; read as UTC it would still be 8 hours ahead.
    expect(isBetCancelable({ status: 0, betEndTime: '2025-01-01 11:59:59' }, on)).toBe(false);
    expect(isBetCancelable({ status: 0, betEndTime: NOW + 1 }, on)).toBe(true);
  });

  it('adds [追号] to cancelable chase bets only', () => {
    expect(betStatusText({ status: 0, betEndTime: future, trackOrderNo: 'T1' }, on)).toBe(
      '可撤单[追号]',
    );
    expect(betStatusText({ status: 0, betEndTime: future, trackOrderNo: '' }, on)).toBe('可撤单');
    expect(betStatusText({ status: 0, betEndTime: past, trackOrderNo: 'T1' }, on)).toBe('未结算');
  });

  it('settled by result, and the other codes', () => {
    expect(betStatusText({ status: 1, result: 0 }, on)).toBe('未中奖');
    expect(betStatusText({ status: 1, result: 1 }, on)).toBe('已派奖');
    expect(betStatusText({ status: 1, result: 2 }, on)).toBe('和局');
    expect(betStatusText({ status: 1, result: 3 }, on)).toBe('-');
    expect(betStatusText({ status: 1, result: null }, on)).toBe('-');
    expect(betStatusText({ status: 2 }, on)).toBe('已撤单');
    expect(betStatusText({ status: 3 }, on)).toBe('已删除');
    expect(betStatusText({ status: 4 }, on)).toBe('追号停止');
    expect(betStatusText({ status: '2' }, on)).toBe('已撤单');
    for (const status of [5, -1, 1.5, '', 'x', null, undefined]) {
      expect(betStatusKind({ status, betEndTime: future }, on), String(status)).toBe('unknown');
    }
  });
});

describe('cancel mode', () => {
  const rows = [
    { orderNo: 'A', status: 0, betEndTime: future },
    { orderNo: 'B', status: 0, betEndTime: past },
    { orderNo: 'C', status: 1, result: 1, betEndTime: future },
    { orderNo: 'D', status: 0, betEndTime: future, trackOrderNo: 'T' },
    { orderNo: 'A', status: 0, betEndTime: future },
  ];

  it('select-all picks the cancelable rows once', () => {
    expect(cancelableOrderNos(rows, on)).toEqual(['A', 'D']);
    expect(cancelableOrderNos(rows, off)).toEqual([]);
  });

  it('refuses other rows with the spec texts', () => {
    expect(betCancelRefusal(rows[0]!, on)).toBeNull();
    expect(betCancelRefusal(rows[1]!, on)).toBe('该记录无法撤单！');
    expect(betCancelRefusal(rows[2]!, on)).toBe('该记录无法撤单！');
    expect(betCancelRefusal(rows[0]!, off)).toBe('注单状态不可撤单，请刷新页面');
  });

  it('toggles cancelable rows only', () => {
    expect(toggleCancelSelection([], rows[0]!, on)).toEqual({ selected: ['A'], refusal: null });
    expect(toggleCancelSelection(['A', 'D'], rows[0]!, on)).toEqual({
      selected: ['D'],
      refusal: null,
    });
    expect(toggleCancelSelection(['A'], rows[1]!, on)).toEqual({
      selected: ['A'],
      refusal: '该记录无法撤单！',
    });
    expect(toggleCancelSelection([], { status: 0, betEndTime: future }, on).refusal).toBe(
      '该记录无法撤单！',
    );
  });

  it('labels the bar and the confirm dialog', () => {
    expect(betCancelButtonText(3)).toBe('撤单(3)');
    expect(betCancelConfirmText(2)).toBe('即将撤销2笔注单');
    expect(BET_CANCEL_TEXT.confirmTitle).toBe('确定撤单吗？');
  });
});
