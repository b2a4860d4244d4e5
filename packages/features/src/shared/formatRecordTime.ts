// Record times of the account lists ('YYYY/MM/DD HH:mm' and 'YYYY/MM/DD', UTC+8): the spec's two
// record formats, named once for the 34 places that show them.
import { DATE_FORMATS, formatEpochMs } from '@jinli/domain';

/** 'YYYY/MM/DD HH:mm' of epoch ms at UTC+8. */
export function formatRecordDateTime(ms: number): string {
  return formatEpochMs(ms, DATE_FORMATS.dateTime);
}

/** 'YYYY/MM/DD' of epoch ms at UTC+8. */
export function formatRecordDate(ms: number): string {
  return formatEpochMs(ms, DATE_FORMATS.date);
}
