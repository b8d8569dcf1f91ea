import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

/**
 * What content HTML may keep (decision 0020): HTML only (no SVG or MathML, the usual home of mutation
 * XSS), no forms (a form posting elsewhere is phishing), no templates or noscript (mutation XSS again),
 * no styles (the design system styles the text, and a style cannot lay a fake page over ours). Scripts,
 * event handlers, javascript: URLs, frames and meta refreshes are removed by DOMPurify's own rules.
 */
export const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'option', 'textarea', 'meta', 'base', 'link', 'template', 'noscript'],
  FORBID_ATTR: ['style', 'action', 'formaction'],
  ADD_ATTR: ['target'],
};

/** The window DOMPurify works in: the browser's, or on the server a jsdom window. */
export type SanitizerWindow = WindowLike;

let provideDom: (() => SanitizerWindow) | undefined;
let purifier: DOMPurify | undefined;

/**
 * The server has no DOM: it hands the sanitizer one (a jsdom window, created on first use). Without it a
 * server render of content HTML fails loudly instead of passing the HTML through unchecked.
 */
export function provideSanitizerDom(createWindow: () => SanitizerWindow): void {
  provideDom = createWindow;
  purifier = undefined;
}

/** Links that open a new window cannot reach back into ours. */
function protectNewWindowLinks(instance: DOMPurify): DOMPurify {
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return instance;
}

function currentPurifier(): DOMPurify {
  if (purifier) return purifier;
  const dom = provideDom?.() ?? (typeof window === 'undefined' ? undefined : window);
  if (!dom) throw new Error('The HTML sanitizer has no DOM: call provideSanitizerDom() on the server');
  const instance = createDOMPurify(dom);
  if (!instance.isSupported) throw new Error('The HTML sanitizer cannot run on this DOM');
  purifier = protectNewWindowLinks(instance);
  return purifier;
}

/** Content HTML (page builder, rich text) made inert: what is left can go into innerHTML. */
export function sanitizeHtml(html: string): string {
  return currentPurifier().sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false });
}
