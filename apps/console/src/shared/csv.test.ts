import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and defuses formulas in text, not negative amounts', () => {
    const text = toCsv(
      [
        { title: '账号', value: (row: { a: string; n: string }) => row.a },
        { title: '金额', value: (row) => row.n },
      ],
      [
        { a: 'x,"y"', n: '-12.50' },
        { a: '=HYPERLINK("http://evil")', n: '3.00' },
        { a: '@me', n: '' },
      ],
    );
    expect(text).toBe(
      '账号,金额\r\n"x,""y""",-12.50\r\n"\'=HYPERLINK(""http://evil"")",3.00\r\n\'@me,\r\n',
    );
  });
});
