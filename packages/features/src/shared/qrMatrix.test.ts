import { describe, expect, it } from 'vitest';
import { qrMatrix } from './qrMatrix';

describe('link QR code', () => {
  it('encodes a link into a square symbol with the three finder patterns', async () => {
    const { size, path } = await qrMatrix('http://127.0.0.1:3000/auth/register?code=AB12CD');
    // Version 3 or 4 at level M for a 48-character link: 29 or 33 modules.
    expect([29, 33]).toContain(size);
    // Finder patterns: the corners (0,0), (size-7,0), (0,size-7) are dark.
    expect(path).toContain('M0 0h1v1h-1z');
    expect(path).toContain(`M${size - 7} 0h1v1h-1z`);
    expect(path).toContain(`M0 ${size - 7}h1v1h-1z`);
    // The separator right of the top-left finder is light.
    expect(path).not.toContain('M7 0h1v1h-1z');
  });

  it('gives another symbol for another link', async () => {
    const a = await qrMatrix('http://127.0.0.1:3000/auth/register?code=AAAAAA');
    const b = await qrMatrix('http://127.0.0.1:3000/auth/register?code=BBBBBB');
    expect(a.path).not.toBe(b.path);
  });
});
