// Handlers of the gallery endpoints (spec §7 Gallery (v2)).
import type { EndpointHandlers } from '../../http/endpoints';
import type { AuthService } from '../accounts/auth';
import type { CompanyService } from '../company/service';
import type { GalleryService } from './galleryService';
import { companyIdFor } from './viewer';

type GalleryHandlers = Pick<
  EndpointHandlers,
  | 'galleryGames'
  | 'galleryPlayCategory'
  | 'galleryGroups'
  | 'galleryGroupNames'
  | 'galleryCategory'
  | 'galleryItems'
  | 'galleryGroupDetail'
  | 'galleryToggleLike'
  | 'gallerySearch'
>;

export function galleryHandlers(
  gallery: GalleryService,
  company: CompanyService,
  auth: AuthService,
): GalleryHandlers {
  const companyId = (code?: string) => companyIdFor(company, code);
  const userIdOf = async (request: Parameters<AuthService['optionalUser']>[0]) =>
    (await auth.optionalUser(request))?.id;
  return {
    galleryGames: async ({ query }) => gallery.games(await companyId(query.companyCode)),
    galleryPlayCategory: async ({ query }) =>
      gallery.playCategories(await companyId(query.companyCode), query.gameId),
    galleryGroups: async ({ query }) => gallery.groups(await companyId(query.companyCode), query),
    galleryGroupNames: async ({ query }) =>
      gallery.groupNames(await companyId(query.companyCode), query),
    galleryCategory: async ({ query }) =>
      gallery.category(await companyId(query.companyCode), query),
    galleryItems: async ({ query, request }) =>
      gallery.items(await companyId(), query, await userIdOf(request)),
    galleryGroupDetail: async ({ query, request }) =>
      gallery.detail(await companyId(), query.groupId, await userIdOf(request)),
    galleryToggleLike: async ({ body, request }) => {
      const user = await auth.requireUser(request);
      return gallery.toggleLike(await companyId(), user.id, body.galleryId, body.like);
    },
    gallerySearch: async ({ query }) => gallery.search(await companyId(query.companyCode), query),
  };
}
