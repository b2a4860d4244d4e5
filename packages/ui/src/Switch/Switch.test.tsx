import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a named switch that toggles on tap and with the keyboard', async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return <Switch checked={on} onChange={setOn} aria-label="开奖提醒" />;
    }
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: '开奖提醒' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });

  it('ignores taps while disabled or loading', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Switch checked={false} onChange={onChange} aria-label="提醒" disabled />,
    );
    await userEvent.click(screen.getByRole('switch'));
    rerender(<Switch checked={false} onChange={onChange} aria-label="提醒" loading />);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
    rerender(<Switch checked={false} onChange={onChange} aria-label="提醒" />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('can be named by a visible label', () => {
    render(
      <>
        <span id="sound">声音</span>
        <Switch checked onChange={() => {}} aria-labelledby="sound" />
      </>,
    );
    expect(screen.getByRole('switch', { name: '声音' })).toBeChecked();
  });
});
