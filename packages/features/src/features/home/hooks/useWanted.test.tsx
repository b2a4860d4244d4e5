// useWanted: below-the-fold content waits for its place to come into view or the first interaction.
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWanted } from './useWanted';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const wanted = useWanted(ref);
  return (
    <div ref={ref} data-testid="probe">
      {wanted ? 'wanted' : 'waiting'}
    </div>
  );
}

/** A controllable IntersectionObserver: `show()` reports every observed element as visible. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class Stub {
    callback: IntersectionObserverCallback;
    targets: Element[] = [];
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return {
    show() {
      for (const observer of observers)
        observer.callback(
          observer.targets.map((target) => ({ target, isIntersecting: true })) as never,
          observer as never,
        );
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useWanted', () => {
  it('is wanted at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('wanted');
  });

  it('waits until its place comes into view', () => {
    const io = stubObserver();
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('waiting');
    act(() => io.show());
    expect(screen.getByTestId('probe').textContent).toBe('wanted');
  });

  it('is wanted at the first scroll or touch, even out of view', () => {
    stubObserver();
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('waiting');
    act(() => {
      window.dispatchEvent(new Event('touchstart'));
    });
    expect(screen.getByTestId('probe').textContent).toBe('wanted');
  });
});
