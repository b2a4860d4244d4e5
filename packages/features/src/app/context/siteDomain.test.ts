import { describe, expect, it } from 'vitest';
import { firstDomain, pageHost, siteDomain } from './siteDomain';

describe('the domain shown to players', () => {
  it('is the first configured line when the company has one', () => {
    expect(siteDomain('  \nm.brand.example\nold.brand.example', 'localhost:3000')).toBe(
      'm.brand.example',
    );
    expect(firstDomain('a.example\r\nb.example')).toBe('a.example');
  });

  it("is the page's host when nothing is configured", () => {
    expect(siteDomain('', 'play.brand.example:8443')).toBe('play.brand.example:8443');
    expect(siteDomain(' \n ', 'play.brand.example')).toBe('play.brand.example');
    expect(siteDomain(undefined)).toBe(window.location.host);
    expect(pageHost()).toBe(window.location.host);
    expect(pageHost()).not.toBe('');
  });
});
