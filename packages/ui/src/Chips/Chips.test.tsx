import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Chips } from './Chips';
import type { ChipsItem } from './Chips';

const letters: ChipsItem[] = ['A', 'B', 'C', 'D'].map((letter) => ({
  key: letter,
  label: letter,
  disabled: letter === 'C',
}));

describe('Chips', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a named radio group with the selected chip checked', () => {
    render(<Chips items={letters} activeKey="B" onChange={() => {}} ariaLabel="首字母" />);
    expect(screen.getByRole('radiogroup', { name: '首字母' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'B' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'A' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'C' })).toBeDisabled();
  });

  it('calls onChange with a tapped chip, not the selected one', async () => {
    const onChange = vi.fn();
    render(<Chips items={letters} activeKey="B" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'B' }));
    await userEvent.click(screen.getByRole('radio', { name: 'D' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('D');
  });

  it('moves the selection with the arrow keys, skipping disabled chips', async () => {
    function Harness() {
      const [active, setActive] = useState<string | null>(null);
      return <Chips items={letters} activeKey={active} onChange={setActive} />;
    }
    render(<Harness />);
    // Nothing selected yet: the first chip takes the tab stop.
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'A' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'D' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'D' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'B' })).toBeChecked();
  });

  it('scrolls a one-line group to show the selected chip, but not a wrapping one', () => {
    const scrollTo = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
      configurable: true,
      value: scrollTo,
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(40);
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return ['A', 'B', 'C', 'D'].indexOf(this.dataset.key ?? '') * 50;
    });
    const { rerender } = render(<Chips items={letters} activeKey="A" onChange={() => {}} />);
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(<Chips items={letters} activeKey="D" onChange={() => {}} />);
    // D spans 150–190: scrolled so that it ends 16 px inside the 100 px wide group.
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 106, behavior: 'smooth' });
    rerender(<Chips items={letters} activeKey="B" onChange={() => {}} wrap />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
  });
});
