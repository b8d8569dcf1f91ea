import type { Config, DOMPurify } from 'dompurify';

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

/** DOMPurify bound to a window: the browser's, or on the server a jsdom window. */
export type HtmlPurifier = DOMPurify;

let createServerPurifier: (() => HtmlPurifier) | undefined;
let purifier: HtmlPurifier | undefined;
let loading: Promise<void> | undefined;

/** The site's rules on a DOMPurify instance: it must work, and links that open a new window cannot reach back into ours. */
function configured(instance: HtmlPurifier): HtmlPurifier {
  if (!instance.isSupported) throw new Error('The HTML sanitizer cannot run on this DOM');
  instance.addHook('afterSanitizeAttributes', (node) => {
    // an editor's image without a text alternative counts as decorative: screen readers skip it instead of reading its file name
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName !== 'A') return;
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return instance;
}

/**
 * The server has no DOM: it hands the sanitizer a DOMPurify on a jsdom window, created on first use.
 * Without it a server render of content HTML fails loudly instead of passing the HTML through unchecked.
 */
export function provideSanitizer(create: () => HtmlPurifier): void {
  createServerPurifier = create;
  purifier = undefined;
}

/**
 * In the browser DOMPurify is a chunk of its own, loaded when content HTML has to be sanitized there (a
 * client-side navigation: loaders call this); the first load keeps the server's sanitized HTML without it.
 */
export function loadSanitizer(): Promise<void> {
  // the server's sanitizer is provided, never loaded
  if (isSanitizerReady() || typeof window === 'undefined') return Promise.resolve();
  loading ??= import('dompurify').then(
    ({ default: createPurifier }) => {
      purifier = configured(createPurifier(window));
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * What a page loader of content HTML awaits beside its data on a client-side navigation: DOMPurify arrives with the
 * data. It never fails the loader: a sanitizer that cannot be loaded (an asset outage, not a backend's) is SafeHtml's
 * to show, as the text without its markup, while the page's data and links stay usable.
 */
export function preloadSanitizer(): Promise<void> {
  return loadSanitizer().catch(() => undefined);
}

/** Whether sanitizeHtml can run now (server: always, once provided; browser: once loaded). */
export function isSanitizerReady(): boolean {
  return purifier !== undefined || createServerPurifier !== undefined;
}

/** Content HTML (page builder, rich text) made inert: what is left can go into innerHTML. */
export function sanitizeHtml(html: string): string {
  purifier ??= createServerPurifier ? configured(createServerPurifier()) : undefined;
  if (!purifier) throw new Error('The HTML sanitizer is not there: provideSanitizer() on the server, loadSanitizer() in the browser');
  return purifier.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false });
}
