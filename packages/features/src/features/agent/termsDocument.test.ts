// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseTermsDocument } from './termsDocument';

describe('agent terms document', () => {
  it('keeps the headings, paragraphs and lists of the page without its head', () => {
    const nodes = parseTermsDocument(
      '<!doctype html><html><head><title>锦鲤代理说明</title><style>body{color:red}</style></head>' +
        '<body><main><h1>锦鲤代理说明</h1><ol><li>规则一</li><li>规则二</li></ol><h2>返点</h2><p>返点以千分比计</p></main></body></html>',
    );
    expect(nodes).toEqual([
      { tag: 'h1', children: ['锦鲤代理说明'] },
      {
        tag: 'ol',
        children: [
          { tag: 'li', children: ['规则一'] },
          { tag: 'li', children: ['规则二'] },
        ],
      },
      { tag: 'h2', children: ['返点'] },
      { tag: 'p', children: ['返点以千分比计'] },
    ]);
  });

  it('drops scripts, frames and every attribute; unknown elements give their text', () => {
    const nodes = parseTermsDocument(
      '<p onclick="alert(1)" style="color:red">甲<script>alert(2)</script>' +
        '<a href="javascript:alert(3)">乙</a><img src=x onerror="alert(4)"></p>' +
        '<iframe src="https://evil.example"></iframe><svg><script>alert(5)</script></svg>',
    );
    expect(nodes).toEqual([{ tag: 'p', children: ['甲', '乙'] }]);
    expect(JSON.stringify(nodes)).not.toMatch(/alert|onclick|style|href|src/);
  });

  it('escaped markup stays text', () => {
    expect(parseTermsDocument('<p>&lt;b&gt;粗&lt;/b&gt;</p>')).toEqual([
      { tag: 'p', children: ['<b>粗</b>'] },
    ]);
  });
});
