// Record times of the account lists ('YYYY/MM/DD HH:mm' and 'YYYY/MM/DD', UTC+8), built from
// @jinli/domain's wallTimeOf. Written when production builds dropped domain's dayjs UTC plugin
// registration (since fixed in domain's dayjs.ts); the test pins it to domain's formatEpochMs, and
// it can give way to formatEpochMs once a built app is seen using that.
import { wallTimeOf } from '@jinli/domain';

const two = (value: number) => String(value).padStart(2, '0');

/** 'YYYY/MM/DD HH:mm' of epoch ms at UTC+8. */
export function formatRecordDateTime(ms: number): string {
  const t = wallTimeOf(ms);
  return `${t.year}/${two(t.month)}/${two(t.day)} ${two(t.hour)}:${two(t.minute)}`;
}

/** 'YYYY/MM/DD' of epoch ms at UTC+8. */
export function formatRecordDate(ms: number): string {
  const t = wallTimeOf(ms);
  return `${t.year}/${two(t.month)}/${two(t.day)}`;
}
