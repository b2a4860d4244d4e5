import { describe, expect, it } from 'vitest';
import {
  base58,
  DEMO_TRC20_ADDRESS,
  fromBase58,
  isTrc20Address,
  TRON_PREFIX,
  trc20Address,
} from './trc20Address';

const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));

describe('TRC-20 addresses', () => {
  it('encodes a known address: the USDT contract on TRON', () => {
    // TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t is 41a614f803b6fd780986a42c78ec9c7f77e6ded13c.
    expect(trc20Address(hex('a614f803b6fd780986a42c78ec9c7f77e6ded13c'))).toBe(
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
    expect(isTrc20Address('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
  });

  it('base58 keeps leading zero bytes as 1s and round-trips', () => {
    expect(base58(hex('0000ff'))).toBe('115Q');
    expect(Buffer.from(fromBase58('115Q')!).toString('hex')).toBe('0000ff');
    expect(fromBase58('0OIl')).toBeUndefined();
  });

  it('the demo channel address is well formed: T…, 34 characters, prefix 0x41, valid checksum', () => {
    expect(DEMO_TRC20_ADDRESS).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(fromBase58(DEMO_TRC20_ADDRESS)?.[0]).toBe(TRON_PREFIX);
    expect(isTrc20Address(DEMO_TRC20_ADDRESS)).toBe(true);
  });

  it('refuses the old placeholder, a changed character and another prefix', () => {
    expect(isTrc20Address('TJinLiDemoTrc20Address000000000000')).toBe(false);
    const last = DEMO_TRC20_ADDRESS.at(-1) === 'a' ? 'b' : 'a';
    expect(isTrc20Address(DEMO_TRC20_ADDRESS.slice(0, -1) + last)).toBe(false);
    // A Bitcoin address: valid base58check, prefix 0x00.
    expect(isTrc20Address('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
  });
});
