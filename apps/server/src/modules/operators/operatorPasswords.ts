// Operator passwords: stricter than the players' (10-64 printable ASCII characters with an upper-
// and a lower-case letter and a digit; a player's is 8-25), hashed with the players' argon2id, and
// the one-time password the CLI and an admin hand out (the operator must change it at first login).
import { randomInt } from 'node:crypto';

/** Refusals of a new operator password. */
export const OPERATOR_PASSWORD_TEXT = {
  rules: '密码须为 10-64 位，同时包含大写字母、小写字母和数字，不含空格',
  isName: '密码不能与用户名相同',
} as const;

const RULE = /^[\x21-\x7e]{10,64}$/;

/** The message of a new operator password that breaks the rules, or null. */
export function operatorPasswordProblem(name: string, password: string): string | null {
  if (!RULE.test(password) || !/[A-Z]/.test(password) || !/[a-z]/.test(password))
    return OPERATOR_PASSWORD_TEXT.rules;
  if (!/\d/.test(password)) return OPERATOR_PASSWORD_TEXT.rules;
  if (password.toLowerCase() === name.toLowerCase()) return OPERATOR_PASSWORD_TEXT.isName;
  return null;
}

// Without look-alikes (0/O, 1/l/I): the password is read off a terminal and typed once.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const ALL = UPPER + LOWER + DIGITS;

/** A random one-time password of 16 characters (about 93 bits) that meets the rules. */
export function oneTimePassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS)];
  while (chars.length < 16) chars.push(pick(ALL));
  // Shuffle (Fisher-Yates) so that the three guaranteed classes are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
