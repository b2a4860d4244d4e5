// The rebate typed into a link or add-user form (per mille, at most one decimal), checked against
// the agent's range before it is sent, with the server's own refusal text.
import { AGENT_REFUSAL, type AgentRebateRange } from '@jinli/contract';

export type RebateCheck = { ok: true; value: number } | { ok: false; message: string };

/** `{min}`–`{max}` filled into the range refusal. */
export function rebateRangeText([min, max]: AgentRebateRange): string {
  return AGENT_REFUSAL.rebateRange.replace('{min}', String(min)).replace('{max}', String(max));
}

/** The typed rebate as a number within `range`, or the message to show. */
export function checkRebate(text: string, range: AgentRebateRange): RebateCheck {
  const trimmed = text.trim();
  if (!/^\d+(\.\d)?$/.test(trimmed)) return { ok: false, message: rebateRangeText(range) };
  const value = Number(trimmed);
  if (value < range[0] || value > range[1]) return { ok: false, message: rebateRangeText(range) };
  return { ok: true, value };
}
