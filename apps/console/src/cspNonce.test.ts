import { describe, expect, it } from 'vitest';
import { nonceScriptStyles, pageNonce } from './cspNonce';

describe('the page nonce', () => {
  it('reads the csp-nonce meta, not the build placeholder', () => {
    const doc = document.implementation.createHTMLDocument('x');
    expect(pageNonce(doc)).toBeUndefined();
    doc.head.innerHTML = '<meta property="csp-nonce" nonce="JINLI_CONSOLE_CSP_NONCE">';
    expect(pageNonce(doc)).toBeUndefined();
    doc.head.innerHTML = '<meta property="csp-nonce" nonce="abc123">';
    expect(pageNonce(doc)).toBe('abc123');
  });

  it('gives every script-made <style> the nonce, and nothing else', () => {
    const doc = document.implementation.createHTMLDocument('x');
    nonceScriptStyles('n0nce', doc);
    expect(doc.createElement('style').nonce).toBe('n0nce');
    expect(doc.createElement('STYLE').nonce).toBe('n0nce');
    expect(doc.createElement('div').nonce).toBe('');
  });
});
