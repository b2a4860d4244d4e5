// The endpoint table: every HTTP call of the product as (method, base, path) with its input and
// output schemas, merged from the modules' own tables. The server mounts routes from it and the
// client builds requests from it, so a path is written exactly once.
import type { z } from 'zod';
import { accountEndpoints } from './accounts';
import { agentEndpoints } from './agents';
import { bettingEndpoints } from './betting';
import { chatEndpoints } from './chat';
import { companyEndpoints } from './company';
import { contentEndpoints } from './content';
import type { EndpointDef } from './endpointDef';
import { gameEndpoints } from './games';
import { hongbaoEndpoints } from './hongbao';
import { lotteryEndpoints } from './lottery';
import { noticeEndpoints } from './notice';
import { walletEndpoints } from './wallet';

/**
 * Every endpoint of the product, merged from the per-module tables (company.ts, notice.ts, …):
 * a module adds its table in its own file and spreads it in here.
 */
export const endpoints = {
  ...companyEndpoints,
  ...noticeEndpoints,
  ...lotteryEndpoints,
  ...accountEndpoints,
  ...walletEndpoints,
  ...bettingEndpoints,
  ...contentEndpoints,
  ...gameEndpoints,
  ...chatEndpoints,
  ...hongbaoEndpoints,
  ...agentEndpoints,
} as const;
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointQuery<N extends EndpointName> =
  Endpoints[N] extends EndpointDef<infer Q> ? z.input<Q> : never;
export type EndpointData<N extends EndpointName> =
  Endpoints[N] extends EndpointDef<z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;

/** Liveness probe of the reference server (outside the bases). */
export const HEALTH_PATH = '/healthz';
/**
 * Readiness probe (outside the bases): 200 once the instance can serve (migrations, seed, Redis),
 * 503 before that and while it drains. For load balancers; /healthz stays the liveness probe.
 */
export const READY_PATH = '/readyz';
export type EndpointBody<N extends EndpointName> =
  Endpoints[N] extends EndpointDef<z.ZodType, infer B> ? z.input<B> : never;
