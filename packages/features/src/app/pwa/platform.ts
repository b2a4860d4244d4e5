// What the install prompt and the download banner need to know of the device (spec §4): is it an
// Apple device, is this iOS Safari (the one browser with no install prompt of its own, where the
// steps are shown instead), and is the app already running from the home screen.
import type { CompanyInfo } from '@jinli/contract';

/** The few fields of the platform the rules read (window/navigator in the app, fixtures in tests). */
export interface DeviceInfo {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS presents itself as a Mac, but a Mac has no touch screen. */
  maxTouchPoints: number;
}

/** An iPhone, iPad or iPod (iPadOS included), where the company's iOS download is offered. */
export function isAppleDevice({ userAgent, maxTouchPoints }: DeviceInfo): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

/**
 * Safari itself on an Apple device: not Chrome, Firefox, Edge or Opera for iOS, and not an app's
 * built-in browser (WeChat, QQ, Weibo…), none of which can add a page to the home screen.
 */
export function isIosSafari(device: DeviceInfo): boolean {
  const ua = device.userAgent;
  if (!isAppleDevice(device)) return false;
  if (!/Safari\//.test(ua) || !/Version\//.test(ua)) return false;
  return !/CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|MicroMessenger|QQ\/|MQQBrowser|Weibo|DingTalk|AlipayClient|baiduboxapp|UCBrowser/i.test(
    ua,
  );
}

/** The company's download for this device: iOS's on Apple devices, Android's elsewhere; '' for none. */
export function downloadUrlFor(
  company: Pick<CompanyInfo, 'iosDownloadUrl' | 'androidDownloadUrl'> | undefined,
  apple: boolean,
): string {
  const url = (apple ? company?.iosDownloadUrl : company?.androidDownloadUrl)?.trim() ?? '';
  // Only a web address is opened (the field is operator data; no javascript: or other schemes).
  return /^https?:\/\//i.test(url) ? url : '';
}

/** Whether the page runs as the installed app (from the home screen), where no prompt is shown. */
export function isStandalone(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  if (nav.standalone === true) return true; // iOS Safari's own flag
  return typeof win.matchMedia === 'function'
    ? win.matchMedia('(display-mode: standalone)').matches ||
        win.matchMedia('(display-mode: fullscreen)').matches
    : false;
}

/** The running browser as {@link DeviceInfo}. */
export function currentDevice(): DeviceInfo {
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0 };
}
