// A lazily loaded component whose code can be loaded ahead of its first render. React.lazy
// suspends on its first render even when the module has long arrived; while hydrating, a suspended
// part keeps the server's HTML until it resumes, and an update reaching it before then (the
// player's session, applied right after hydration) makes React drop that HTML and draw the part
// anew. Loaded ahead (a route's prefetch), the part renders at once and hydrates with the rest.
import { lazy, useState, type ComponentType } from 'react';

export interface PreloadableLazy<P extends object> {
  /** Renders the component: at once when loaded, else through React.lazy (suspending). */
  Component: ComponentType<P>;
  /** Loads the code; settles when loaded (a failure lets a later call try again). */
  preload(): Promise<ComponentType<P>>;
}

export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the part.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return { Component: Preloadable, preload };
}
