// How each switch of POST /operator/config is edited (apps/server/src/modules/config/operator.ts
// says which values each key accepts): on/off flags, a choice, a time or none, text, yuan, counts.
export type SwitchKind =
  | { type: 'flag' }
  | { type: 'choice'; options: { value: string; label: string }[] }
  | { type: 'dateTime' }
  | { type: 'text'; max: number }
  | { type: 'yuan' }
  | { type: 'whole'; min: number; max: number; unit: string };

export const SWITCH_GROUPS = {
  chat: [
    'enable_chat_maintenance',
    'chat_maintenance_start',
    'chat_maintenance_end',
    'chat_maintenance_message',
  ],
  login: ['login_vcode', 'login_code_style'],
  hongbao: [
    'hongbao_min_share',
    'hongbao_max_total',
    'hongbao_max_count',
    'hongbao_daily_cap',
    'hongbao_expiry_hours',
    'award_notice_min',
  ],
} as const;

export function switchKind(key: string): SwitchKind {
  switch (key) {
    case 'enable_chat_maintenance':
    case 'login_vcode':
      return { type: 'flag' };
    case 'login_code_style':
      return {
        type: 'choice',
        options: [
          { value: '1', label: '图片验证码' },
          { value: '3', label: '滑动验证' },
        ],
      };
    case 'chat_maintenance_start':
    case 'chat_maintenance_end':
      return { type: 'dateTime' };
    case 'chat_maintenance_message':
      return { type: 'text', max: 100 };
    case 'hongbao_max_count':
      return { type: 'whole', min: 1, max: 10_000, unit: '个' };
    case 'hongbao_expiry_hours':
      return { type: 'whole', min: 1, max: 720, unit: '小时' };
    default:
      return { type: 'yuan' };
  }
}

/** Yuan as the server accepts it: positive, at most two decimals, up to 9 whole digits. */
export const YUAN_VALUE = /^\d{1,9}(\.\d{1,2})?$/;
