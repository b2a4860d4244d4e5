// Tells an error answer `{ code, msg }` from a success envelope without zod, so the client can read
// answers on the start page before any schema is loaded. Same rules as envelope.ts's apiErrorSchema,
// which is checked against ApiErrorBody (this leaf module imports nothing, so no cycle).

/** A failed call: `code` is a catalogue code (spec §8), `msg` is shown to the user as is. */
export interface ApiErrorBody {
  code: string;
  msg: string;
}

export function isApiError(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { code, msg } = value as Record<string, unknown>;
  return typeof code === 'string' && typeof msg === 'string';
}
