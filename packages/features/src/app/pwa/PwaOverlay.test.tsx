import { createApiClient } from '@jinli/api';
import { ApiProvider, companyInfoQueryOptions } from '@jinli/api/react';
import type { CompanyInfo } from '@jinli/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '../../../test/fixtures';
import { claimLaunchPopup } from '../layout/launchPopup';
import { useNoticeCentreOffers } from '../layout/noticeCentreOffers';
import { captureInstallPrompt } from './installEvent';
import OfflineBanner from './OfflineBanner';
import PwaOverlay from './PwaOverlay';
import { DOWNLOAD_BANNER_CLOSED_KEY, INSTALL_PROMPT_DISMISSED_KEY } from './sessionFlags';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

function renderOverlay(path: string, info: CompanyInfo) {
  const client = createApiClient({ origin: 'http://127.0.0.1:9' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(companyInfoQueryOptions(client).queryKey, info);
  const router = createMemoryRouter(
    [
      { path: '/', element: <PwaOverlay topLevel /> },
      { path: '/profile', element: <PwaOverlay topLevel /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client}>
        <RouterProvider router={router} />
      </ApiProvider>
    </QueryClientProvider>,
  );
}

const floatingBottom = () =>
  document.documentElement.style.getPropertyValue('--jl-floating-bottom');

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('download banner', () => {
  const withDownloads = {
    ...company,
    iosDownloadUrl: 'https://dl.test/ios',
    androidDownloadUrl: 'https://dl.test/app.apk',
  };

  it("shows the device's download on the index, keeps the bubble clear, and stays closed for the session", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME);
    const view = renderOverlay('/', withDownloads);
    const banner = await screen.findByRole('region', { name: '下载APP' });
    expect(banner).toHaveTextContent('下载锦鲤彩票APP');
    expect(screen.getByRole('link', { name: '立即下载' })).toHaveAttribute(
      'href',
      'https://dl.test/app.apk',
    );
    expect(floatingBottom()).toBe('56px');

    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('region', { name: '下载APP' })).toBeNull();
    expect(floatingBottom()).toBe('');
    expect(sessionStorage.getItem(DOWNLOAD_BANNER_CLOSED_KEY)).toBe('1');

    view.unmount();
    renderOverlay('/', withDownloads);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: '下载APP' })).toBeNull();
  });

  it("offers iOS's download on an iPhone and nothing without the platform's address", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const view = renderOverlay('/', withDownloads);
    expect(await screen.findByRole('link', { name: '立即下载' })).toHaveAttribute(
      'href',
      'https://dl.test/ios',
    );
    view.unmount();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME);
    renderOverlay('/', { ...withDownloads, androidDownloadUrl: '' });
    await waitFor(() => expect(screen.queryByRole('region', { name: '下载APP' })).toBeNull());
  });

  it('is not shown away from the index', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME);
    renderOverlay('/profile', withDownloads);
    await waitFor(() => expect(screen.queryByRole('region', { name: '下载APP' })).toBeNull());
  });
});

describe('install prompt', () => {
  it('opens the steps drawer on iOS Safari, and not again once dismissed', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const view = renderOverlay('/', company);
    const drawer = await screen.findByRole('dialog', { name: '添加到主屏幕' });
    expect(drawer).toHaveTextContent('「分享」');
    expect(drawer).toHaveTextContent('「添加到主屏幕」');
    await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY)).toBe('1');
    view.unmount();
    renderOverlay('/', company);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open on top of the visit’s launch popup (issue 34: the drawer over the notice)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    claimLaunchPopup('notice');
    renderOverlay('/', company);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: '添加到主屏幕' })).toBeNull();
    // It waits in the notice centre instead, from where it opens.
    const offers = renderHook(() => useNoticeCentreOffers());
    await waitFor(() =>
      expect(offers.result.current.map((offer) => offer.label)).toEqual(['添加到主屏幕']),
    );
    act(() => offers.result.current[0]!.open());
    expect(await screen.findByRole('dialog', { name: '添加到主屏幕' })).toBeVisible();
  });

  it("offers the browser's own prompt from our button where it has one", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME);
    captureInstallPrompt();
    renderOverlay('/', company);
    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: '添加' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: '添加到主屏幕' })).toBeNull());
    expect(sessionStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY)).toBe('1');
  });
});

describe('offline banner', () => {
  it('shows while the browser says the network is gone', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('网络已断开');
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
