// Form bodies (application/x-www-form-urlencoded) for the endpoints the contract marks `form: true`
// (login, register, bet cancel, …). Written out rather than left to axios so the wire form is fixed here.

/**
 * Encodes a flat object as a form. `undefined` and `null` members are left out, arrays become
 * repeated keys, nested objects are sent as JSON text.
 */
export function toFormBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  if (body === undefined || body === null) return form;
  if (typeof body !== 'object') throw new TypeError('A form body must be an object');
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}
