/** Adds an external script once, with the page's CSP nonce; resolves when it has loaded. */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  const existing = doc.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
  if (existing?.dataset['loaded'] === 'true') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? doc.createElement('script');
    script.addEventListener('load', () => {
      script.dataset['loaded'] = 'true';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)));
    if (!existing) {
      script.async = true;
      script.src = src;
      const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
      if (nonce) script.nonce = nonce;
      doc.head.appendChild(script);
    }
  });
}
