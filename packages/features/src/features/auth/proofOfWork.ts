// Solves the slider's proof of work (ALTCHA PoW v2 with `altcha-lib`, PBKDF2 through WebCrypto):
// in a web worker, so the page stays responsive while the player drags; where a worker cannot run
// (an old WebView, a blocked script, tests) on the main thread in slices of a few milliseconds.
import type { PowChallenge, PowSolution } from '@jinli/contract';
import { type DeriveKeyFunction, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Longest stretch of main-thread work between two yields to the page, ms. */
export const POW_SLICE_MS = 8;
/** A solve that takes longer than this gives up (the challenge expires after 2 minutes), ms. */
export const POW_TIMEOUT_MS = 100_000;

/** What the worker answers. */
export type PowWorkerAnswer = { solution: PowSolution['solution'] } | { error: string };

function aborted(): DOMException {
  return new DOMException('proof of work cancelled', 'AbortError');
}

/** Solves `challenge` on this thread, yielding to the page every POW_SLICE_MS. */
export async function solveOnThisThread(
  challenge: PowChallenge,
  signal?: AbortSignal,
  sliceMs = POW_SLICE_MS,
): Promise<PowSolution> {
  let sliceStart = performance.now();
  const sliced: DeriveKeyFunction = async (parameters, salt, password) => {
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      sliceStart = performance.now();
    }
    return deriveKey(parameters, salt, password);
  };
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    challenge,
    deriveKey: sliced,
    controller,
    timeout: POW_TIMEOUT_MS,
  });
  if (signal?.aborted) throw aborted();
  if (!solution) throw new Error('proof of work: no solution in time');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

/** Options of {@link solveProofOfWork}. */
export interface SolveProofOfWorkOptions {
  signal?: AbortSignal;
  /** Makes the worker; default the module worker beside this file (bundled by Vite). */
  createWorker?: () => Worker;
}

function defaultWorker(): Worker {
  return new Worker(new URL('./proofOfWork.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Solves `challenge` and answers it with its solution, as the server wants it back. Rejects with an
 * AbortError when `signal` aborts.
 */
export function solveProofOfWork(
  challenge: PowChallenge,
  options: SolveProofOfWorkOptions = {},
): Promise<PowSolution> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(aborted());
  let worker: Worker;
  try {
    if (typeof Worker === 'undefined') throw new Error('no workers here');
    worker = (options.createWorker ?? defaultWorker)();
  } catch {
    return solveOnThisThread(challenge, signal);
  }
  return new Promise<PowSolution>((resolve, reject) => {
    let settled = false;
    const settle = (run: () => void) => {
      if (settled) return;
      settled = true;
      worker.terminate();
      run();
    };
    worker.onmessage = (event: MessageEvent<PowWorkerAnswer>) => {
      const answer = event.data;
      settle(() =>
        'solution' in answer
          ? resolve({ challenge, solution: answer.solution })
          : reject(new Error(answer.error)),
      );
    };
    // A worker that will not load (a CSP, a WebView without module workers): this thread.
    worker.onerror = (event) => {
      event.preventDefault();
      settle(() => void solveOnThisThread(challenge, signal).then(resolve, reject));
    };
    signal?.addEventListener('abort', () => settle(() => reject(aborted())), { once: true });
    worker.postMessage({ challenge });
  });
}
