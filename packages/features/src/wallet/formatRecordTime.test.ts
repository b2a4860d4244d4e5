import { DATE_FORMATS, formatEpochMs } from '@jinli/domain';
import { describe, expect, it } from 'vitest';
import { formatRecordDate, formatRecordDateTime } from './formatRecordTime';

describe('record times', () => {
  it('formats at UTC+8 like domain formatEpochMs', () => {
    for (const ms of [0, 1_700_000_000_000, 1_763_600_123_456, 1_704_038_399_000]) {
      expect(formatRecordDateTime(ms)).toBe(formatEpochMs(ms, DATE_FORMATS.dateTime));
      expect(formatRecordDate(ms)).toBe(formatEpochMs(ms, DATE_FORMATS.date));
    }
    expect(formatRecordDateTime(1_700_000_000_000)).toBe('2023/11/15 06:13');
  });
});
