import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testRoute } from '../../../test/renderApp';
import { BOTTOM_MENU_LABEL } from '../../app/shell/strings';

const routes = [testRoute('/', 'home-screen', { transition: 'none' })];

describe('NotFoundScreen', () => {
  it('answers an unknown path with 页面不存在 and a link home', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ routes, path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: BOTTOM_MENU_LABEL })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '返回首页' }));
    expect(await screen.findByText('home-screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('is what a menu item of a screen not built yet lands on, with the menu still there', async () => {
    renderApp({ routes, path: '/databases' });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '资料库' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not show for a known path', async () => {
    renderApp({ routes, path: '/' });
    expect(await screen.findByText('home-screen')).toBeInTheDocument();
    expect(screen.queryByText('页面不存在')).not.toBeInTheDocument();
  });
});
