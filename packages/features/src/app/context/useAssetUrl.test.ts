import { describe, expect, it } from 'vitest';
import { resolveAssetUrl } from './useAssetUrl';

describe('resolveAssetUrl', () => {
  it('keeps paths as they are when the API shares the page origin', () => {
    expect(resolveAssetUrl('/sys-upload/images/logo.svg', '')).toBe('/sys-upload/images/logo.svg');
  });
  it('puts root-relative paths on a separate API origin', () => {
    expect(resolveAssetUrl('/sys-upload/images/logo.svg', 'https://api.example.com/')).toBe(
      'https://api.example.com/sys-upload/images/logo.svg',
    );
  });
  it('leaves full, protocol-relative and data URLs alone', () => {
    expect(resolveAssetUrl('https://cdn.example.com/a.png', 'https://api.example.com')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(resolveAssetUrl('//cdn.example.com/a.png', 'https://api.example.com')).toBe(
      '//cdn.example.com/a.png',
    );
    expect(resolveAssetUrl('data:image/png;base64,AA', 'https://api.example.com')).toBe(
      'data:image/png;base64,AA',
    );
  });
});
