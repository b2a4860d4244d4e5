// waitFor resolves as soon as its check passes; its time-out (Testing Library's default is 1 s)
// only catches what never does, scaled to the machine like the tests' own
// (@jinli/vite-config/test-timeouts). Only the jsdom files use Testing Library.
import { hangTimeout } from '@jinli/vite-config/test-timeouts';
import { beforeAll } from 'vitest';

beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: hangTimeout(5_000) });
});
