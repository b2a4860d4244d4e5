import { describe, expect, it } from 'vitest';
import { downloadUrlFor, isAppleDevice, isIosSafari, isStandalone } from './platform';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

describe('device rules', () => {
  it('tells Apple devices, iPadOS (a Mac with a touch screen) included', () => {
    expect(isAppleDevice({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5 })).toBe(true);
    expect(isAppleDevice({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe(true);
    expect(isAppleDevice({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe(false);
    expect(isAppleDevice({ userAgent: ANDROID_CHROME, maxTouchPoints: 5 })).toBe(false);
  });

  it('finds Safari on iOS only: not Chrome for iOS, not an app browser, not Android', () => {
    expect(isIosSafari({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: IPHONE_CHROME, maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: IPHONE_WECHAT, maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: ANDROID_CHROME, maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe(false);
  });

  it("offers the iOS download on Apple devices and Android's elsewhere, web addresses only", () => {
    const both = {
      iosDownloadUrl: 'https://dl.test/ios',
      androidDownloadUrl: 'https://dl.test/a.apk',
    };
    expect(downloadUrlFor(both, true)).toBe('https://dl.test/ios');
    expect(downloadUrlFor(both, false)).toBe('https://dl.test/a.apk');
    expect(downloadUrlFor({ ...both, iosDownloadUrl: '' }, true)).toBe('');
    expect(downloadUrlFor({ ...both, androidDownloadUrl: '  ' }, false)).toBe('');
    expect(downloadUrlFor({ ...both, androidDownloadUrl: 'javascript:alert(1)' }, false)).toBe('');
    expect(downloadUrlFor(undefined, false)).toBe('');
  });

  it('knows the app runs from the home screen', () => {
    const win = (standalone: boolean | undefined, mode: string) =>
      ({
        navigator: { standalone },
        matchMedia: (query: string) => ({ matches: query.includes(mode) }),
      }) as unknown as Window;
    expect(isStandalone(win(true, 'browser'))).toBe(true);
    expect(isStandalone(win(undefined, 'standalone'))).toBe(true);
    expect(isStandalone(win(undefined, 'browser'))).toBe(false);
  });
});
