import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamsUpdate } from './useSearchParamsUpdate';

function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [params, update] = useSearchParamsUpdate();
      return { params, update, search: useLocation().search };
    },
    { wrapper },
  );
}

describe('useSearchParamsUpdate', () => {
  it('sets and removes params, keeping the others', () => {
    const { result } = renderAt('/gallery?game=71&q=abc');
    act(() => result.current.update({ type: '2', q: '' }));
    expect(result.current.search).toBe('?game=71&type=2');
    act(() => result.current.update({ game: null }));
    expect(result.current.params.toString()).toBe('type=2');
  });

  it('builds on an update the router has not rendered yet (a tap, then a debounced search)', () => {
    const { result } = renderAt('/gallery?q=abc');
    act(() => {
      result.current.update({ type: '2' });
      result.current.update({ q: null });
    });
    expect(result.current.search).toBe('?type=2');
  });

  it('an update kept from an earlier render still starts from the current URL', () => {
    const { result } = renderAt('/gallery?q=abc');
    const stale = result.current.update;
    act(() => result.current.update({ type: '2' }));
    act(() => stale({ q: null }));
    expect(result.current.search).toBe('?type=2');
  });
});
