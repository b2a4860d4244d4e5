import { describe, expect, it } from 'vitest';
import { applyVote, hasVoted, pollPercentages, voteRefusal } from './poll';

const options = [
  { option_id: 1, option_text: '鼠', option_value: 10, option_vote: 0 },
  { option_id: 2, option_text: '牛', option_value: '5', option_vote: '5' },
  { option_id: 3, option_text: '虎', option_value: null, option_vote: 10 },
];

describe('poll percentages', () => {
  it('is value plus votes over the total', () => {
    expect(pollPercentages(options)).toEqual([
      { optionId: 1, percent: 33.33 },
      { optionId: 2, percent: 33.33 },
      { optionId: 3, percent: 33.33 },
    ]);
    expect(
      pollPercentages([options[0]!, { option_id: 9, option_value: 30, option_vote: 0 }]).map(
        (p) => p.percent,
      ),
    ).toEqual([25, 75]);
  });

  it('is 0 for an empty poll and ignores malformed counts', () => {
    expect(pollPercentages([{ option_id: 1, option_value: 0, option_vote: 0 }])).toEqual([
      { optionId: 1, percent: 0 },
    ]);
    expect(pollPercentages([])).toEqual([]);
    expect(
      pollPercentages([
        { option_id: 1, option_value: 'x', option_vote: -3 },
        { option_id: 2, option_value: 1, option_vote: 0 },
      ]).map((p) => p.percent),
    ).toEqual([0, 100]);
  });
});

describe('vote rules', () => {
  it('needs an option and votes once', () => {
    expect(voteRefusal({ selectedOptionId: null })).toBe('请先选择投票内容');
    expect(voteRefusal({ selectedOptionId: 0 })).toBe('请先选择投票内容');
    expect(voteRefusal({ selectedOptionId: 2, votedOptionId: 1 })).toBe('您已经投过票了');
    expect(voteRefusal({ selectedOptionId: null, votedOptionId: '3' })).toBe('您已经投过票了');
    expect(voteRefusal({ selectedOptionId: 2, votedOptionId: null })).toBeNull();
    expect(hasVoted('0')).toBe(false);
    expect(hasVoted('')).toBe(false);
  });

  it('adds one vote to the chosen option', () => {
    const after = applyVote(options, '2');
    expect(after.map((o) => o.option_vote)).toEqual([0, 6, 10]);
    expect(options[1]!.option_vote).toBe('5');
    expect(applyVote(options, 99)).toEqual(options);
  });
});
