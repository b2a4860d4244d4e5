// Community content (spec §3, §7 "Gallery", "Templates/documents", promotions): gallery, resource
// database, prediction templates with likes and polls, promotions, ads and collections. The
// schemas live in ./content/*; this table is spread into endpoints.ts.
import { galleryEndpoints } from './content/gallery';
import type { EndpointDef } from './endpointDef';

export * from './content/gallery';
export * from './content/params';
export * from './content/promotions';
export * from './content/staticContent';
export * from './content/templates';

/** The content endpoints the server serves (each table joins once its handlers are in). */
export const contentEndpoints = {
  ...galleryEndpoints,
} as const satisfies Record<string, EndpointDef>;
