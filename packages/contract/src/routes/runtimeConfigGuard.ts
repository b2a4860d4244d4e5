// Checks config.json at start without zod: the same rules as runtimeConfig.ts's schema (every key
// present with its type, unknown keys dropped), so the start page need not load zod to boot.
// runtimeConfigGuard.test.ts holds both to the same answers.
import type { RuntimeConfig } from '../runtimeConfig';

/** The config with only its known keys, or undefined when the value breaks a rule. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { apiOrigin, chatOrigin, companyCode, gameServers, encrypt } = value as Record<
    string,
    unknown
  >;
  if (typeof apiOrigin !== 'string' || typeof chatOrigin !== 'string') return undefined;
  if (typeof companyCode !== 'string' || typeof encrypt !== 'boolean') return undefined;
  if (!Array.isArray(gameServers) || !gameServers.every((s) => typeof s === 'string'))
    return undefined;
  return { apiOrigin, chatOrigin, companyCode, gameServers: [...gameServers], encrypt };
}
