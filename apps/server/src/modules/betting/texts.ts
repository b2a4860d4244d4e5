// Chinese texts of the betting module's refusals (shown to the player as they are).
import { BET_CANCEL_TEXT, formatMoney } from '@jinli/domain';

export const BETTING_TEXT = {
  playNotFound: '玩法不存在或已停用',
  turnInvalid: '期号有误，请刷新后重试',
  /** hy_is_cancel off (spec §5 'bet status cannot be cancelled, please refresh page'). */
  cancelDisabled: BET_CANCEL_TEXT.disabled,
  /** Settled, cancelled, or past betEndTime (spec §5 'record cannot be cancelled!'). */
  notCancelable: BET_CANCEL_TEXT.notCancelable,
  orderNotFound: '注单不存在',
  tooManyOrders: '一次最多撤销100笔注单',
  nothingToClaim: '暂无可领取的洗码',
} as const;

/** '第202611210931期已封盘，请投注下一期'. */
export function turnClosedText(turnNum: string): string {
  return `第${turnNum}期已封盘，请投注下一期`;
}

/** '特码单注金额不能低于1.00元'. */
export function stakeTooLowText(playName: string, minMoney: bigint): string {
  return `${playName}单注金额不能低于${formatMoney(minMoney)}元`;
}

/** '特码单注金额不能高于20,000.00元'. */
export function stakeTooHighText(playName: string, maxMoney: bigint): string {
  return `${playName}单注金额不能高于${formatMoney(maxMoney)}元`;
}

/** '单次最多投注500注'. */
export function tooManyBetsText(max: number): string {
  return `单次最多投注${max}注`;
}
