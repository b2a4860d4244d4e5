// A controllable IntersectionObserver for jsdom (which has none): tests see what was observed
// with which options and decide when the target intersects.
import { vi } from 'vitest';

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed target as (not) intersecting. */
  fire(isIntersecting: boolean) {
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }

  /** The observers not yet disconnected. */
  static live(): FakeIntersectionObserver[] {
    return FakeIntersectionObserver.instances.filter((observer) => !observer.disconnected);
  }
}

/** Installs the fake for the current test file; returns a reset for afterEach. */
export function installFakeIntersectionObserver(): () => void {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return () => {
    FakeIntersectionObserver.instances = [];
  };
}
