import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBar } from './SearchBar';
import type { SearchBarProps } from './SearchBar';

function Harness(props: Partial<SearchBarProps>) {
  const [value, setValue] = useState('');
  return (
    <SearchBar
      value={value}
      onChange={setValue}
      placeholder="搜索图纸"
      clearLabel="清空"
      {...props}
    />
  );
}

describe('SearchBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  // Synchronous events: user-event waits on real timers, which these fake ones would stall.
  const type = (text: string) =>
    fireEvent.change(screen.getByRole('searchbox'), {
      target: { value: (screen.getByRole('searchbox') as HTMLInputElement).value + text },
    });
  const enter = () => fireEvent.submit(screen.getByRole('search'));

  it('is a search landmark with a named field', () => {
    render(<Harness />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '搜索图纸' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull();
  });

  it('searches once with the trimmed text after typing stops', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    type('  六');
    act(() => vi.advanceTimersByTime(200));
    type('合 ');
    expect(screen.getByRole('searchbox')).toHaveValue('  六合 ');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('六合');
    // Only spaces added: nothing new to search.
    type('  ');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches at once on Enter, even for the same text', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} debounceMs={1000} />);
    type('彩图');
    enter();
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('彩图');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
    enter();
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('clears the text and searches for everything at once', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    type('马');
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(onSearch.mock.calls).toEqual([['马'], ['']]);
  });

  it('waits for an IME to finish composing', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    const input = screen.getByRole('searchbox');
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'ma' } });
    act(() => vi.advanceTimersByTime(500));
    expect(input).toHaveValue('ma');
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '马' } });
    fireEvent.compositionEnd(input);
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('马');
  });

  it('shows a cancel button with onCancel', () => {
    const onCancel = vi.fn();
    render(<Harness cancelText="取消" onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
