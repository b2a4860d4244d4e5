import { describe, expect, it } from 'vitest';
import { decryptJson, encryptJson, isEncryptedEnvelope } from './codec';

describe('codec', () => {
  it('round-trips a JSON value', async () => {
    const value = { a: 1, b: ['锦鲤', null] };
    const envelope = await encryptJson(value, 'secret');
    expect(isEncryptedEnvelope(envelope)).toBe(true);
    expect(JSON.stringify(envelope)).not.toContain('锦鲤');
    await expect(decryptJson(envelope, 'secret')).resolves.toEqual(value);
  });

  it('falls back to the value itself when it cannot decrypt', async () => {
    const envelope = await encryptJson({ a: 1 }, 'secret');
    await expect(decryptJson(envelope, 'other')).resolves.toEqual(envelope);
    await expect(decryptJson({ plain: true }, 'secret')).resolves.toEqual({ plain: true });
  });
});
