// Which notices the home screen shows where (spec §3 "Notice").
import type { Notice } from '@jinli/contract';

/** Notices of the scrolling marquee: those with roll_notice 1. */
export function rollingNotices(notices: readonly Notice[]): Notice[] {
  return notices.filter((notice) => notice.roll_notice === 1);
}

/** A notice's content as one line of plain text (contents may carry simple HTML markup). */
export function noticePlainText(content: string): string {
  return noticeTextBlock(content).replace(/\s+/g, ' ');
}

/** A notice's content as plain text keeping its paragraphs (for the notice modal). */
export function noticeTextBlock(content: string): string {
  if (!content.includes('<')) return content.trim();
  const withBreaks = content.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h\d)>/gi, '\n');
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
