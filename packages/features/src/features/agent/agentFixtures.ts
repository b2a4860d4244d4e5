// Contract-shaped answers of the agent calls for tests and stories.
import type {
  AgentInformation,
  AgentLink,
  AgentSubUser,
  AgentSubUserDetail,
  AgentSubUsers,
  AgentTeamOverview,
} from '@jinli/contract';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 26, 4);

export const agentInformationFixture: AgentInformation = {
  account: 'agent01',
  rebate: 8,
  promoCode: 'JL8888',
  teamCount: 12,
  directCount: 9,
  todayRegistCount: 2,
  monthRegistCount: 7,
  todayRebate: 1_250,
  monthRebate: 38_400,
  todayBetting: 640_000,
  monthBetting: 12_800_000,
  onlineCount: 3,
};

export const agentLinkFixture: AgentLink = {
  id: 7,
  code: 'K7Q2M9',
  link: 'http://127.0.0.1:3000/auth/register?code=K7Q2M9',
  accountType: 'player',
  rebate: 6,
  remark: '朋友圈',
  registerCount: 3,
  createTime: NOW - 3 * DAY,
};

export const agentSubUserFixtures: AgentSubUser[] = [
  {
    userId: 21,
    account: 'player021',
    accountType: 'player',
    vipLevel: 2,
    rebate: 6,
    money: 152_500,
    teamCount: 0,
    direct: true,
    online: true,
    registerTime: NOW - 2 * DAY,
    lastLoginTime: NOW - 3_600_000,
  },
  {
    userId: 22,
    account: 'subagent22',
    accountType: 'agent',
    vipLevel: 1,
    rebate: 7,
    money: 20_000,
    teamCount: 3,
    direct: true,
    online: false,
    registerTime: NOW - 9 * DAY,
    lastLoginTime: null,
  },
];

export const agentSubUsersFixture: AgentSubUsers = {
  data: agentSubUserFixtures,
  totalCount: 2,
  otherData: { totalMoney: 172_500, onlineCount: 1 },
};

export const agentSubUserDetailFixture: AgentSubUserDetail = {
  user: agentSubUserFixtures[0]!,
  parentAccount: 'agent01',
  mainMoney: 150_000,
  gameMoney: 2_500,
  recentBets: [
    {
      orderNo: 'B2026112600001',
      gameName: '极速六合彩',
      turnNum: '20261126123',
      playName: '特码',
      betInfo: '07',
      amount: 10_000,
      reward: 475_000,
      status: 1,
      addTime: NOW - 600_000,
    },
    {
      orderNo: 'B2026112600002',
      gameName: '极速六合彩',
      turnNum: '20261126124',
      playName: '色波',
      betInfo: '红波',
      amount: 10_000,
      reward: 0,
      status: 0,
      addTime: NOW - 60_000,
    },
  ],
  recentBills: [
    {
      id: 501,
      type: 4,
      typeName: '派奖',
      amount: 475_000,
      balanceAfter: 625_000,
      remark: '',
      time: NOW - 300_000,
    },
    {
      id: 500,
      type: 3,
      typeName: '彩票下注',
      amount: -10_000,
      balanceAfter: 150_000,
      remark: '',
      time: NOW - 600_000,
    },
  ],
};

const report = (betting: number, win: number, rebate: number) => ({
  statTime: '2026-11-01 ~ 2026-11-26',
  bettingMoney: betting,
  winMoney: win,
  rebateMoney: rebate,
  winOrcloseMoney: win + rebate - betting,
});

export const agentTeamOverviewFixture: AgentTeamOverview = {
  cpBetReport: report(12_800_000, 11_950_000, 76_800),
  ftBetReport: report(0, 0, 0),
  liveBetReport: report(300_000, 410_000, 0),
  dlBonuus: 0,
  dlDayWage: 0,
  dlRebate: 38_400,
  firstRechargeCount: 4,
  money: 172_500,
  rechargeCount: 9,
  registCount: 7,
  rwReport: {
    rechMoney: 5_000_000,
    rechUserCount: 6,
    discountMoney: 120_000,
    rechDiscount: 100_000,
    otherDiscount: 20_000,
    withdrawMoney: 1_200_000,
  },
  teamCount: 12,
  daily: Array.from({ length: 26 }, (_, index) => {
    const date = `2026-11-${String(index + 1).padStart(2, '0')}`;
    const betting = ((index * 37) % 11) * 90_000 + 40_000;
    return {
      date,
      bettingMoney: betting,
      winOrcloseMoney: ((index * 53) % 9) * 30_000 - 120_000,
      rechMoney: index % 4 === 0 ? 500_000 : 0,
    };
  }),
};

export const agentTermsFixture =
  '<!doctype html><html lang="zh-CN"><head><title>锦鲤彩票代理说明</title><style>body{}</style></head>' +
  '<body><main><h1>锦鲤彩票代理说明</h1><ol><li>欢迎加入锦鲤彩票代理计划。</li>' +
  '<li>代理可创建推广链接，并为链接设置开户类型及返点。</li></ol><h2>返点说明</h2>' +
  '<p>返点以千分比计，会员默认返点为8‰。</p><script>window.hacked = true</script></main></body></html>';
