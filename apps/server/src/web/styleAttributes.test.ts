import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowStyleAttributes, styleAttributeHashes } from './styleAttributes';

const hashOf = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;

describe('styleAttributeHashes', () => {
  it('hashes each distinct style attribute as the browser reads it (entities decoded)', () => {
    const html =
      '<div style="--jl-ball-color:#e53935"></div><i data-style="x" style="--jl-ball-color:#e53935"></i>' +
      '<span style="font-family:&quot;A&quot;;content:&#x27;&amp;&#x27;"></span>';
    expect(styleAttributeHashes(html)).toEqual([
      hashOf('--jl-ball-color:#e53935'),
      hashOf(`font-family:"A";content:'&'`),
    ]);
  });

  it('finds none in HTML without style attributes', () => {
    expect(styleAttributeHashes('<p data-style="a">style="b"</p>')).toEqual([]);
  });
});

describe('allowStyleAttributes', () => {
  const hashes = ["'sha256-a'", "'sha256-b'"];
  it('adds the hashes under unsafe-hashes to style-src and nothing else', () => {
    expect(
      allowStyleAttributes("default-src 'self';script-src 'self';style-src 'self'", hashes),
    ).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-hashes' 'sha256-a' 'sha256-b'",
    );
  });

  it("adds a style-src from default-src's sources when there is none", () => {
    expect(allowStyleAttributes("default-src 'self' https://a.example", hashes)).toBe(
      "default-src 'self' https://a.example;style-src 'self' https://a.example 'unsafe-hashes' 'sha256-a' 'sha256-b'",
    );
  });

  it('leaves the policy as it is without hashes', () => {
    expect(allowStyleAttributes("style-src 'self'", [])).toBe("style-src 'self'");
  });
});
