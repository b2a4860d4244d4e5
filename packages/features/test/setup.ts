import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { logout } from '../src/session/sessionStore';

// CI shares two cores between several test runners: give findBy*/waitFor room before they fail
// (they still resolve as soon as the element appears).
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => {
  // jsdom has no scrolling; the router's ScrollRestoration calls it on every navigation.
  window.scrollTo = () => {};
});

afterEach(() => {
  cleanup();
  logout();
  localStorage.clear();
  sessionStorage.clear();
});
