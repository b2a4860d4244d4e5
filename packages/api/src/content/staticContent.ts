// Reads the static content files (templates, database, template ads) under
// /sys-upload/data/json/app-data-main/{company}/ when the site runs with static templates
// (config.json `staticTemplates`). They are plain JSON (not enveloped), fetched with a `_t` stamp.
import { ApiError } from '../ApiError';
import type { ApiClient, RequestOptions } from '../createApiClient';
import { loadContract, type ContractWithSchemas } from '../lazyContract';

/** What the files are checked with (a contract zod schema). */
export interface StaticSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * Fetches and validates one static content file; a missing or broken file is an ApiError. The
 * schema may be picked from the lazily loaded contract (`(contract) => contract.staticXSchema`), so
 * only the static mode ever downloads the schemas.
 */
export async function fetchStaticContent<T>(
  client: ApiClient,
  path: string,
  schema: StaticSchema<T> | ((contract: ContractWithSchemas) => StaticSchema<T>),
  options: RequestOptions = {},
): Promise<T> {
  const url = `${client.config.origin}${path}?_t=${Date.now()}`;
  let response: Response;
  try {
    response = await fetch(url, { signal: options.signal ?? null });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw ApiError.fromStatus(0);
  }
  if (!response.ok) throw ApiError.fromStatus(response.status);
  const body: unknown = await response.json().catch(() => undefined);
  const check = typeof schema === 'function' ? schema(await loadContract()) : schema;
  const parsed = check.safeParse(body);
  if (!parsed.success) throw ApiError.badResponse(response.status);
  return parsed.data;
}
