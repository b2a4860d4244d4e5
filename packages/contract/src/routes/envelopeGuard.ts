// Tells an error answer `{ code, msg }` from a success envelope without zod, so the client can read
// answers on the start page before any schema is loaded. Same rules as envelope.ts's apiErrorSchema.
import type { ApiErrorBody } from '../envelope';

export function isApiError(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { code, msg } = value as Record<string, unknown>;
  return typeof code === 'string' && typeof msg === 'string';
}
