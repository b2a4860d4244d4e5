import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, testRoute } from '../../../test/renderApp';
import { routeGroupColors } from '../router/routeHandle';

const routes = [
  testRoute('/', 'home-screen', { transition: 'none', themeColor: routeGroupColors.tabs }),
  testRoute('/detail', 'detail-screen', { transition: 'default', themeColor: '#00aa00' }),
  testRoute('/sheet', 'sheet-screen', { transition: 'overlay-back', themeColor: '#0000aa' }),
  testRoute('/return', 'return-screen', { transition: 'back', themeColor: '#0000aa' }),
];

function themeColor() {
  return document.querySelector('meta[name="theme-color"]')?.getAttribute('content');
}

function pageOf(name: string) {
  return screen.getByText(name).closest('.jl-page');
}

afterEach(() => {
  document.documentElement.style.removeProperty(routeGroupColors.tabs);
  document.querySelector('meta[name="theme-color"]')?.remove();
});

describe('AppShell', () => {
  it("sets the browser theme colour of the route's group, reading the theme's CSS variable", async () => {
    document.documentElement.style.setProperty(routeGroupColors.tabs, '#aa0000');
    const { router } = renderApp({ routes, path: '/' });
    await screen.findByText('home-screen');
    await waitFor(() => expect(themeColor()).toBe('#aa0000'));

    await act(() => router.navigate('/detail'));
    await screen.findByText('detail-screen');
    await waitFor(() => expect(themeColor()).toBe('#00aa00'));
  });

  it('animates pages by their transition and the direction of travel', async () => {
    const { router } = renderApp({ routes, path: '/' });
    await screen.findByText('home-screen');
    expect(pageOf('home-screen')).toHaveAttribute('data-transition', 'none');

    await act(() => router.navigate('/detail'));
    await screen.findByText('detail-screen');
    expect(pageOf('detail-screen')).toHaveClass('jl-page--slide-in-right');

    await act(() => router.navigate('/sheet'));
    await screen.findByText('sheet-screen');
    expect(pageOf('sheet-screen')).toHaveAttribute('data-transition', 'overlay-in');

    await act(() => router.navigate(-1));
    await screen.findByText('detail-screen');
    expect(pageOf('detail-screen')).toHaveAttribute('data-transition', 'slide-in-left');

    await act(() => router.navigate('/return'));
    await screen.findByText('return-screen');
    expect(pageOf('return-screen')).toHaveAttribute('data-transition', 'slide-in-left');

    await act(() => router.navigate('/', { replace: true }));
    await screen.findByText('home-screen');
    expect(pageOf('home-screen')).toHaveAttribute('data-transition', 'none');
  });
});
