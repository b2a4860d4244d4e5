// After each test of a jsdom file, unmount what renderHook mounted (this package runs without
// vitest globals, so Testing Library does not clean up by itself). A hook left mounted keeps its
// queries polling, and their notification once fired after the file's jsdom was gone:
// "window is not defined", an error that fails the run.
import { hangTimeout } from '@jinli/vite-config/test-timeouts';
import { afterEach, beforeAll } from 'vitest';

beforeAll(async () => {
  if (typeof document === 'undefined') return;
  // waitFor resolves as soon as its check passes; its time-out only catches what never does,
  // scaled to the machine like the tests' own (@jinli/vite-config/test-timeouts).
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: hangTimeout(5_000) });
});

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
