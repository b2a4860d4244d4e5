// Promotions (GET /api/v2/promotion/list, detail), the home ad slots and the user's collection
// (liked templates and posters, followed games) with the game follow toggle.
import type {
  AdSlot,
  GameFollow,
  GameFollowBody,
  Promotion,
  PromotionList,
  UserCollection,
} from '@jinli/contract';
import type { ApiClient, RequestOptions } from '../createApiClient';
import { contentKeys } from './contentKeys';

export const promotionKeys = {
  all: [...contentKeys.all, 'promotion'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
  detail: (id: number) => [...promotionKeys.all, 'detail', id] as const,
  homeAds: () => [...contentKeys.all, 'homeAds'] as const,
};

/** Running promotions (device 1 = mobile) with their classifications. */
export function getPromotionList(
  client: ApiClient,
  options?: RequestOptions,
): Promise<PromotionList> {
  return client.call('promotionList', { ...options, query: { device: 1 } });
}

export function getPromotionDetail(
  client: ApiClient,
  id: number,
  options?: RequestOptions,
): Promise<Promotion> {
  return client.call('promotionDetail', { ...options, query: { id } });
}

/** The home ad slots (AD01-AD010, AD11 modal, AD12, AD02) with their ads. */
export function getHomeAds(client: ApiClient, options?: RequestOptions): Promise<AdSlot[]> {
  return client.call('homeAds', { ...options, query: {} });
}

export function getUserCollection(
  client: ApiClient,
  options?: RequestOptions,
): Promise<UserCollection> {
  return client.call('userCollection', options);
}

/** Follows (1) or unfollows (0) a game; needs login. */
export function toggleGameFollow(
  client: ApiClient,
  body: GameFollowBody,
  options?: RequestOptions,
): Promise<GameFollow> {
  return client.call('gameToggleFollow', { ...options, body });
}
