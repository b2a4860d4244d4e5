import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { logout } from '../src/session/sessionStore';

// CI shares two cores between several test runners: give findBy*/waitFor room before they fail
// (they still resolve as soon as the element appears).
configure({ asyncUtilTimeout: 5_000 });

// Files under `@vitest-environment node` (the server's render of a first screen) have no DOM.
const inDom = typeof window !== 'undefined';

beforeAll(() => {
  // jsdom has no scrolling; the router's ScrollRestoration calls it on every navigation.
  if (inDom) window.scrollTo = () => {};
});

afterEach(() => {
  if (!inDom) return;
  cleanup();
  logout();
  localStorage.clear();
  sessionStorage.clear();
});
