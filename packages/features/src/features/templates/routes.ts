// Route objects of the templates feature (spec §2): /template/{gameId}/{templateId}
// (?documentId= from the database, ?templateId= from an MB24/MB25 item).
import type { AppRoute } from '../../app/router/routeHandle';
import { routeGroupColors } from '../../app/router/routeHandle';

export const templateRoutes: AppRoute[] = [
  {
    id: 'template',
    path: '/template/:gameId/:templateId',
    handle: { themeColor: routeGroupColors.page, transition: 'default' },
    lazy: async () => ({ Component: (await import('./TemplateScreen')).TemplateScreen }),
  },
];
