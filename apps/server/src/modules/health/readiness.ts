// Whether this instance should get traffic (GET /readyz): not before its start-up steps are done
// (migrations, the seed), not while a dependency it needs is away (Redis, when scaled out), and
// never again once it drains. Flags and cheap checks only: a load balancer asks every second or two.

/** The state /readyz answers. */
export interface ReadinessState {
  ready: boolean;
  /** Steps not done yet and checks failing now, by name. */
  waiting: string[];
  draining: boolean;
}

export interface Readiness {
  /** A start-up step named at creation is done. */
  done(step: string): void;
  /**
   * Ready only while `check` answers true (e.g. Redis connected); asked on every probe, so it must
   * not do IO.
   */
  require(name: string, check: () => boolean): void;
  /** For good: the instance is going away. */
  startDraining(): void;
  readonly draining: boolean;
  state(): ReadinessState;
}

/** A readiness waiting for `steps` (none: ready at once, as an app built in a test is). */
export function createReadiness(steps: readonly string[] = []): Readiness {
  const pending = new Set(steps);
  const checks: { name: string; check: () => boolean }[] = [];
  let draining = false;
  return {
    done: (step) => void pending.delete(step),
    require: (name, check) => void checks.push({ name, check }),
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    state() {
      const waiting = [...pending];
      for (const { name, check } of checks) if (!check()) waiting.push(name);
      return { ready: !draining && waiting.length === 0, waiting, draining };
    },
  };
}
