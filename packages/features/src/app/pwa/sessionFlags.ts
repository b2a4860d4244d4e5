// What the user closed stays closed for the session (spec §4: the download banner "hidden for
// session"; the install prompt once dismissed): a flag in sessionStorage, which a new tab or a
// new visit starts without.

/** sessionStorage keys. */
export const DOWNLOAD_BANNER_CLOSED_KEY = 'jinli.downloadBannerClosed';
export const INSTALL_PROMPT_DISMISSED_KEY = 'jinli.installPromptDismissed';

export function isClosedForSession(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false; // storage blocked: shown again next time, nothing else changes
  }
}

export function closeForSession(key: string): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage full or blocked: closed for this page only.
  }
}
