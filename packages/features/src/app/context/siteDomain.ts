// The domain a player is shown (the VIP domain notice, promotions' 适用域名): the company's
// configured domain (company / userDetail.domain, one a line, the first shown) when it has one,
// else the host this page was served from. The fallback is the browser's, not the server's: the
// browser knows the address the player actually reached (the app may be served from another host
// than its API, JINLI_CORS_ORIGINS), and the server's answers are cached for everyone, so a
// request's Host header must not end up in them.
import { useCompanyInfoQuery } from '@jinli/api/react';

/** The first non-empty line of a multi-line domain list ('' when there is none). */
export function firstDomain(list: string | null | undefined): string {
  return (
    (list ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

/** The host of the page (host[:port]); '' outside a browser. */
export function pageHost(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}

/** The domain to show: the first configured one, else the page's host. */
export function siteDomain(
  configured: string | null | undefined,
  host: string = pageHost(),
): string {
  return firstDomain(configured) || host;
}

/** siteDomain of the company's configuration (the company info query, cached app-wide). */
export function useSiteDomain(): string {
  const company = useCompanyInfoQuery();
  return siteDomain(company.data?.domain);
}
