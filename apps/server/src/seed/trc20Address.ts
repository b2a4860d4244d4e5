// A well-formed TRON (TRC-20) address for the demo USDT channel, computed at seed time: TRON's
// address is base58check of 0x41 followed by 20 bytes (the tail of a key's Keccak hash on the real
// network; here the head of SHA-256 of a fixed demo phrase, so that it is the same on every start
// and nobody holds its key — the channel is the sandbox adapter's, nothing is ever sent to it), and
// the checksum is the first 4 bytes of SHA-256(SHA-256(payload)). A wallet app accepts it as an
// address; the demo shows it with a QR code (features wallet/RechargeOrderScreen).
import { createHash } from 'node:crypto';

/** TRON's mainnet address prefix byte. */
export const TRON_PREFIX = 0x41;
/** Bytes of an address body after the prefix. */
const BODY_BYTES = 20;
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();

/** Bitcoin-style base58 (no 0, O, I, l); each leading zero byte becomes a '1'. */
export function base58(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)]! + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

/** The bytes of a base58 text; undefined when it holds a character outside the alphabet. */
export function fromBase58(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** The 4-byte checksum of base58check. */
function checksum(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).subarray(0, 4);
}

/** The address of a 20-byte body: base58check(0x41 ‖ body). */
export function trc20Address(body: Uint8Array): string {
  if (body.length !== BODY_BYTES) throw new Error(`a TRON address body is ${BODY_BYTES} bytes`);
  const payload = Uint8Array.from([TRON_PREFIX, ...body]);
  return base58(Uint8Array.from([...payload, ...checksum(payload)]));
}

/** Whether `text` is a well-formed TRON mainnet address (prefix 0x41, 25 bytes, valid checksum). */
export function isTrc20Address(text: string): boolean {
  const bytes = fromBase58(text);
  if (bytes?.length !== 1 + BODY_BYTES + 4 || bytes[0] !== TRON_PREFIX) return false;
  const payload = bytes.subarray(0, 1 + BODY_BYTES);
  return Buffer.from(checksum(payload)).equals(Buffer.from(bytes.subarray(1 + BODY_BYTES)));
}

/** The phrase the demo channel's address is derived from (any change gives another address). */
export const DEMO_TRC20_PHRASE = 'jinli demo USDT-TRC20 payee';

/** The demo USDT channel's payee address: the same on every start and every machine. */
export const DEMO_TRC20_ADDRESS = trc20Address(
  sha256(new TextEncoder().encode(DEMO_TRC20_PHRASE)).subarray(0, BODY_BYTES),
);
