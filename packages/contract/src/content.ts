// Community content (spec §3, §7 "Gallery", "Templates/documents", promotions): gallery, resource
// database, prediction templates with likes and polls, promotions, ads and collections. The
// schemas live in ./content/*; this table is spread into endpoints.ts.
import { galleryEndpoints } from './content/gallery';
import { collectionEndpoints, promotionEndpoints } from './content/promotions';
import { templateEndpoints } from './content/templates';
import type { EndpointDef } from './endpointDef';

export * from './content/gallery';
export * from './content/params';
export * from './content/promotions';
export * from './content/staticContent';
export * from './content/templates';

/** The content endpoints. */
export const contentEndpoints = {
  ...galleryEndpoints,
  ...templateEndpoints,
  ...promotionEndpoints,
  ...collectionEndpoints,
} as const satisfies Record<string, EndpointDef>;
