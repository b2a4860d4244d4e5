import { describe, expect, it } from 'vitest';
import { cardPictureSvg, posterSvg } from './posterSvg';

/** Checks that every element is closed in order (a small well-formedness check of our output). */
function expectWellFormed(svg: string): void {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), svg).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  // No stray markup characters in text.
  expect(svg.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
}

describe('posters', () => {
  const design = {
    name: '新澳门跑狗图',
    gameName: '澳门六合彩',
    turnNum: '2026325',
    numbers: [3, 17, 22, 31, 40, 45, 9],
    groupType: 1,
    hue: 200,
  };

  it('shows the group name, the game, the turn and the seven numbers', () => {
    const svg = posterSvg(design);
    expectWellFormed(svg);
    expect(svg).toContain('>新澳门跑狗图<');
    expect(svg).toContain('>澳门六合彩<');
    expect(svg).toContain('第 2026325 期');
    for (const n of ['03', '17', '22', '31', '40', '45', '09']) expect(svg).toContain(`>${n}<`);
    expect(svg).toContain('width="600" height="800"');
    expect(posterSvg(design, true)).toContain('width="240" height="320"');
  });

  it("prints as a prediction sheet: on paper, its verse, all 49 numbers with the turn's seven ringed", () => {
    const svg = posterSvg(design);
    expect(svg).toContain('玄机诗');
    for (let n = 1; n <= 49; n++) expect(svg).toContain(`>${String(n).padStart(2, '0')}<`);
    expect(svg.match(/<ellipse /g)).toHaveLength(7);
    // No gradient poster: a sheet of paper.
    expect(svg).not.toContain('linearGradient');
    // The same turn prints the same sheet.
    expect(posterSvg(design)).toBe(svg);
  });

  it('keeps the list picture light: the number table as print marks, the seven still ringed', () => {
    const thumb = posterSvg(design, true);
    expectWellFormed(thumb);
    expect(thumb).toContain('>新澳门跑狗图<');
    expect(thumb).toContain('第 2026325 期');
    expect(thumb.match(/<ellipse /g)).toHaveLength(7);
    // 49 table marks, no table digits: a thumbnail lays out a score of texts, not 68.
    expect(thumb.match(/<rect [^>]*height="9"/g)).toHaveLength(49);
    expect((thumb.match(/<text /g) ?? []).length).toBeLessThanOrEqual(20);
    expect((posterSvg(design).match(/<text /g) ?? []).length).toBeGreaterThan(60);
    // The font named once, on the root.
    expect(thumb.match(/font-family=/g)).toHaveLength(1);
  });

  it('draws black-and-white groups without colour and escapes text', () => {
    const bw = posterSvg({ ...design, groupType: 2 });
    expectWellFormed(bw);
    expect(bw).not.toMatch(/hsl\(/);
    expect(bw).not.toContain('#e5393b');
    const hostile = posterSvg({ ...design, name: '<script>&"' });
    expectWellFormed(hostile);
    expect(hostile).not.toContain('<script>');
    const card = cardPictureSvg({
      title: 'a</text><x>',
      subtitle: '&',
      from: '#000',
      to: '#fff',
      width: 100,
      height: 50,
    });
    expectWellFormed(card);
    expect(card).not.toContain('<x>');
  });
});
