import { describe, expect, it } from 'vitest';
import { messagePreview } from '../components/RoomList';
import { serverMessage, moderator } from '../state/fakeChat';
import { packetFixture } from './hongbaoFixtures';
import { hongbaoCardState, hongbaoSummaryLine } from './hongbaoView';

describe('hongbaoCardState', () => {
  it('fresh until the viewer took a share, or it is finished or expired', () => {
    expect(hongbaoCardState(undefined)).toEqual({ status: undefined, spent: false });
    expect(hongbaoCardState(packetFixture())).toEqual({ status: undefined, spent: false });
    expect(hongbaoCardState(packetFixture({ myAmount: 10 }))).toEqual({
      status: '已领取',
      spent: true,
    });
    // Taken by the viewer wins over how the packet ended.
    expect(hongbaoCardState(packetFixture({ myAmount: 10, status: 'expired' })).status).toBe(
      '已领取',
    );
    expect(hongbaoCardState(packetFixture({ status: 'finished' })).status).toBe('已抢完');
    expect(hongbaoCardState(packetFixture({ status: 'expired' })).status).toBe('已过期');
  });
});

describe('hongbaoSummaryLine', () => {
  it('progress, how fast it emptied, or expiry with the refund', () => {
    expect(hongbaoSummaryLine(packetFixture())).toBe('已领取1/3个，共6.66/20.00元');
    const created = packetFixture().createdAt;
    expect(
      hongbaoSummaryLine(packetFixture({ status: 'finished', finishedAt: created + 45_000 })),
    ).toBe('3个红包共20.00元，45秒被抢光');
    expect(
      hongbaoSummaryLine(packetFixture({ status: 'finished', finishedAt: created + 7_200_000 })),
    ).toBe('3个红包共20.00元，2小时被抢光');
    expect(hongbaoSummaryLine(packetFixture({ status: 'expired' }))).toBe(
      '该红包已过期，已领取1/3个',
    );
    expect(hongbaoSummaryLine(packetFixture({ status: 'expired', refundAmount: 13_340 }))).toBe(
      '该红包已过期，已领取1/3个，13.34元已退回',
    );
  });
});

describe('the room list preview', () => {
  it('names a red packet with its greeting', () => {
    const card = serverMessage('lobby', '恭喜发财', {
      type: 'hongbao',
      hongbao: { id: '1', kind: 'lucky', greeting: '恭喜发财', count: 2 },
      userinfo: moderator,
    });
    expect(messagePreview(card)).toBe('管理员：[红包]恭喜发财');
  });
});
