// The encrypted form of API answers and `_encrypt` documents (spec §7 "encryption"): AES-256-GCM
// with the key SHA-256(secret), where the secret is sk_encrypt.json's configValue. It hides payloads
// from casual inspection; it is not a security boundary, since the secret is public to the client.
// Web Crypto exists in browsers and in Node 20 alike, so both sides share this one codec.

/** The wire form: base64 IV and base64 ciphertext (with its GCM tag). */
export interface EncryptedEnvelope {
  iv: string;
  data: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// The key type is named through the API rather than as `CryptoKey`, a DOM-lib global that Node's
// types do not declare, so that this module compiles in browser and server packages alike.
type AesKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

async function keyFrom(secret: string): Promise<AesKey> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(secret));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** Encrypts a JSON value into the envelope. */
export async function encryptJson(value: unknown, secret: string): Promise<EncryptedEnvelope> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = encoder.encode(JSON.stringify(value));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFrom(secret), plain);
  return { iv: toBase64(iv), data: toBase64(new Uint8Array(cipher)) };
}

export function isEncryptedEnvelope(value: unknown): value is EncryptedEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as EncryptedEnvelope).iv === 'string' &&
    typeof (value as EncryptedEnvelope).data === 'string' &&
    Object.keys(value).length === 2
  );
}

/**
 * Decrypts an envelope back to its JSON value. Anything that is not a valid envelope for this
 * secret is returned as it came (spec §7: decryption failure falls back to plain parsing).
 */
export async function decryptJson(value: unknown, secret: string): Promise<unknown> {
  if (!isEncryptedEnvelope(value)) return value;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(value.iv) },
      await keyFrom(secret),
      fromBase64(value.data),
    );
    return JSON.parse(decoder.decode(plain));
  } catch {
    return value;
  }
}
