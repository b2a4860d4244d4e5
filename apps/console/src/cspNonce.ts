// The page's CSP nonce for style elements (the server writes a fresh one into index.html's
// csp-nonce meta: apps/server/src/modules/console/consoleSite.ts). antd's CSS-in-JS takes it
// through ConfigProvider's `csp`; a few helpers under it do not (rc-util's scrollbar measurement
// writes a <style> of its own without one), so every <style> a script creates gets it too. That
// gives scripts nothing they lacked (any script here can read the meta): what the nonce keeps out
// is <style> in injected markup, which the parser creates without it.

/** The nonce of the page's csp-nonce meta, if any (dev and tests have none). */
export function pageNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  // The build's placeholder means no server put a nonce there (vite preview, a plain file server).
  return nonce && nonce !== 'JINLI_CONSOLE_CSP_NONCE' ? nonce : undefined;
}

/** Makes every <style> created by script carry `nonce`. */
export function nonceScriptStyles(nonce: string, doc: Document = document): void {
  const create = doc.createElement.bind(doc) as (
    tag: string,
    options?: ElementCreationOptions,
  ) => HTMLElement;
  doc.createElement = ((tag: string, options?: ElementCreationOptions) => {
    const element = create(tag, options);
    if (tag.toLowerCase() === 'style') element.nonce = nonce;
    return element;
  }) as Document['createElement'];
}
