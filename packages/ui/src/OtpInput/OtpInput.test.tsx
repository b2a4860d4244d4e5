import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './OtpInput';

function Harness({ onComplete }: { onComplete?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput
        label="资金密码"
        value={value}
        onChange={setValue}
        onComplete={onComplete}
        autoFocus
      />
      <output>{value}</output>
    </>
  );
}

describe('OtpInput', () => {
  it('has 4 masked fields, takes digits only and completes once', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const cells = screen.getAllByLabelText(/^资金密码 \d$/);
    expect(cells).toHaveLength(4);
    expect(cells[0]).toHaveAttribute('type', 'password');
    expect(cells[0]).toHaveFocus();
    const user = userEvent.setup();
    await user.keyboard('1a2');
    expect(screen.getByRole('status')).toHaveTextContent('12');
    expect(cells[2]).toHaveFocus();
    await user.keyboard('34');
    expect(screen.getByRole('status')).toHaveTextContent('1234');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('deletes backwards with Backspace and fills from a pasted code', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.keyboard('987');
    await user.keyboard('{Backspace}{Backspace}');
    expect(screen.getByRole('status')).toHaveTextContent(/^9$/);
    await user.paste('4 3 2 1 0');
    expect(screen.getByRole('status')).toHaveTextContent('4321');
  });

  it('can show the digits and mark the group invalid', () => {
    render(<OtpInput label="验证码" value="12" onChange={() => {}} masked={false} invalid />);
    const cells = screen.getAllByLabelText(/^验证码 \d$/);
    expect(cells[0]).toHaveAttribute('type', 'text');
    expect(cells[0]).toHaveValue('1');
    expect(cells[0]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: '验证码' })).toBeInTheDocument();
  });
});
