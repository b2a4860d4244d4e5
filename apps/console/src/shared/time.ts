// Times as operators read them: the browser's zone, to the second.
import dayjs from 'dayjs';

/** 'YYYY-MM-DD HH:mm:ss' of an epoch-ms or ISO time; '—' when absent. */
export function formatTime(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm:ss') : String(value);
}
