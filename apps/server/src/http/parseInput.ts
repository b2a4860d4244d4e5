// Validates request input with a contract schema; anything that does not fit is a 400 with a
// Chinese message naming the offending field, and the handler never runs.
import { defaultErrorMessage, ErrorCode } from '@jinli/contract';
import type { z } from 'zod';
import { AppError } from './AppError';

/** Parses `value` with `schema` or throws AppError(SYS/BAD_REQUEST). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.');
  const base = defaultErrorMessage[ErrorCode.BAD_REQUEST] ?? '请求参数有误';
  throw new AppError(ErrorCode.BAD_REQUEST, field ? `${base}：${field}` : base);
}
