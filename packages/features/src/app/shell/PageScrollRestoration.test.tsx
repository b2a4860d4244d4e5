// The shell's scroll restoration and a navigation that keeps the page where it is: the router
// scrolls a hash's element into view on any other navigation, never on one of those.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { KEEP_SCROLL_STATE } from '../router/keepScroll';
import type { AppRoute } from '../router/routeHandle';

const sections: AppRoute = {
  id: 'sections',
  path: '/sections',
  handle: { themeColor: '#123456', transition: 'none' },
  element: (
    <main>
      <section id="first">first</section>
      <section id="second">second</section>
    </main>
  ),
};

// jsdom has no scrolling: which elements the router asked to scroll to is what is checked.
const scrolledTo: string[] = [];
const jsdomScrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
const jsdomScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
let scrollToSpy: ReturnType<typeof vi.spyOn> | undefined;
/** Where the page is scrolled to, as the router reads it when it saves an entry's position. */
function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}
beforeEach(() => {
  scrolledTo.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this.id);
  });
});
afterEach(() => {
  if (jsdomScrollIntoView)
    Object.defineProperty(Element.prototype, 'scrollIntoView', jsdomScrollIntoView);
  else delete (Element.prototype as Partial<Element>).scrollIntoView;
  if (jsdomScrollY) Object.defineProperty(window, 'scrollY', jsdomScrollY);
  scrollToSpy?.mockRestore();
});

describe('PageScrollRestoration', () => {
  it("scrolls to a hash's element, except for a navigation that keeps the page where it is", async () => {
    const { router } = renderApp({ routes: [sections], path: '/sections' });
    await screen.findByText('second');

    await act(() =>
      router.navigate(
        { pathname: '/sections', hash: 'second' },
        { replace: true, preventScrollReset: true, state: KEEP_SCROLL_STATE },
      ),
    );
    expect(router.state.location.hash).toBe('#second');
    expect(scrolledTo).toEqual([]);
    // The element is the router's to find again: its id is back.
    expect(document.getElementById('second')).toHaveTextContent('second');

    await act(() => router.navigate({ pathname: '/sections', hash: 'first' }));
    expect(scrolledTo).toEqual(['first']);
  });

  it('opens an entry that kept the scroll at its hash: a reload is the router’s', async () => {
    // The entry a reload opens (its state survives the reload), on a path of its own: the router
    // keeps the positions it saved while this file's other test ran.
    renderApp({
      routes: [{ ...sections, id: 'reloaded', path: '/reloaded' }],
      path: { pathname: '/reloaded', hash: '#second', state: KEEP_SCROLL_STATE },
    });
    await screen.findByText('second');
    expect(scrolledTo).toEqual(['second']);
  });

  it('goes back to where the player left an entry that kept the scroll, not to its hash', async () => {
    const elsewhere: AppRoute = {
      ...sections,
      id: 'elsewhere',
      path: '/elsewhere',
      element: <p>elsewhere</p>,
    };
    const { router } = renderApp({
      routes: [{ ...sections, id: 'left', path: '/left' }, elsewhere],
      path: '/left',
    });
    await screen.findByText('second');
    await act(() =>
      router.navigate(
        { pathname: '/left', hash: 'second' },
        { replace: true, preventScrollReset: true, state: KEEP_SCROLL_STATE },
      ),
    );
    // The player reads on to 480 px, then opens another page.
    setScrollY(480);
    await act(() => router.navigate('/elsewhere'));
    await screen.findByText('elsewhere');
    setScrollY(0);
    const scrollTo = (scrollToSpy = vi.spyOn(window, 'scrollTo'));
    scrolledTo.length = 0;

    await act(() => router.navigate(-1));
    await screen.findByText('second');
    expect(router.state.location.hash).toBe('#second');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
    expect(scrolledTo).toEqual([]);
    expect(document.getElementById('second')).toHaveTextContent('second');
  });
});
