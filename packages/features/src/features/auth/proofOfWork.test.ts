import type { PowChallenge } from '@jinli/contract';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { type PowWorkerAnswer, solveOnThisThread, solveProofOfWork } from './proofOfWork';

const SECRET = 'test-secret-of-the-server';
const KEY_SECRET = 'test-key-secret-of-the-server';

/** A challenge as the server makes it (deterministic mode), whose answer is `counter`. */
async function challengeOf(counter: number, cost = 50): Promise<PowChallenge> {
  return (await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost,
    counter,
    deriveKey,
    expiresAt: new Date(Date.now() + 120_000),
    data: { puzzle: 'p1' },
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
  })) as PowChallenge;
}

async function verified(pow: Awaited<ReturnType<typeof solveProofOfWork>>) {
  const result = await verifySolution({
    challenge: pow.challenge,
    solution: pow.solution,
    deriveKey,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
  });
  return result.verified;
}

describe('solveProofOfWork', () => {
  it('finds the counter the server picked, and the server accepts the answer', async () => {
    const challenge = await challengeOf(120);
    // No Worker in this environment: solved on this thread.
    const pow = await solveProofOfWork(challenge);
    expect(pow.challenge).toBe(challenge);
    expect(pow.solution.counter).toBe(120);
    expect(await verified(pow)).toBe(true);
    // A made-up key is not accepted (the check is real).
    expect(
      await verified({ ...pow, solution: { counter: 120, derivedKey: '00'.repeat(32) } }),
    ).toBe(false);
  });

  it('keeps the page responsive on this thread: timers run while it works', async () => {
    const challenge = await challengeOf(400, 200);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const started = performance.now();
    try {
      await solveOnThisThread(challenge, undefined, 4);
    } finally {
      clearInterval(timer);
    }
    const took = performance.now() - started;
    // A solve that never yielded would let no timer run at all.
    expect(took).toBeGreaterThan(20);
    expect(ticks).toBeGreaterThan(2);
  });

  it('stops when cancelled', async () => {
    const challenge = await challengeOf(50_000, 200);
    const controller = new AbortController();
    const solving = solveProofOfWork(challenge, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(solving).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('takes the answer of its worker, and solves here when the worker will not load', async () => {
    const challenge = await challengeOf(30);
    const posted: unknown[] = [];
    /** A stand-in worker: answers like proofOfWork.worker.ts, or fails to load. */
    const fakeWorker = (answer: PowWorkerAnswer | 'fail-to-load') => {
      const worker = {
        terminated: false,
        onmessage: null as ((event: MessageEvent<PowWorkerAnswer>) => void) | null,
        onerror: null as ((event: Event) => void) | null,
        postMessage(message: unknown) {
          posted.push(message);
          setTimeout(() => {
            if (answer === 'fail-to-load') worker.onerror?.(new Event('error'));
            else worker.onmessage?.({ data: answer } as MessageEvent<PowWorkerAnswer>);
          }, 0);
        },
        terminate() {
          worker.terminated = true;
        },
      };
      return worker;
    };
    const restore = globalThis.Worker;
    // The option is only used where workers exist.
    globalThis.Worker = function Worker() {} as unknown as typeof globalThis.Worker;
    try {
      const answering = fakeWorker({ solution: { counter: 30, derivedKey: 'ab' } });
      const fromWorker = await solveProofOfWork(challenge, {
        createWorker: () => answering as unknown as Worker,
      });
      expect(fromWorker.solution).toEqual({ counter: 30, derivedKey: 'ab' });
      expect(posted).toEqual([{ challenge }]);
      expect(answering.terminated).toBe(true);

      const broken = fakeWorker('fail-to-load');
      const here = await solveProofOfWork(challenge, {
        createWorker: () => broken as unknown as Worker,
      });
      expect(here.solution.counter).toBe(30);
      expect(await verified(here)).toBe(true);
    } finally {
      globalThis.Worker = restore;
    }
  });
});
