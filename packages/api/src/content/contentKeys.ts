// Query keys of community content. Lists that do not depend on who asks live under ['content'];
// what carries the viewer's likes, votes or unlocked items lives under the account's keys, so it is
// dropped at login/logout and refetched after a recharge (which invalidates accountKeys.all).
import type { Page } from '@jinli/contract';
import { accountKeys } from '../accounts';

/** Public content keys. */
export const contentKeys = {
  all: ['content'] as const,
  /** Per viewer (likes, votes, locks). */
  viewer: [...accountKeys.all, 'content'] as const,
};

/** The viewer's collection (liked templates and posters, followed games). */
export const collectionKeys = {
  all: [...contentKeys.viewer, 'collection'] as const,
};

/** The next page number after `pages`, or undefined when all `totalCount` rows are loaded. */
export function nextContentPage<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
  return last.data.length > 0 && loaded < last.totalCount ? pages.length + 1 : undefined;
}

/** Drops undefined and blank values so that equal filters give equal keys and queries. */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Partial<T>;
}
