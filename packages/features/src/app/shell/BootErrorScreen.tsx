// Shown when the app cannot start (its config.json is unreachable): a reload instead of a blank page.
import { Empty } from '@jinli/ui';
import { routeErrorStrings } from './strings';
import './RouteErrorScreen.css';

export function BootErrorScreen() {
  return (
    <main className="jl-route-error" data-testid="boot-error-screen">
      <Empty text={routeErrorStrings.title}>
        <div className="jl-route-error__actions">
          <button
            type="button"
            className="jl-route-error__button jl-route-error__button--primary"
            onClick={() => window.location.reload()}
          >
            {routeErrorStrings.retry}
          </button>
        </div>
      </Empty>
    </main>
  );
}
