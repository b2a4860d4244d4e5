// The web worker of proofOfWork.ts: solves one challenge and answers its solution (or an error).
import type { PowChallenge } from '@jinli/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
// Types only: the module itself names this worker's file, which a worker must not bundle again.
import type { PowWorkerAnswer } from './proofOfWork';

/** proofOfWork.ts's POW_TIMEOUT_MS. */
const POW_TIMEOUT_MS = 100_000;

// A worker's global scope (the package's types are the page's: DOM, not WebWorker).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ challenge: PowChallenge }>) => void) | null;
  postMessage(answer: PowWorkerAnswer): void;
};

scope.onmessage = (event) => {
  const { challenge } = event.data;
  solveChallenge({ challenge, deriveKey, timeout: POW_TIMEOUT_MS }).then(
    (solution) =>
      scope.postMessage(
        solution
          ? { solution: { counter: solution.counter, derivedKey: solution.derivedKey } }
          : { error: 'proof of work: no solution in time' },
      ),
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
};
