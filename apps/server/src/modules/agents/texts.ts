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

/** {min}/{max} of a template filled in. */
export function fillRange(template: string, min: number, max: number): string {
  return template.replace('{min}', String(min)).replace('{max}', String(max));
}
