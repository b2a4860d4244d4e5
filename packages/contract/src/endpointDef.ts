// What an endpoint is: its route (mount point, method, path and plain flags, routes/routeDef.ts)
// plus its schemas. Modules declare their tables with `endpoint()` (see company.ts).
import type { z } from 'zod';
import type { RouteDef } from './routes/routeDef';

export { BASES, endpointPath, type BaseName, type HttpMethod } from './routes/routeDef';

export interface EndpointDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> extends RouteDef {
  /** Query string schema (GET) — absent when the call takes none. */
  query?: Q;
  /** Body schema (POST) — absent when the call takes none. */
  body?: B;
  /** Schema of `data` in the success envelope. */
  response: R;
}

/** Declares one endpoint, keeping its schemas' types. */
export function endpoint<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: EndpointDef<Q, B, R>,
): EndpointDef<Q, B, R> {
  return def;
}
