// The operators' password rule as the server checks it (operators/operatorPasswords.ts), so that
// the form says so before a round trip; the server's answer is what counts.
const RULE = /^[\x21-\x7e]{10,64}$/;

/** Whether `password` meets the rule (10-64 printable ASCII, upper, lower and a digit). */
export function meetsPasswordRule(password: string): boolean {
  return (
    RULE.test(password) && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password)
  );
}
