import '@testing-library/jest-dom/vitest';
import { hangTimeout } from '@jinli/vite-config/test-timeouts';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { toast } from '../src/Toast/toast';

// findBy*/waitFor resolve as soon as the element appears; their time-out only catches what never
// does, scaled to the machine like the tests' own (@jinli/vite-config/test-timeouts).
configure({ asyncUtilTimeout: hangTimeout(5_000) });

// The files of a worker share one jsdom and one module graph (isolate: false), so nothing a test
// leaves may meet the next (`vitest run --sequence.shuffle` must pass): unmount what it rendered,
// hide the toast (a module-level store that outlives its host), and fail the test that left
// anything else in document.body, removing it.
afterEach(() => {
  cleanup();
  toast.hide();
  const left = [...document.body.children];
  if (left.length === 0) return;
  const shown = left.map((node) => node.outerHTML.slice(0, 200)).join('\n');
  document.body.replaceChildren();
  throw new Error(`the test left ${left.length} element(s) in document.body:\n${shown}`);
});

// A global a file replaced (vi.stubGlobal) is the next file's too unless undone.
afterAll(() => {
  vi.unstubAllGlobals();
});
