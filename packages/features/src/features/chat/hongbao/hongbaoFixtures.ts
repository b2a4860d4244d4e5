// Answers of the reference server for the red-packet screens, shared by their tests and stories.
import type { HongbaoDetail, HongbaoHistory, HongbaoRules, HongbaoSummary } from '@jinli/contract';

export const hongbaoRulesFixture: HongbaoRules = {
  minShare: 10,
  maxTotal: 20_000_000,
  maxCount: 100,
  dailyCap: 50_000_000,
  expiryHours: 24,
  greetingMaxLength: 24,
  defaultGreeting: '恭喜发财，大吉大利',
};

// 2026-11-26, in the year the history fixture answers for.
const sentAt = 1_795_666_000_000;

export function packetFixture(overrides: Partial<HongbaoSummary> = {}): HongbaoSummary {
  return {
    id: '7',
    room_id: 'lobby',
    kind: 'lucky',
    greeting: '恭喜发财，大吉大利',
    sender: { userId: 2048, nickname: '幸运星', avatarId: 5 },
    totalAmount: 20_000,
    count: 3,
    takenCount: 1,
    takenAmount: 6_660,
    status: 'open',
    createdAt: sentAt,
    expiresAt: sentAt + 24 * 3_600_000,
    finishedAt: null,
    refundAmount: null,
    myAmount: null,
    ...overrides,
  };
}

/** All three shares taken in 3 minutes; the viewer took the luckiest. */
export const finishedDetailFixture: HongbaoDetail = {
  packet: packetFixture({
    takenCount: 3,
    takenAmount: 20_000,
    status: 'finished',
    finishedAt: sentAt + 180_000,
    myAmount: 9_870,
  }),
  claims: [
    {
      user: { userId: 3, nickname: '锦鲤小王', avatarId: 9 },
      amount: 3_470,
      grabbedAt: sentAt + 180_000,
      luckiest: false,
    },
    {
      user: { userId: 1024, nickname: '小明', avatarId: 3 },
      amount: 9_870,
      grabbedAt: sentAt + 60_000,
      luckiest: true,
    },
    {
      user: { userId: 4, nickname: '好运来', avatarId: 12 },
      amount: 6_660,
      grabbedAt: sentAt + 20_000,
      luckiest: false,
    },
  ],
};

export const historyFixture = (type: 'sent' | 'received', year = 2026): HongbaoHistory => ({
  data:
    type === 'received'
      ? [
          { packet: finishedDetailFixture.packet, amount: 9_870, time: sentAt + 60_000 },
          {
            packet: packetFixture({
              id: '5',
              kind: 'equal',
              greeting: '一点心意',
              myAmount: 1_000,
            }),
            amount: 1_000,
            time: sentAt - 86_400_000,
          },
        ]
      : [
          {
            packet: packetFixture({
              id: '9',
              sender: { userId: 1024, nickname: '小明', avatarId: 3 },
              status: 'expired',
              takenCount: 2,
              refundAmount: 5_000,
            }),
            amount: 20_000,
            time: sentAt - 3 * 86_400_000,
          },
        ],
  totalCount: type === 'received' ? 2 : 1,
  year,
  yearAmount: type === 'received' ? 10_870 : 20_000,
  yearCount: type === 'received' ? 2 : 1,
  luckiestCount: type === 'received' ? 1 : 0,
  years: [2026, 2025],
});
