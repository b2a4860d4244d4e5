import { describe, expect, it } from 'vitest';
import {
  consolePagingSchema,
  consoleQueryFlagSchema,
  consoleTimeRangeSchema,
  CONSOLE_MAX_PAGE_SIZE,
} from './paging';
import { consoleAdjustmentCreateBodySchema, MAX_ADJUSTMENT_AMOUNT } from './adjustments';
import { consolePlayersQuerySchema } from './players';

describe('console query schemas', () => {
  it('coerces paging from query text, with defaults, and refuses hostile values', () => {
    expect(consolePagingSchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(consolePagingSchema.parse({ page: '3', pageSize: '100' })).toEqual({
      page: 3,
      pageSize: CONSOLE_MAX_PAGE_SIZE,
    });
    for (const bad of [
      { page: '0' },
      { page: '-1' },
      { page: 'abc' },
      { page: '1.5' },
      { page: ['1', '2'] },
      { pageSize: '101' },
      { pageSize: 'NaN' },
      { page: '1e99' },
    ])
      expect(consolePagingSchema.safeParse(bad).success).toBe(false);
  });

  it('reads yes/no filters as booleans and refuses anything else', () => {
    expect(consoleQueryFlagSchema.parse('true')).toBe(true);
    expect(consoleQueryFlagSchema.parse('1')).toBe(true);
    expect(consoleQueryFlagSchema.parse('false')).toBe(false);
    expect(consoleQueryFlagSchema.parse('0')).toBe(false);
    expect(consoleQueryFlagSchema.safeParse('yes').success).toBe(false);
    expect(consolePlayersQuerySchema.parse({ banned: 'false' }).banned).toBe(false);
  });

  it('bounds time ranges to epoch ms', () => {
    expect(consoleTimeRangeSchema.parse({ from: '0', to: '1700000000000' })).toEqual({
      from: 0,
      to: 1_700_000_000_000,
    });
    expect(consoleTimeRangeSchema.safeParse({ from: '-1' }).success).toBe(false);
    expect(consoleTimeRangeSchema.safeParse({ to: '1e20' }).success).toBe(false);
  });

  it('takes an adjustment as signed, non-zero, bounded integer thousandths with a reason', () => {
    expect(consoleAdjustmentCreateBodySchema.parse({ amount: -5, reason: '  扣回 ' })).toEqual({
      amount: -5,
      reason: '扣回',
    });
    for (const amount of [0, 1.5, '5', MAX_ADJUSTMENT_AMOUNT + 1, -MAX_ADJUSTMENT_AMOUNT - 1, NaN])
      expect(consoleAdjustmentCreateBodySchema.safeParse({ amount, reason: 'x' }).success).toBe(
        false,
      );
    for (const reason of ['', '   ', 'x'.repeat(201)])
      expect(consoleAdjustmentCreateBodySchema.safeParse({ amount: 1, reason }).success).toBe(
        false,
      );
  });
});
