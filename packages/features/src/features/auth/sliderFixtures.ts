// Slider answers for the tests of the screens that open it: a proof of work made as the server
// makes it (light), so that the screens' solver really solves it.
import type { PowChallenge } from '@jinli/contract';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** A signed challenge (deterministic mode) whose answer is counter `counter`. */
export async function powChallengeFixture(
  counter = 12,
  data: Record<string, string | boolean> = { puzzle: 'puzzle-1' },
): Promise<PowChallenge> {
  return (await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 5,
    counter,
    deriveKey,
    expiresAt: new Date(Date.now() + 120_000),
    data,
    hmacSignatureSecret: 'fixture-secret',
    hmacKeySignatureSecret: 'fixture-key-secret',
  })) as PowChallenge;
}

/** A puzzle answer with blank images and a proof whose answer is `counter`. */
export async function sliderPuzzleFixture(id = 'puzzle-1', counter = 12) {
  const blank =
    'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
  return {
    id,
    width: 280,
    height: 140,
    background: blank,
    piece: blank,
    pieceSize: 44,
    pieceY: 40,
    pow: await powChallengeFixture(counter, { puzzle: id }),
  };
}
