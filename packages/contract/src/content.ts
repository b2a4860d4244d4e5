// Community content (spec §3, §7 "Gallery", "Templates/documents", promotions): gallery, resource
// database, prediction templates with likes and polls, promotions, ads and collections. The
// endpoint table is spread into endpoints.ts.
import type { EndpointDef } from './endpointDef';

export const contentEndpoints = {} as const satisfies Record<string, EndpointDef>;
