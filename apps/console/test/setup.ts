import '@testing-library/jest-dom/vitest';
import { hangTimeout } from '@jinli/vite-config/test-timeouts';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

configure({ asyncUtilTimeout: hangTimeout(5_000) });

// jsdom lacks what antd's responsive and sticky parts ask for.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = () => {};
if (!('ResizeObserver' in window)) {
  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: NoResizeObserver });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
