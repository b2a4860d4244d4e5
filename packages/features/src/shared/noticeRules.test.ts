// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { noticePlainText, noticeTextBlock } from './noticeRules';

describe('notice text', () => {
  it('keeps plain text as it is', () => {
    expect(noticeTextBlock('  每晚 20:30 开奖 ')).toBe('每晚 20:30 开奖');
  });

  it('reads simple markup as text, paragraphs kept, without a DOM (the server renders it too)', () => {
    expect(typeof DOMParser).toBe('undefined');
    const content =
      '<p>充值<b>秒到账</b></p><!-- 注释 --><div>满&yen;100 送 10&#65509;&amp;更多&#x2026;</div><br/><script>alert(1)</script><p>a &lt; b &unknown; &#0;</p>';
    expect(noticeTextBlock(content)).toBe(
      '充值秒到账\n满¥100 送 10￥&更多…\n\na < b &unknown; \ufffd',
    );
    expect(noticePlainText(content)).toBe('充值秒到账 满¥100 送 10￥&更多… a < b &unknown; \ufffd');
  });
});
