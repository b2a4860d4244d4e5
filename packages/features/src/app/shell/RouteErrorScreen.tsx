// The last resort when a screen throws or its code cannot load (e.g. after a redeploy): a way to
// reload or go home instead of a blank page.
import { Empty } from '@jinli/ui';
import { Link, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { routeErrorStrings } from './strings';
import './RouteErrorScreen.css';

export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="jl-route-error" data-testid="route-error-screen">
      <Empty text={routeErrorStrings.title}>
        <div className="jl-route-error__actions">
          <button
            type="button"
            className="jl-route-error__button"
            onClick={() => window.location.reload()}
          >
            {routeErrorStrings.retry}
          </button>
          <Link
            className="jl-route-error__button jl-route-error__button--primary"
            to="/"
            reloadDocument
          >
            {routeErrorStrings.backHome}
          </Link>
        </div>
      </Empty>
    </main>
  );
}
