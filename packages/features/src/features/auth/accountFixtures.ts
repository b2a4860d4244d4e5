// Answers of the reference server for the accounts screens, shared by their tests and stories.
import type {
  LoginLimit,
  Profile,
  RegisterFieldLimit,
  RegisterLimit,
  VipRuleRow,
} from '@jinli/contract';

const hidden: RegisterFieldLimit = {
  show: false,
  required: false,
  error: '',
  requiredError: '',
  placeholder: '',
};
const shown = (required: boolean): RegisterFieldLimit => ({ ...hidden, show: true, required });

/** A register-limit config: account, passwords, required real name, optional phone, promo code. */
export const registerLimitFixture: RegisterLimit = {
  fields: {
    account: shown(true),
    password: shown(true),
    confirmPassword: shown(true),
    fullName: shown(true),
    fundPwd: hidden,
    birthday: hidden,
    email: hidden,
    phone: shown(false),
    qq: hidden,
    weixin: hidden,
    intrCode: shown(false),
  },
  userAccountMessage: '',
  wechatPlaceholder: '',
  vCode: false,
  thirdCaptcha: false,
  sendMenoy: '0',
};

export const loginLimitFixture: LoginLimit = { vCode: false, codeStyle: 3 };

/** The profile of an official player with 125.00 yuan (12.5 + 0.5 live), 3 unread messages. */
export const profileFixture: Profile = {
  userInfo: {
    userId: 7,
    account: 'player01',
    type: 'HY',
    vipLevel: 2,
    cycleBetAmount: 150_000,
    avatarId: 1,
    isDl: 0,
    hyLevel: 1,
    enableChat: 1,
    chatLevel: 1,
    rebate: 8,
    fullName: '',
    phone: '',
    email: '',
    qq: '',
    weixin: '',
    birthday: '',
    chatThemeColor: 1,
    promoCode: '',
  },
  extInfo: { money: 120_000, liveMoney: 5_000, fundPwd: 0, rechMoney: 0 },
  userDetail: { domain: '' },
  unReadCount: 3,
};

/** VIP rules: bet amount (thousandths) needed for each level. */
export const vipRulesFixture: VipRuleRow[] = [
  { vipLevel: 1, betMoney: 0 },
  { vipLevel: 2, betMoney: 100_000 },
  { vipLevel: 3, betMoney: 600_000 },
  { vipLevel: 4, betMoney: 2_000_000 },
];
