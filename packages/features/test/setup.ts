import '@testing-library/jest-dom/vitest';
import { toast } from '@jinli/ui';
import { hangTimeout } from '@jinli/vite-config/test-timeouts';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { logout } from '../src/app/session/sessionStore';
import { startNextTest, tagRequestsWithTheirTest } from './testIdentity';

// findBy*/waitFor resolve as soon as the element appears; their time-out only catches what never
// does, scaled to the machine like the tests' own (@jinli/vite-config/test-timeouts).
configure({ asyncUtilTimeout: hangTimeout(5_000) });

// Files under `@vitest-environment node` (the server's render of a first screen) have no DOM.
const inDom = typeof window !== 'undefined';

beforeAll(() => {
  // jsdom has no scrolling; the router's ScrollRestoration calls it on every navigation.
  if (inDom) window.scrollTo = () => {};
});

// Each request carries the number of the test that made it, and the test servers answer a late
// one of an ended test without counting it (test/testIdentity.ts).
tagRequestsWithTheirTest();
beforeEach(() => {
  startNextTest();
});

// The files of a worker share one jsdom and one module graph (isolate: false): whatever a test
// leaves behind meets the next test, of this file or of another, in an order that changes with the
// scheduling (`vitest run --sequence.shuffle` must pass). After each test: unmount what it
// rendered, end its session, clear the storages and the toast (a module-level store whose message
// outlives the screen: the next test's findByText('修改成功') found the last one's, then saw it
// replaced), and make sure nothing else is left in the page.
afterEach(() => {
  if (!inDom) return;
  cleanup();
  toast.hide();
  logout();
  localStorage.clear();
  sessionStorage.clear();
  expectEmptyBody();
});

// A global a file replaced (vi.stubGlobal: an IntersectionObserver that reports every target
// visible) is the next file's too unless undone.
afterAll(() => {
  vi.unstubAllGlobals();
});

/**
 * Fails the test that left something in document.body after its unmount (a React root of its own,
 * a node appended by hand), and removes it, so that the test to blame is named and no other test
 * meets it (two 暂无数据 in GameCenterScreen were another file's leftovers).
 */
function expectEmptyBody() {
  const left = [...document.body.children];
  if (left.length === 0) return;
  const shown = left.map((node) => node.outerHTML.slice(0, 200)).join('\n');
  document.body.replaceChildren();
  throw new Error(`the test left ${left.length} element(s) in document.body:\n${shown}`);
}
