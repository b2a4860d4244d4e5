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

/**
 * Named character references a notice is written with (operators' simple markup); others stay as
 * written. No DOMParser: the server renders the marquee too (renderFirstScreen), and the browser's
 * first render must draw the very same text.
 */
const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  yen: '¥',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  middot: '·',
  times: '×',
  ldquo: '\u201c',
  rdquo: '\u201d',
  lsquo: '\u2018',
  rsquo: '\u2019',
  copy: '©',
  reg: '®',
};

/** `text` with its character references (`&amp;`, `&#165;`, `&#xA5;`) decoded. */
function decodeReferences(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]{2,8});/gi, (reference, name: string) => {
    if (name.startsWith('#')) {
      const hex = name[1] === 'x' || name[1] === 'X';
      const code = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_REFERENCES[name.toLowerCase()] ?? reference;
  });
}

/** A notice's content as plain text keeping its paragraphs (for the notice modal). */
export function noticeTextBlock(content: string): string {
  if (!content.includes('<') && !content.includes('&')) return content.trim();
  const text = content
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  return decodeReferences(text)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
