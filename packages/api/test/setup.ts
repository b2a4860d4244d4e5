// After each test of a jsdom file, unmount what renderHook mounted (this package runs without
// vitest globals, so Testing Library does not clean up by itself). A hook left mounted keeps its
// queries polling, and their notification once fired after the file's jsdom was gone:
// "window is not defined", an error that fails the run.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
