// Uploaded files (logos, banners) come as paths on the API origin (/sys-upload/…). When the API
// lives on another origin than the app, such a path must be read from there (spec §7: "Uploaded
// paths rewritten to API origin").
import { useApiClient } from '@jinli/api/react';
import { useCallback } from 'react';

/** `url` as loadable from the page: root-relative paths are put on `apiOrigin` when one is set. */
export function resolveAssetUrl(url: string, apiOrigin: string): string {
  if (!apiOrigin || !url.startsWith('/') || url.startsWith('//')) return url;
  return apiOrigin.replace(/\/+$/, '') + url;
}

/** `resolveAssetUrl` bound to the app's API origin. */
export function useAssetUrl(): (url: string) => string {
  const { origin } = useApiClient().config;
  return useCallback((url: string) => resolveAssetUrl(url, origin), [origin]);
}
