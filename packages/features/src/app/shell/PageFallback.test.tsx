import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import type { AppRoute } from '../router/routeHandle';
import { BOTTOM_MENU_LABEL } from './strings';

/** A route whose code is still on its way (it never arrives here). */
function loadingRoute(path: string): AppRoute {
  return {
    id: path,
    path,
    handle: { themeColor: '#123456', transition: 'default' },
    lazy: () => new Promise(() => {}),
  };
}

describe('PageFallback (a first screen whose code is on its way)', () => {
  it('keeps an inner screen’s navigation bar with a working back button', async () => {
    renderApp({ routes: [loadingRoute('/recharge')], path: '/recharge' });
    const fallback = await screen.findByTestId('page-fallback');
    expect(fallback).toContainElement(screen.getByRole('button', { name: '返回' }));
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: BOTTOM_MENU_LABEL })).toBeNull();
  });

  it('keeps a top-level screen’s bottom menu', async () => {
    renderApp({ routes: [loadingRoute('/profile')], path: '/profile' });
    await screen.findByTestId('page-fallback');
    expect(screen.getByRole('navigation', { name: BOTTOM_MENU_LABEL })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });
});
