// The bad values the fuzzer sends: wrong types, empty and huge strings, text PostgreSQL cannot
// store, amounts no money can be (negative, NaN, 1e309), injection strings. Each is a JSON value
// (or `RAW_NUMBER`, a number literal JSON.stringify cannot write) placed in a field of a request.
import fc from 'fast-check';

/** A number literal written verbatim into a JSON body (JSON.stringify would write null). */
export class RawNumber {
  constructor(readonly text: string) {}
}

export type BadValue =
  string | number | boolean | null | RawNumber | BadValue[] | { [key: string]: BadValue };

/** Strings aimed at every text field. */
export const BAD_STRINGS: readonly string[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udfff',
  "' OR 1=1 --",
  '"; drop table wallet; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '${7*7}{{7*7}}',
  '😀锦鲤',
  '-1',
  'NaN',
  '1e309',
  '0x10',
  'x'.repeat(70_000),
];

/** Numbers and number-like values aimed at every field (amounts, ids, pages). */
export const BAD_NUMBERS: readonly BadValue[] = [
  -1,
  0,
  -0.5,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
  new RawNumber('1e309'),
  new RawNumber('-1e309'),
  new RawNumber('1e-400'),
];

/** Values of the wrong shape for any field. */
export const WRONG_TYPES: readonly BadValue[] = [
  null,
  true,
  [],
  ['a', 1],
  {},
  { $gt: '' },
  { __proto__: { admin: true } } as unknown as BadValue,
];

/** Every catalogue value; the short run uses every value for every field of every endpoint. */
export const ALL_BAD_VALUES: readonly BadValue[] = [...BAD_STRINGS, ...BAD_NUMBERS, ...WRONG_TYPES];

/** Random bad values (fast-check): any JSON, odd strings and extreme numbers. */
export const randomBadValue: fc.Arbitrary<BadValue> = fc.oneof(
  fc.constantFrom(...ALL_BAD_VALUES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\ud800', '\udc00', "'", '"', '\\', '<', '%', 'a'),
    maxLength: 12,
  }),
  fc.double(),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => new RawNumber(n.toString())),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<BadValue>,
);

/** JSON text of `value`, with RawNumbers written verbatim and non-finite numbers as literals. */
export function toJson(value: BadValue): string {
  if (value instanceof RawNumber) return value.text;
  if (typeof value === 'number')
    return Number.isFinite(value) ? JSON.stringify(value) : String(value);
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The value as text for a query string or a form (objects as JSON). */
export function toText(value: BadValue): string {
  if (value instanceof RawNumber) return value.text;
  if (typeof value === 'string') return value;
  return value !== null && typeof value === 'object' ? toJson(value) : String(value);
}
