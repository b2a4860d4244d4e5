// Messages of the red-packet module: the refusals are the contract's (HONGBAO_REFUSAL, spelled
// once for client and server) with their numbers filled in; the rest are written here.
import { HONGBAO_REFUSAL } from '@jinli/contract';
import { formatMoney } from '@jinli/domain';

/**
 * Yuan as a refusal shows it, as the send form's own check does (@jinli/domain
 * checkHongbaoSend), so both say the same: '0.01', '0.5', '20,000'.
 */
const yuan = (thousandths: number | bigint) => formatMoney(thousandths, { minDecimals: 0 });

export const HONGBAO_TEXT = {
  ...HONGBAO_REFUSAL,
  shareTooSmall: (min: number) => HONGBAO_REFUSAL.shareTooSmall.replace('{min}', yuan(min)),
  totalTooLarge: (max: number) => HONGBAO_REFUSAL.totalTooLarge.replace('{max}', yuan(max)),
  countTooLarge: (max: number) => HONGBAO_REFUSAL.countTooLarge.replace('{max}', String(max)),
  dailyCap: (left: bigint) =>
    HONGBAO_REFUSAL.dailyCap.replace('{left}', yuan(left > 0n ? left : 0n)),
  greetingTooLong: (max: number) => HONGBAO_REFUSAL.greetingTooLong.replace('{max}', String(max)),
  /** A packet may only go to a group room (not a private conversation, not an unknown room). */
  roomOnly: '红包只能发送到聊天室',
  /** The greeting has characters that cannot be shown (control characters only, …). */
  greetingInvalid: '祝福语包含无效字符',
  /** The operator's expire call on a packet that is unknown, all taken or already refunded. */
  notOpen: '红包不存在或已领完、已退回',
  /** Ledger remarks. */
  sendRemark: (roomName: string) => `发红包 ${roomName}`,
  grabRemark: (sender: string) => `领取 ${sender} 的红包`,
  refundRemark: '红包过期未领完退回',
} as const;
