import { describe, expect, it } from 'vitest';
import { bannerDesigns, bannerSvg, escapeXml, logoSvg } from './svg';

describe('svg', () => {
  it('draws every banner design with its title', () => {
    const designs = Object.values(bannerDesigns);
    expect(designs.length).toBeGreaterThanOrEqual(4);
    for (const design of designs) {
      const svg = bannerSvg(design);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(escapeXml(design.title));
      expect(svg).toContain(design.from);
      expect(svg.endsWith('</svg>')).toBe(true);
    }
  });

  it('escapes text so that it cannot break out of the markup', () => {
    const svg = bannerSvg({
      title: '<script>"&\'',
      subtitle: 'a</text>',
      cta: '<b>',
      motif: 'koi',
      from: '#000',
      to: '#fff',
      accent: '#f00',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('a</text>');
    expect(svg).not.toContain('<b>');
    expect(escapeXml(`<>&"'`)).toBe('&#60;&#62;&#38;&#34;&#39;');
  });

  it('draws the wide logo with the name and the mark without', () => {
    expect(logoSvg('wide', '锦鲤')).toContain('>锦鲤<');
    expect(logoSvg('mark', '锦鲤')).not.toContain('锦鲤');
  });
});
