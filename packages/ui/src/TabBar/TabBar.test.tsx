import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TabBar, badgeText } from './TabBar';
import type { TabBarItem } from './TabBar';

const items: TabBarItem[] = [
  {
    key: '/',
    label: '首页',
    icon: <i data-testid="icon-home" />,
    activeIcon: <i data-testid="icon-home-active" />,
  },
  { key: '/gallery', label: '图库', icon: <i /> },
  { key: '/bet-list', label: '投注记录', icon: <i />, badge: 120 },
  { key: '/profile', label: '我的', icon: <i />, badge: 0 },
];

describe('TabBar', () => {
  it('is a navigation landmark with one button per item', () => {
    render(<TabBar items={items} activeKey="/" onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: '底部导航' });
    expect(nav.querySelectorAll('button')).toHaveLength(4);
  });

  it('marks only the active item as the current page and shows its active icon', () => {
    render(<TabBar items={items} activeKey="/gallery" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: '图库' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '首页' })).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('icon-home')).toBeInTheDocument();
    expect(screen.queryByTestId('icon-home-active')).toBeNull();
  });

  it('uses activeIcon for the current item', () => {
    render(<TabBar items={items} activeKey="/" onChange={() => {}} />);
    expect(screen.getByTestId('icon-home-active')).toBeInTheDocument();
    expect(screen.queryByTestId('icon-home')).toBeNull();
  });

  it('calls onChange with the tapped key', async () => {
    const onChange = vi.fn();
    render(<TabBar items={items} activeKey="/" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /投注记录/ }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('/bet-list');
  });

  it('caps badges at 99+ and hides zero', () => {
    render(<TabBar items={items} activeKey="/" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /投注记录/ })).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: '我的' })).toHaveTextContent(/^我的$/);
    expect(badgeText(5)).toBe('5');
    expect(badgeText('new')).toBe('new');
    expect(badgeText('')).toBeNull();
  });

  it('renders the spacer unless placeholder is false', () => {
    const { container, rerender } = render(
      <TabBar items={items} activeKey="/" onChange={() => {}} />,
    );
    expect(container.querySelector('.jl-tabbar-placeholder')).not.toBeNull();
    rerender(<TabBar items={items} activeKey="/" onChange={() => {}} placeholder={false} />);
    expect(container.querySelector('.jl-tabbar-placeholder')).toBeNull();
  });

  it('renders links for items with href: a plain tap calls onChange, a modified click follows the link', () => {
    const onChange = vi.fn();
    const linked = items.map((item) => ({ ...item, href: item.key }));
    render(<TabBar items={linked} activeKey="/" onChange={onChange} />);
    const gallery = screen.getByRole('link', { name: '图库' });
    expect(gallery).toHaveAttribute('href', '/gallery');
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(fireEvent.click(gallery)).toBe(false);
    expect(onChange).toHaveBeenCalledWith('/gallery');
    expect(fireEvent.click(gallery, { ctrlKey: true })).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
