import { describe, expect, it } from 'vitest';
import {
  EXCLUDED_TEMPLATE_CODES,
  TEMPLATE_CARDS,
  defaultTemplateExpanded,
  groupTabLabel,
  hasExpandToggle,
  orderTemplateItems,
  parseColorTheme,
  templateCardOf,
  templateItemLimit,
  templateLikeLabel,
  toggledLike,
  visibleTemplateItems,
  visibleTemplates,
} from './templateCards';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, sort: i }));

describe('template cards', () => {
  it('maps codes to cards case-insensitively', () => {
    expect(templateCardOf('mb01')).toBe('MB01');
    expect(templateCardOf('mb01A')).toBe('MB01');
    expect(templateCardOf('mb09')).toBe('MB09');
    expect(templateCardOf('MB38')).toBe('MB38');
    expect(templateCardOf('mb42')).toBe('MB42');
    expect(templateCardOf('JhtGshou')).toBe('JhtGshou');
    expect(templateCardOf('TYmb')).toBe('TYMB');
    expect(templateCardOf('SYmb')).toBe('SYMB');
    expect(templateCardOf('Symb2')).toBe('SYMB2');
    expect(templateCardOf('Symb3')).toBe('SYMB3');
    expect(TEMPLATE_CARDS).toHaveLength(1 + 5 + 30 + 1 + 5);
  });

  it('excludes codes without a card', () => {
    for (const code of EXCLUDED_TEMPLATE_CODES) expect(templateCardOf(code), code).toBeNull();
    expect(templateCardOf('mb08')).toBeNull();
    expect(templateCardOf('')).toBeNull();
    expect(templateCardOf(null)).toBeNull();
    expect(templateCardOf('mb1')).toBeNull();
  });

  it('hides excluded templates and those without groups; MB24 also without items', () => {
    const shown = visibleTemplates([
      { id: 1, templateCode: 'mb16', groups: [{ items: [] }] },
      { id: 2, templateCode: 'mb16', groups: [] },
      { id: 3, templateCode: 'mb16', groups: null },
      { id: 4, templateCode: 'AD13', groups: [{ items: [1] }] },
      { id: 5, templateCode: 'mb24', groups: [{ items: [] }] },
      { id: 6, templateCode: 'mb24', groups: [{ items: [] }, { items: [1] }] },
    ]);
    expect(shown.map((t) => t.id)).toEqual([1, 6]);
  });

  it('labels group tabs', () => {
    expect(groupTabLabel('123')).toBe('123期');
  });
});

describe('display limits', () => {
  const shown = (card: string, n: number, expanded: boolean, onHome = false) =>
    visibleTemplateItems(card, items(n), { expanded, onHome }).length;

  it('applies each card limit', () => {
    expect([shown('MB01', 10, false), shown('MB01', 10, true)]).toEqual([2, 10]);
    expect([shown('MB16', 20, false), shown('MB16', 20, true)]).toEqual([5, 10]);
    expect([shown('MB16', 3, false), shown('MB16', 7, true)]).toEqual([3, 7]);
    expect([shown('MB38', 10, false), shown('MB38', 10, true)]).toEqual([3, 3]);
    expect([shown('SYMB', 10, false), shown('SYMB', 10, true)]).toEqual([1, 10]);
    expect([shown('SYMB2', 10, false), shown('SYMB2', 10, true)]).toEqual([1, 2]);
    expect([shown('SYMB3', 10, false), shown('SYMB3', 10, true)]).toEqual([10, 10]);
    expect([shown('JhtGshou', 20, false), shown('JhtGshou', 20, true)]).toEqual([15, 15]);
    expect([shown('MB09', 8, false), shown('MB09', 8, true)]).toEqual([5, 8]);
    expect([shown('MB23', 8, false), shown('MB23', 8, true)]).toEqual([8, 8]);
    expect(templateItemLimit('MB20', { expanded: false })).toBe(Infinity);
  });

  it('home cards show 2 collapsed', () => {
    expect(shown('MB20', 10, false, true)).toBe(2);
    expect(shown('SYMB', 10, false, true)).toBe(1);
    expect(shown('MB20', 10, true, true)).toBe(10);
  });

  it('default expansion: home cards and collapsible tables expanded', () => {
    expect(defaultTemplateExpanded('MB16')).toBe(false);
    expect(defaultTemplateExpanded('MB09')).toBe(false);
    expect(defaultTemplateExpanded('MB23')).toBe(true);
    expect(defaultTemplateExpanded('MB26')).toBe(true);
    expect(defaultTemplateExpanded('MB38')).toBe(true);
    expect(defaultTemplateExpanded('MB42')).toBe(true);
    expect(defaultTemplateExpanded('MB16', true)).toBe(true);
  });

  it('offers a toggle only when expanding shows more', () => {
    expect(hasExpandToggle('MB16', 8)).toBe(true);
    expect(hasExpandToggle('MB16', 5)).toBe(false);
    expect(hasExpandToggle('MB38', 10)).toBe(false);
    expect(hasExpandToggle('MB20', 10)).toBe(false);
    expect(hasExpandToggle('MB20', 10, true)).toBe(true);
  });

  it('sorts MB42 by sort descending, missing last, stable', () => {
    const list = [
      { id: 'a', sort: 1 },
      { id: 'b', sort: 3 },
      { id: 'c' },
      { id: 'd', sort: 3 },
      { id: 'e', sort: null },
    ];
    expect(orderTemplateItems('MB42', list).map((i) => i.id)).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(orderTemplateItems('MB23', list).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('likes and colours', () => {
  it('labels and toggles the favourite', () => {
    expect(templateLikeLabel(1)).toBe('已收藏');
    expect(templateLikeLabel(0)).toBe('收藏');
    expect(templateLikeLabel(undefined)).toBe('收藏');
    expect(toggledLike(1)).toBe(0);
    expect(toggledLike(0)).toBe(1);
  });

  it('parses colorTheme', () => {
    expect(parseColorTheme('#f00, #00f')).toEqual({ from: '#f00', to: '#00f' });
    expect(parseColorTheme('#f00')).toBeNull();
    expect(parseColorTheme('#f00,')).toBeNull();
    expect(parseColorTheme(null)).toBeNull();
  });
});
