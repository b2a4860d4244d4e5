import { describe, expect, it } from 'vitest';
import { formatRecordDate, formatRecordDateTime } from './formatRecordTime';

describe('record times', () => {
  it('formats at UTC+8', () => {
    expect(formatRecordDateTime(1_700_000_000_000)).toBe('2023/11/15 06:13');
    expect(formatRecordDate(1_704_038_399_000)).toBe('2023/12/31');
    expect(formatRecordDate(1_704_038_400_000)).toBe('2024/01/01');
  });
});
