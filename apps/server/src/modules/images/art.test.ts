import { describe, expect, it } from 'vitest';
import { ART_MOTIFS, artSvg, MOTIF_PALETTES, motifFor, textEm, type ArtMotif } from './art';
import { ART_STYLES } from './artStyles';
import { bannerDesigns, bannerSvg } from './svg';

const design = (motif: ArtMotif, width: number, height: number) => ({
  title: '新人首充送彩金',
  subtitle: '首充任意金额送 10% 彩金',
  cta: '立即查看',
  motif,
  ...MOTIF_PALETTES[motif],
  width,
  height,
});

/** Layered shapes of a picture: every element that paints something. */
const shapes = (svg: string) => svg.match(/<(?:path|circle|rect|ellipse)\b/g)?.length ?? 0;

describe('art', () => {
  it('draws every motif, wide and tall, as an illustration with its headline, sub-line and call to action', () => {
    for (const motif of ART_MOTIFS) {
      for (const [width, height] of [
        [750, 300],
        [750, 200],
        [690, 280],
        [600, 800],
      ] as const) {
        const svg = artSvg(design(motif, width, height));
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
        expect(svg).toContain('>新人首充送彩金</text>');
        expect(svg).toContain('>首充任意金额送 10% 彩金</text>');
        expect(svg).toContain('>立即查看</text>');
        // Not text on a gradient: rays, glow, waves and the motif's own shapes.
        expect(shapes(svg), motif).toBeGreaterThanOrEqual(12);
        // Small enough for the start page (a few KiB before compression).
        expect(svg.length, `${motif} ${width}×${height}`).toBeLessThan(8 * 1024);
      }
    }
  });

  it('draws every motif in each brand style, within the size of a start-page picture', () => {
    for (const style of ART_STYLES)
      for (const motif of ART_MOTIFS)
        for (const [width, height] of [
          [750, 300],
          [600, 800],
        ] as const) {
          const svg = artSvg({ ...design(motif, width, height), style });
          const label = `${style} ${motif} ${width}×${height}`;
          expect(svg, label).toContain('>新人首充送彩金</text>');
          expect(svg, label).toContain('>首充任意金额送 10% 彩金</text>');
          expect(svg, label).toContain('>立即查看</text>');
          expect(shapes(svg), label).toBeGreaterThanOrEqual(12);
          expect(svg.length, label).toBeLessThan(8 * 1024);
          // Every url(#…) it paints with is defined in the picture.
          for (const [, id] of svg.matchAll(/url\(#(\w+)\)/g))
            expect(svg, `${label} #${id}`).toContain(`id="${id}"`);
        }
  });

  it('draws the four brand styles as four different pictures, not one recoloured', () => {
    const marks: Record<(typeof ART_STYLES)[number], RegExp> = {
      glow: /fill="url\(#glow\)"/,
      print: /fill="url\(#dots\)".*stroke-dasharray="8 5"/,
      line: /filter="url\(#mono\)"/,
      arcade: /fill="url\(#stripes\)".*paint-order="stroke"/,
    };
    for (const style of ART_STYLES) {
      const svg = artSvg({ ...design('koi', 750, 300), style });
      expect(svg, style).toMatch(marks[style]);
      for (const other of ART_STYLES)
        if (other !== style) expect(svg, `${style} is not ${other}`).not.toMatch(marks[other]);
    }
  });

  it('gives the motifs different drawings', () => {
    const drawings = new Set(ART_MOTIFS.map((motif) => artSvg(design(motif, 750, 300))));
    expect(drawings.size).toBe(ART_MOTIFS.length);
  });

  it('leaves the pill out when there is no call to action', () => {
    const svg = artSvg({ ...design('koi', 750, 300), cta: '' });
    expect(svg).not.toContain('立即查看');
  });

  it('escapes every text it draws', () => {
    const svg = artSvg({
      ...design('live', 600, 800),
      title: '<script>',
      subtitle: '"a&b"',
      cta: "</text><x a='1'>",
    });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<x ');
    expect(svg).toContain('&#60;script&#62;');
    expect(svg).toContain('&#34;a&#38;b&#34;');
  });

  it('keeps the headline inside the picture whatever its length', () => {
    const long = '六合彩天天返水最高百分之一点二次日自动到账';
    const svg = artSvg({ ...design('coins', 750, 200), title: long });
    const headline = /<text x="(\d+)" y="\d+" font-size="(\d+)" font-weight="800" fill="#fff"/.exec(
      svg,
    );
    const motifLeft = Number(/<g transform="translate\((\d+) /.exec(svg)?.[1]);
    // The text column ends where the motif begins.
    expect(Number(headline?.[1]) + Number(headline?.[2]) * textEm(long)).toBeLessThanOrEqual(
      motifLeft,
    );
    expect(motifLeft).toBeGreaterThan(375);
  });

  it('picks the motif by the words of a title', () => {
    expect(motifFor('澳门六合彩 每晚 20:30 直播开奖')).toBe('live');
    expect(motifFor('开奖直播')).toBe('live');
    expect(motifFor('VIP 晋级礼金')).toBe('vip');
    expect(motifFor('图库每期更新')).toBe('gallery');
    expect(motifFor('资料大全')).toBe('gallery');
    expect(motifFor('新人首充送彩金')).toBe('coins');
    expect(motifFor('六合彩天天返水')).toBe('coins');
    expect(motifFor('周年庆活动详情')).toBe('lantern');
    expect(motifFor('高手交流群')).toBe('chat');
    expect(motifFor('下载 App')).toBe('app');
    expect(motifFor('香港六合彩')).toBe('balls');
    expect(motifFor('锦鲤 · 好运连连')).toBe('koi');
    expect(motifFor('锦鲤 · 好运连连', 'vip')).toBe('vip');
  });

  it('draws each home banner with its own motif and call to action', () => {
    const motifs = new Set(Object.values(bannerDesigns).map((banner) => banner.motif));
    expect(motifs.size).toBe(Object.keys(bannerDesigns).length);
    for (const banner of Object.values(bannerDesigns)) {
      const svg = bannerSvg(banner);
      expect(svg).toContain(`>${banner.cta}</text>`);
      expect(svg).toContain('viewBox="0 0 750 300"');
    }
  });
});
