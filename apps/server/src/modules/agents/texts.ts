// Server messages of the agent calls. The refusals the client tests as well are the contract's
// AGENT_REFUSAL; the rest are spelled here.
import { AGENT_REFUSAL } from '@jinli/contract';

export const AGENT_TEXT = {
  ...AGENT_REFUSAL,
  /** A rebate with more than one decimal. */
  rebateDecimals: '返点最多保留一位小数',
  /** A sub-user filter naming a member that is not a sub-agent of the team. */
  notSubAgent: '该用户不是下级代理',
  /** Title of the agent terms page. */
  termsTitle: '代理说明',
  /** The terms page's heading of the rebate figures. */
  termsRebateHeading: '返点说明',
} as const;

/** Remark of a 代理返点 ledger row. */
export const agentRebateRemark = (rate: number, orderNo: string) =>
  `代理返点 ${rate}‰ 注单${orderNo}`;
/** Remark of a 撤销返点 row taking one back. */
export const agentRebateReverseRemark = (orderNo: string) => `撤销代理返点 注单${orderNo}`;

/** The agent rules when the company has set none (one a line); `{company}` is its name. */
export const AGENT_TERMS_DEFAULT = [
  '欢迎加入{company}代理计划，成为代理后可通过推广链接或推广码发展自己的团队。',
  '代理可创建推广链接，并为链接设置开户类型（会员或下级代理）及返点，返点不得高于代理自身返点。',
  '团队成员投注结算后，上级代理按“自身返点 − 下级返点”赚取有效投注额的返点差，实时计入代理返点账变。',
  '注单撤销或重新结算时，相应的代理返点将被撤销。',
  '代理可在团队总览中查看团队的投注、充值、提现、优惠及返点等报表。',
  '代理不得以任何形式恶意刷量、套利或冒用他人身份开户，一经发现，平台有权冻结账户并追回相关收益。',
  '本说明的最终解释权归{company}所有。',
].join('\n');

/** The terms page's rebate paragraph for the default player rebate (‰). */
export const termsRebateText = (defaultRebate: number) =>
  `返点以千分比计，会员默认返点为${defaultRebate}‰（即${defaultRebate / 10}%）。例如：代理返点8‰、下级代理7‰、会员6‰时，会员每投注有效金额1000元，下级代理与代理各得1元。`;

/** The company name when it has none. */
export const TERMS_NAMELESS = '本平台';

/** {min}/{max} of a template filled in. */
export function fillRange(template: string, min: number, max: number): string {
  return template.replace('{min}', String(min)).replace('{max}', String(max));
}
