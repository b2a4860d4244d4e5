import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerInNoticeCentre, useNoticeCentreOffers } from './noticeCentreOffers';

const removers: (() => void)[] = [];
afterEach(() => {
  while (removers.length) removers.pop()?.();
});

describe('offers waiting in the notice centre', () => {
  it('lists what a popup that lost the launch slot offers instead, until it is withdrawn (issue 34)', () => {
    const open = vi.fn();
    const { result } = renderHook(() => useNoticeCentreOffers());
    expect(result.current).toEqual([]);
    act(() => {
      removers.push(offerInNoticeCentre('install', '添加到主屏幕', open));
    });
    expect(result.current.map((offer) => offer.label)).toEqual(['添加到主屏幕']);
    result.current[0]!.open();
    expect(open).toHaveBeenCalledTimes(1);
    act(() => removers.pop()?.());
    expect(result.current).toEqual([]);
  });
});
