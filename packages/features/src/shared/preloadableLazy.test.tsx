import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadableLazy';

function Greeting({ name }: { name: string }) {
  return <p>你好，{name}</p>;
}

describe('preloadableLazy', () => {
  it('renders at once, without a fallback, once preloaded; loads the code once', async () => {
    const load = vi.fn(async () => Greeting);
    const part = preloadableLazy(load);
    await part.preload();
    render(
      <Suspense fallback={<p>加载中</p>}>
        <part.Component name="锦鲤" />
      </Suspense>,
    );
    // Synchronously: no fallback frame.
    expect(screen.getByText('你好，锦鲤')).toBeTruthy();
    expect(screen.queryByText('加载中')).toBeNull();
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when not preloaded', async () => {
    const part = preloadableLazy(async () => Greeting);
    render(
      <Suspense fallback={<p>加载中</p>}>
        <part.Component name="锦鲤" />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeTruthy();
    expect(await screen.findByText('你好，锦鲤')).toBeTruthy();
  });

  it('lets a later preload try again after a failure', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const part = preloadableLazy(load);
    await expect(part.preload()).rejects.toThrow('offline');
    await act(() => part.preload());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
