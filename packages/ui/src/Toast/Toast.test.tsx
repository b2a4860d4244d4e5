import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';
import { ToastHost } from './ToastHost';

describe('toast + ToastHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => toast.hide());
    vi.useRealTimers();
  });

  it('shows the message in a polite live region', () => {
    render(<ToastHost />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => toast.show('登录成功!'));
    expect(region).toHaveTextContent('登录成功!');
  });

  it('shows at most one toast: a new one replaces the current', () => {
    const { baseElement } = render(<ToastHost />);
    act(() => {
      toast.show('请先登录');
      toast.show('投票成功');
    });
    expect(baseElement.querySelectorAll('.jl-toast')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('投票成功');
    expect(screen.queryByText('请先登录')).toBeNull();
  });

  it('hides after the default 2000 ms', () => {
    render(<ToastHost />);
    act(() => toast.show('复制成功'));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('复制成功')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('复制成功')).toBeNull();
    expect(toast.current()).toBeNull();
  });

  it('honours durationMs, and a replacement gets its own full duration', () => {
    render(<ToastHost />);
    act(() => toast.show('系统在维护中，请稍等！', { durationMs: 500 }));
    act(() => vi.advanceTimersByTime(400));
    act(() => toast.show('聊天室目前不可用', { durationMs: 500 }));
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByText('聊天室目前不可用')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('聊天室目前不可用')).toBeNull();
  });

  it('keeps a toast with durationMs 0 until hide()', () => {
    render(<ToastHost />);
    act(() => toast.show('加载中', { durationMs: 0 }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('加载中')).toBeInTheDocument();
    act(() => toast.hide());
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('exposes the current toast', () => {
    act(() => toast.show('请先登录'));
    expect(toast.current()).toMatchObject({ message: '请先登录', durationMs: 2000 });
  });
});
