import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';
import type { TabsItem } from './Tabs';

const items: TabsItem[] = [
  { key: 'all', label: '全部' },
  { key: 'won', label: '已中奖', badge: 3 },
  { key: 'lost', label: '未中奖' },
  { key: 'void', label: '已撤单', disabled: true },
];

function Controlled({
  initial = 'all',
  onChange,
}: {
  initial?: string;
  onChange?: (key: string) => void;
}) {
  const [active, setActive] = useState(initial);
  return (
    <Tabs
      items={items}
      activeKey={active}
      ariaLabel="筛选"
      onChange={(key) => {
        onChange?.(key);
        setActive(key);
      }}
    />
  );
}

describe('Tabs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a named tablist whose selected tab is the only one in the tab order', () => {
    render(<Tabs items={items} activeKey="won" onChange={() => {}} ariaLabel="筛选" />);
    expect(screen.getByRole('tablist', { name: '筛选' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(4);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
      'false',
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(tabs[1]).toHaveTextContent('已中奖3');
  });

  it('calls onChange with the tapped key, not for the selected or a disabled tab', async () => {
    const onChange = vi.fn();
    render(<Tabs items={items} activeKey="all" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: '全部' }));
    await userEvent.click(screen.getByRole('tab', { name: '已撤单' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: '未中奖' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('lost');
  });

  it('moves and selects with the arrow keys, Home and End, skipping disabled tabs', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: '全部' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /已中奖/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /已中奖/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '未中奖' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '全部' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '未中奖' })).toHaveFocus();
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(['won', 'lost', 'all', 'lost']);
  });

  it('links tabs to panels when idPrefix is given', () => {
    render(<Tabs items={items} activeKey="all" onChange={() => {}} idPrefix="bets" />);
    const tab = screen.getByRole('tab', { name: '全部' });
    expect(tab).toHaveAttribute('id', 'bets-tab-all');
    expect(tab).toHaveAttribute('aria-controls', 'bets-panel-all');
  });

  it('scrolls the selected tab into the middle of a scrollable strip', () => {
    const scrollTo = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
      configurable: true,
      value: scrollTo,
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(80);
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return items.findIndex((item) => item.key === this.dataset.key) * 80;
    });
    const { rerender } = render(
      <Tabs items={items} activeKey="all" onChange={() => {}} scrollable />,
    );
    // The first tab is already in view: scroll to 0 (never negative).
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'auto' });
    rerender(<Tabs items={items} activeKey="void" onChange={() => {}} scrollable />);
    // 3 * 80 - (300 - 80) / 2 = 130, smoothly after the first time.
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 130, behavior: 'smooth' });
    delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
  });
});
