// The loop of a periodic job: run now, then again a while after each run ends (never two runs of
// one loop at once), until stopped; stop waits for a run in progress, so nothing of the job is left
// running when a server closes its database.

export interface RepeatOptions {
  /** How long after a run ends the next one starts (ms), asked after each run. */
  delayMs: () => number;
  /** Where a run's error goes; the loop goes on either way. Default: dropped. */
  onError?: ((error: unknown) => void) | undefined;
  /** Whether the waiting timer lets the process exit (default false: it keeps it alive). */
  unref?: boolean;
}

export interface Repeating {
  /** Starts the loop with a run now; a second start while it runs does nothing. */
  start(): void;
  /** Stops the loop and waits for a run in progress. */
  stop(): Promise<void>;
  /**
   * Runs the job now instead of when its wait ends; during a run, right after it. Nothing while
   * stopped.
   */
  wake(): void;
}

/** Runs `run` as a periodic job's loop (see the top of this file). */
export function repeat(run: () => Promise<unknown>, options: RepeatOptions): Repeating {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  /** A wake came during a run: the next run starts without waiting. */
  let woken = false;
  const loop = () => {
    timer = undefined;
    woken = false;
    running = run()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        timer = setTimeout(loop, woken ? 0 : options.delayMs());
        if (options.unref) timer.unref();
      });
  };
  return {
    start() {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    wake() {
      if (stopped) return;
      if (running) {
        woken = true;
        return;
      }
      if (timer) clearTimeout(timer);
      loop();
    },
  };
}
