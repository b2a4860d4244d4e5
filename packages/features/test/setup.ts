import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { logout } from '../src/session/sessionStore';

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
