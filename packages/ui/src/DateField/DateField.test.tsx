import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './DateField';

function Harness({ initial = '', clear = false }: { initial?: string; clear?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="开始日期"
      value={value}
      onChange={setValue}
      min="2026-10-10"
      max="2026-11-26"
      clearLabel={clear ? '清除' : undefined}
    />
  );
}

describe('DateField', () => {
  it('reads YYYY-MM-DD, or the placeholder while empty', () => {
    const { unmount } = render(<Harness initial="2026-11-05" />);
    expect(screen.getByRole('button', { name: '开始日期 2026-11-05' })).toHaveTextContent(
      '2026-11-05',
    );
    unmount();
    render(<Harness />);
    expect(screen.getByRole('button', { name: '开始日期 请选择日期' })).toBeInTheDocument();
  });

  it('picks a day from a Chinese calendar of the allowed months only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /开始日期/ }));
    const sheet = screen.getByRole('dialog', { name: '开始日期' });
    // Opens on the latest allowed month; the next one is out of range.
    expect(sheet).toHaveTextContent('2026年11月');
    expect(sheet).toHaveTextContent('日一二三四五六');
    expect(screen.getByRole('button', { name: '下个月' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '2026年11月27日' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '上个月' }));
    expect(sheet).toHaveTextContent('2026年10月');
    expect(screen.getByRole('button', { name: '上个月' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '2026年10月9日' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '2026年10月12日' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: '开始日期 2026-10-12' })).toBeInTheDocument();
  });

  it('marks the picked day and can be cleared when allowed', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-05" clear />);
    await user.click(screen.getByRole('button', { name: /开始日期/ }));
    expect(screen.getByRole('button', { name: '2026年11月5日' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: '清除' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: '开始日期 请选择日期' })).toBeInTheDocument();
  });

  it('over a range of years picks the year and the month directly (a birthday)', async () => {
    const user = userEvent.setup();
    function Birthday() {
      const [value, setValue] = useState('');
      return (
        <DateField
          label="生日"
          value={value}
          onChange={setValue}
          min="1900-01-01"
          max="2026-11-26"
        />
      );
    }
    render(<Birthday />);
    await user.click(screen.getByRole('button', { name: /生日/ }));
    const year = screen.getByRole('combobox', { name: '年份' });
    expect(year).toHaveValue('2026');
    expect(screen.getByRole('option', { name: '1900年' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '2027年' })).toBeNull();
    // December 2026 is after max: not offered while 2026 is shown.
    expect(screen.getByRole('option', { name: '12月' })).toBeDisabled();
    await user.selectOptions(year, '1990');
    await user.selectOptions(screen.getByRole('combobox', { name: '月份' }), '5');
    await user.click(screen.getByRole('button', { name: '1990年5月17日' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: '生日 1990-05-17' })).toBeInTheDocument();
  });

  it('is described by its error line while one is shown', () => {
    render(
      <>
        <DateField label="生日" value="" onChange={() => {}} describedBy="birthday-error" />
        <p id="birthday-error">请选择生日</p>
      </>,
    );
    expect(screen.getByRole('button', { name: '生日 请选择日期' })).toHaveAccessibleDescription(
      '请选择生日',
    );
  });
});
