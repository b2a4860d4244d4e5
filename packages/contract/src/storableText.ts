// Text every endpoint refuses before it reaches a handler: PostgreSQL cannot store a NUL byte in
// text (it answers "invalid byte sequence" / "unsupported Unicode escape sequence") and a lone
// UTF-16 surrogate has no UTF-8 form, so either would fail deep inside a query as a 500. Refusing
// them at the input keeps "no input may make the server answer 500" true for every route at once.

/** Message of the 400 SYS/BAD_REQUEST answer to such text. */
export const UNSTORABLE_TEXT_MSG = '请求参数包含无效字符';

/** A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// A NUL is exactly what this looks for; the control character is intended.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a character PostgreSQL text cannot store. */
export function isUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** Deepest nesting searched; deeper input is reported as unstorable rather than walked. */
const MAX_DEPTH = 32;

/**
 * Path (`['body', 'items', '0', 'name']`, keys included) of the first string in `value` that
 * PostgreSQL cannot store, or undefined when every string (and every object key) is storable.
 * Walks objects and arrays; numbers, booleans and bytes are not text.
 */
export function findUnstorableText(
  value: unknown,
  path: readonly string[] = [],
  depth = 0,
): string[] | undefined {
  if (typeof value === 'string') return isUnstorableText(value) ? [...path] : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_DEPTH) return [...path];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  // Bytes (a Buffer body) are not text. Other objects are walked whatever their prototype: a
  // parsed query string is built on a prototype-less class, not on Object.prototype.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorableText(key)) return [...path, key];
    const found = findUnstorableText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
