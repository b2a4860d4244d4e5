// The keys of the system_config table and the value each has when its row is absent. The seed
// writes these defaults; the static documents read the rows and fall back to them.
import { LIVESTREAM_URL } from '../../web/mediaUrls';

export const ConfigKey = {
  /** Secret of the encrypted base and `_encrypt` documents; random per database, no default. */
  SK_ENCRYPT: 'sk_encrypt',
  /** '1' lets players cancel pending bets (published in web_system_config). */
  HY_IS_CANCEL: 'hy_is_cancel',
  /** IANA time zone of the system clock (published; also config_chat sys_config.time_zone). */
  TIME_ZONE: 'time_zone',
  APP_VERSION: 'app_version',
  DEFAULT_GAME_ID: 'default_game_id',
  /** '1' when the site uses the encrypted base (config.json `encrypt`). */
  SITE_ENCRYPT: 'site_encrypt',
  /** '1' when templates are read from static JSON (config.json `staticTemplates`). */
  STATIC_TEMPLATES: 'static_templates',
  ENABLE_CHAT_MAINTENANCE: 'enable_chat_maintenance',
  CHAT_MAINTENANCE_START: 'chat_maintenance_start',
  CHAT_MAINTENANCE_END: 'chat_maintenance_end',
  CHAT_MAINTENANCE_MESSAGE: 'chat_maintenance_message',
  LIVESTREAM_URL: 'livestream_url',
  /** '1' when login needs the image verification code. */
  LOGIN_VCODE: 'login_vcode',
  /** userLoginLimit.codeStyle: '1' image code, '3' slider. */
  LOGIN_CODE_STYLE: 'login_code_style',
  /** Red packets (issue 16), yuan text: the smallest share. */
  HONGBAO_MIN_SHARE: 'hongbao_min_share',
  /** Red packets, yuan text: the largest total of one packet. */
  HONGBAO_MAX_TOTAL: 'hongbao_max_total',
  /** Red packets: the most shares in one packet. */
  HONGBAO_MAX_COUNT: 'hongbao_max_count',
  /** Red packets, yuan text: the most one player sends in a day (system time zone). */
  HONGBAO_DAILY_CAP: 'hongbao_daily_cap',
  /** Red packets: hours until the untaken rest goes back to the sender. */
  HONGBAO_EXPIRY_HOURS: 'hongbao_expiry_hours',
  /** Yuan text: the smallest win announced in the chat rooms (award notice, spec §3). */
  AWARD_NOTICE_MIN: 'award_notice_min',
} as const;
export type ConfigKey = (typeof ConfigKey)[keyof typeof ConfigKey];

export interface ConfigDefault {
  value: string;
  /** Published in web_system_config.json. */
  isPublic: boolean;
  remark: string;
}

/** Defaults of every key but the secret. */
export const configDefaults: Record<
  Exclude<ConfigKey, typeof ConfigKey.SK_ENCRYPT>,
  ConfigDefault
> = {
  [ConfigKey.HY_IS_CANCEL]: {
    value: '1',
    isPublic: true,
    remark: '会员是否可以撤单（1 可以，0 不可以）',
  },
  [ConfigKey.TIME_ZONE]: { value: 'Asia/Shanghai', isPublic: true, remark: '系统时区' },
  [ConfigKey.APP_VERSION]: { value: '5.0.8', isPublic: false, remark: '客户端版本号' },
  [ConfigKey.DEFAULT_GAME_ID]: { value: '110', isPublic: false, remark: '首页默认彩种' },
  [ConfigKey.SITE_ENCRYPT]: { value: '0', isPublic: false, remark: '是否启用加密接口（1 启用）' },
  [ConfigKey.STATIC_TEMPLATES]: {
    value: '0',
    isPublic: false,
    remark: '模板是否读取静态 JSON（1 是）',
  },
  [ConfigKey.ENABLE_CHAT_MAINTENANCE]: {
    value: '0',
    isPublic: false,
    remark: '聊天室维护开关（1 维护中）',
  },
  [ConfigKey.CHAT_MAINTENANCE_START]: { value: '', isPublic: false, remark: '聊天室维护开始时间' },
  [ConfigKey.CHAT_MAINTENANCE_END]: { value: '', isPublic: false, remark: '聊天室维护结束时间' },
  [ConfigKey.CHAT_MAINTENANCE_MESSAGE]: {
    value: '系统在维护中，请稍等！',
    isPublic: false,
    remark: '聊天室维护提示',
  },
  [ConfigKey.LIVESTREAM_URL]: { value: LIVESTREAM_URL, isPublic: false, remark: '直播地址' },
  [ConfigKey.LOGIN_VCODE]: { value: '0', isPublic: false, remark: '登录是否需要验证码（1 需要）' },
  // The slider by default: with login_vcode 0 it shows only for an account under attack.
  [ConfigKey.LOGIN_CODE_STYLE]: {
    value: '3',
    isPublic: false,
    remark: '登录验证码样式（1 图片验证码，3 滑动验证）',
  },
  [ConfigKey.HONGBAO_MIN_SHARE]: {
    value: '0.01',
    isPublic: false,
    remark: '单个红包最小金额（元）',
  },
  [ConfigKey.HONGBAO_MAX_TOTAL]: {
    value: '20000',
    isPublic: false,
    remark: '单个红包最大总金额（元）',
  },
  [ConfigKey.HONGBAO_MAX_COUNT]: { value: '100', isPublic: false, remark: '单个红包最多个数' },
  [ConfigKey.HONGBAO_DAILY_CAP]: {
    value: '50000',
    isPublic: false,
    remark: '每人每日发红包总额上限（元）',
  },
  [ConfigKey.HONGBAO_EXPIRY_HOURS]: {
    value: '24',
    isPublic: false,
    remark: '红包过期退回时间（小时）',
  },
  [ConfigKey.AWARD_NOTICE_MIN]: {
    value: '10000',
    isPublic: false,
    remark: '中奖播报最低派奖金额（元）',
  },
};
