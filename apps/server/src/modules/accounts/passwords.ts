// Password hashing: argon2id with the OWASP baseline (19 MiB, t=2, p=1; DESIGN.md §5), through
// @node-rs/argon2's prebuilt binary. Used for login passwords and fund passwords alike.
import { hash, verify } from '@node-rs/argon2';

/** argon2id parameters: memory in KiB (19 MiB), 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the package's enum is an ambient const enum, unusable under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The PHC string of `password`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Whether `password` matches `phc`; false (never a throw) for a malformed hash. */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash, so that a login for an unknown account takes as long as one
 * for a known account (no account enumeration by timing). Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
