// The lottery area of home as HomeScreen renders it: loaded on its own (with the zodiac calendar
// and the socket), so the header and banners never wait for it; a skeleton holds its place. The
// route's prefetch loads it ahead (routes.ts), so a screen the server rendered hydrates it at once.
import { Skeleton } from '@jinli/ui';
import './HomeLottery.css';
import { Suspense } from 'react';
import { preloadableLazy } from '../../../shared/preloadableLazy';

const area = preloadableLazy(async () => (await import('./HomeLotteryArea')).HomeLotteryArea);

/** Loads the lottery area's code (home's boot prefetch). */
export const preloadHomeLotteryArea = area.preload;

export function HomeLottery() {
  return (
    <Suspense
      fallback={
        <section className="jl-home-lottery-placeholder" aria-busy="true">
          <Skeleton rows={3} />
        </section>
      }
    >
      <area.Component />
    </Suspense>
  );
}
