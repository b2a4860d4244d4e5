import { describe, expect, it } from 'vitest';
import { oddsShown } from './BetRecordRow';

describe('oddsShown', () => {
  it('keeps a single level as it is', () => {
    expect(oddsShown({ odds: '47.5', betInfo: '07' })).toBe('47.5');
  });

  it('shows only the level named after what was bet', () => {
    expect(oddsShown({ odds: '红波 2.8 / 蓝波 2.9 / 绿波 2.9', betInfo: '绿波' })).toBe('2.9');
    expect(oddsShown({ odds: '本命肖 9.5 / 赔率 11.5', betInfo: '马' })).toBe(
      '本命肖 9.5 / 赔率 11.5',
    );
  });

  it('keeps every level when several apply (三中二)', () => {
    expect(oddsShown({ odds: '中三 100 / 中二 20', betInfo: '03,07,12' })).toBe(
      '中三 100 / 中二 20',
    );
  });
});
