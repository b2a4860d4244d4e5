// Template polls (spec §3 Vote/poll, §4, §5, §9): result percentages and the vote rules.
import { percentOf } from './percent';

/** Poll texts (spec quotes 'please choose vote content first', 'you have already voted'). */
export const POLL_TEXT = {
  chooseFirst: '请先选择投票内容',
  alreadyVoted: '您已经投过票了',
  succeeded: '投票成功',
} as const;

/** One poll option as the API sends it. */
export interface PollOption {
  option_id: number | string;
  option_text?: string;
  /** Seeded base value added to the real votes. */
  option_value: number | string | null;
  /** Real votes. */
  option_vote: number | string | null;
}

function count(value: number | string | null | undefined): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Weight of an option: value plus votes (negative or malformed parts count as 0). */
export function pollOptionWeight(option: PollOption): number {
  return count(option.option_value) + count(option.option_vote);
}

/**
 * Percentage of each option: (value + votes) over the sum for all options, rounded to 2
 * decimals; all 0 when the sum is 0. Same order as `options`.
 */
export function pollPercentages(
  options: readonly PollOption[],
): { optionId: number | string; percent: number }[] {
  const total = options.reduce((sum, o) => sum + pollOptionWeight(o), 0);
  return options.map((o) => ({
    optionId: o.option_id,
    percent: percentOf(pollOptionWeight(o), total),
  }));
}

/** Whether the user already voted: the poll's optionId names an option (not null, '', or 0). */
export function hasVoted(votedOptionId: number | string | null | undefined): boolean {
  return (
    votedOptionId !== null &&
    votedOptionId !== undefined &&
    votedOptionId !== '' &&
    votedOptionId !== 0 &&
    votedOptionId !== '0'
  );
}

/** Why a vote cannot be sent, or null: once only (checked first), and an option must be chosen. */
export function voteRefusal(vote: {
  selectedOptionId?: number | string | null;
  votedOptionId?: number | string | null;
}): string | null {
  if (hasVoted(vote.votedOptionId)) return POLL_TEXT.alreadyVoted;
  if (!hasVoted(vote.selectedOptionId)) return POLL_TEXT.chooseFirst;
  return null;
}

/** The options after one vote for `optionId` (its option_vote + 1); unknown ids change nothing. Not mutating. */
export function applyVote<T extends PollOption>(
  options: readonly T[],
  optionId: number | string,
): T[] {
  return options.map((o) =>
    String(o.option_id) === String(optionId) ? { ...o, option_vote: count(o.option_vote) + 1 } : o,
  );
}
