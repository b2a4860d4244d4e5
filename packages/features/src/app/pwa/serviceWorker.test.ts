import { afterEach, describe, expect, it } from 'vitest';
import { fetchInTurns, loadedResourceUrls, serviceWorkerWanted } from './serviceWorker';

const entry = (name: string) => ({ name }) as PerformanceEntry;

afterEach(() => {
  document.head.querySelector('link[rel="manifest"]')?.remove();
});

describe('service worker registration', () => {
  it('is wanted only on a built page (the build links the manifest)', () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    expect(serviceWorkerWanted()).toBe(false);
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
    expect(serviceWorkerWanted()).toBe(true);
  });

  it("hands the worker what its runtime caches keep, never the API's answers", () => {
    const origin = window.location.origin;
    expect(
      loadedResourceUrls([
        entry(`${origin}/config.json?v=abc`),
        entry(`${origin}/assets/ChatOverlay-x1.js`),
        entry(`${origin}/assets/ChatOverlay-x1.js`),
        entry(`${origin}/sys-upload/data/json/five-elements.json?_t=1`),
        entry('https://api.example.com/sys-upload/images/logo.png'),
        entry(`${origin}/app-api/company/get`),
        entry(`${origin}/v/lottery/openInfo?gameId=1`),
        entry('data:image/png;base64,AAAA'),
      ]),
    ).toEqual([
      `${origin}/config.json?v=abc`,
      `${origin}/assets/ChatOverlay-x1.js`,
      `${origin}/sys-upload/data/json/five-elements.json?_t=1`,
      'https://api.example.com/sys-upload/images/logo.png',
    ]);
  });

  it('also hands it config.json when the page carried its answer inline (never fetched)', () => {
    const origin = window.location.origin;
    const config = `${origin}/config.json?v=abc`;
    expect(loadedResourceUrls([entry(`${origin}/assets/a-1.js`)], [config, undefined])).toEqual([
      `${origin}/assets/a-1.js`,
      config,
    ]);
    expect(loadedResourceUrls([entry(config)], [config])).toEqual([config]);
  });

  it('asks for the first load again a few at a time, each next one after one has settled', async () => {
    const started: string[] = [];
    const settle: Array<() => void> = [];
    const fetcher = (url: string) => {
      started.push(url);
      return new Promise<void>((resolve, reject) =>
        settle.push(url === 'b' ? () => reject(new Error('offline')) : resolve),
      );
    };
    const done = fetchInTurns(['a', 'b', 'c', 'd'], 2, fetcher);
    expect(started).toEqual(['a', 'b']);
    settle[1]?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['a', 'b', 'c']);
    settle[0]?.();
    settle[2]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    settle[3]?.();
    await done;
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });
});
