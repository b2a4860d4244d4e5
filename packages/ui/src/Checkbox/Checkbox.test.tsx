import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a native checkbox named by its label; tapping the label toggles it', async () => {
    function Harness() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox checked={checked} onChange={setChecked}>
          我已阅读并同意
        </Checkbox>
      );
    }
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('我已阅读并同意'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('reports the new state and does nothing when disabled', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Checkbox checked onChange={onChange} aria-label="全选" />);
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(false);
    rerender(<Checkbox checked onChange={onChange} aria-label="全选" disabled />);
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });

  it('shows the indeterminate (mixed) state', () => {
    render(<Checkbox checked={false} indeterminate onChange={() => {}} aria-label="全选" />);
    const box = screen.getByRole('checkbox', { name: '全选' });
    expect((box as HTMLInputElement).indeterminate).toBe(true);
    expect(box).toBePartiallyChecked();
  });
});
