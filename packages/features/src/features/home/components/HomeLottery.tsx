// The lottery area of home as HomeScreen renders it: loaded on its own (with the zodiac calendar
// and the socket), so the header and banners never wait for it; a skeleton holds its place.
import { Skeleton } from '@jinli/ui';
import './HomeLottery.css';
import { lazy, Suspense } from 'react';

const Area = lazy(async () => ({ default: (await import('./HomeLotteryArea')).HomeLotteryArea }));

export function HomeLottery() {
  return (
    <Suspense
      fallback={
        <section className="jl-home-lottery-placeholder" aria-busy="true">
          <Skeleton rows={3} />
        </section>
      }
    >
      <Area />
    </Suspense>
  );
}
