/** Every payload, if it ever ran, would call alert with its name. */
const run = (name: string) => `alert('xss:${name}')`;

/**
 * Hostile content HTML for the sanitizer tests of every component that shows content (decisions 0020, 0025):
 * script tags, event handlers, javascript: URLs, SVG and MathML payloads, broken markup and the mutation-XSS
 * classics. The one corpus: the sandbox seeds these same payloads as content for its tests and the e2e journey
 * (apps/sandbox-api/src/seed/data/xss-corpus.ts), in this order.
 */
export const XSS_HTML_PAYLOADS: Readonly<Record<string, string>> = {
  script: `<script>${run('script')}</script>`,
  'script-src': `<script src="data:text/javascript,${run('script-src')}"></script>`,
  'img-onerror': `<img src="x" onerror="${run('img-onerror')}" alt="">`,
  'body-onload': `<body onload="${run('body-onload')}">`,
  'svg-onload': `<svg onload="${run('svg-onload')}"><circle r="4"></circle></svg>`,
  'svg-script': `<svg><script>${run('svg-script')}</script></svg>`,
  'svg-animate-href': `<svg><a><animate attributeName="href" values="javascript:${run('svg-animate')}"></animate><text y="20">x</text></a></svg>`,
  'svg-use-data': `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${run('use')}'/></svg>#x"></use></svg>`,
  'svg-foreignobject': `<svg><foreignObject><iframe srcdoc="<script>${run('foreign')}</script>"></iframe></foreignObject></svg>`,
  'math-mxss': `<math><mtext><table><mglyph><style><img src=x onerror="${run('math-mxss')}"></style></mglyph></table></mtext></math>`,
  'math-href': `<math href="javascript:${run('math-href')}">klick</math>`,
  'noscript-mxss': `<noscript><p title="</noscript><img src=x onerror=${run('noscript-mxss')}>"></p></noscript>`,
  'comment-mxss': `<!--<img src="--><img src=x onerror=${run('comment-mxss')}//">`,
  'style-mxss': `<svg></p><style><a id="</style><img src=1 onerror=${run('style-mxss')}>">`,
  'form-nesting-mxss': `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${run('form-mxss')}>`,
  'textarea-breakout': `<textarea></textarea><img src=x onerror=${run('textarea')}></textarea>`,
  'title-breakout': `<title><img src=x onerror=${run('title')}></title>`,
  'broken-attribute': `<img src=x onerror=${run('broken-attribute')} <p>Text`,
  'broken-unclosed': `<div><a href="javascript:${run('unclosed')}"><img src=1 onerror=${run('unclosed-img')}`,
  'broken-nested-quotes': `<img """><script>${run('quotes')}</script>">`,
  'null-byte': `<scr\u0000ipt>${run('null-byte')}</script><img src=x o\u0000nerror=${run('null-attr')}>`,
  'javascript-url': `<a href="javascript:${run('javascript-url')}">Link</a>`,
  'javascript-url-entity': `<a href="jav&#x09;ascript:${run('javascript-url-entity')}">Link</a>`,
  'javascript-url-case': `<a href=" JaVaScRiPt:${run('javascript-url-case')}">Link</a>`,
  'javascript-url-encoded': `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${run('encoded')}">Link</a>`,
  'vbscript-url': `<a href="vbscript:msgbox(1)">Link</a>`,
  'data-url': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Link</a>',
  iframe: `<iframe src="javascript:${run('iframe')}"></iframe>`,
  'iframe-srcdoc': `<iframe srcdoc="<script>${run('iframe-srcdoc')}</script>"></iframe>`,
  object: `<object data="data:text/html,<script>${run('object')}</script>"></object>`,
  embed: `<embed src="javascript:${run('embed')}">`,
  'meta-refresh': `<meta http-equiv="refresh" content="0;url=javascript:${run('meta-refresh')}">`,
  'base-href': `<base href="javascript:${run('base-href')}//">`,
  'link-stylesheet': `<link rel="stylesheet" href="javascript:${run('link')}">`,
  'style-tag': `<style>@import 'javascript:${run('style-tag')}';</style>`,
  'style-attribute': `<div style="background:url(javascript:${run('style-url')})">Stil</div>`,
  'style-expression': `<div style="background:url(javascript:${run('style-url')});width:expression(${run('style-expression')})">Stil</div>`,
  'style-overlay': '<p style="position:fixed;inset:0;z-index:9999;background:#c00">Überlagerung</p>',
  'form-action': `<form action="javascript:${run('form-action')}"><input name="iban"><button>Senden</button></form>`,
  formaction: `<button formaction="javascript:${run('formaction')}">Los</button>`,
  'autofocus-onfocus': `<input autofocus onfocus="${run('autofocus-onfocus')}">`,
  'details-ontoggle': `<details open ontoggle="${run('details-ontoggle')}"><summary>Mehr</summary></details>`,
  'video-onerror': `<video><source onerror="${run('video-onerror')}"></video>`,
  'template-script': `<template><script>${run('template-script')}</script></template>`,
  'dom-clobbering': '<img name="getElementById" src="x" alt=""><form id="location"></form>',
};

/**
 * Payloads the inertness check cannot see before sanitizing: a NUL byte breaks the tag and attribute names themselves, a
 * title's content is text. Nothing runs until a sanitizer's serialization is parsed again (mutation XSS), which the
 * sanitized cases check.
 */
export const XSS_INERT_UNSANITIZED: ReadonlySet<string> = new Set(['null-byte', 'title-breakout']);

/** Hostile values of the content fields that become attributes or text, not HTML (links, images, headlines). */
export const XSS_FIELD_PAYLOADS = {
  url: [`javascript:${run('url')}`, ` JaVaScRiPt:${run('url-case')}`, 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'],
  text: `Titel <img src=x onerror="${run('text')}"><script>${run('text-script')}</script>`,
} as const;

const DANGEROUS_ELEMENTS =
  'script, iframe, frame, object, embed, meta, base, link, style, form, input, button, textarea, svg, math, template, noscript';
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#|[^:]*$)/i;
/** React 19 replaces a javascript: URL it is handed by one that only throws: inert. */
const REACT_BLOCKED_URL = /^javascript:throw new Error\('React has blocked a javascript: URL/;

/** What in a rendered part of a page could run or navigate by itself: an empty list when it is inert. */
export function inertnessProblems(root: ParentNode): string[] {
  // React 19 preloads a page's images with <link rel="preload" as="image">: a fetch of an image, never a script
  const dangerous = [...root.querySelectorAll(DANGEROUS_ELEMENTS)].filter((element) => !element.matches('link[rel="preload"][as="image"]'));
  const problems = dangerous.map((element) => `<${element.tagName.toLowerCase()}>`);
  const self = 'attributes' in root ? [root as Element] : [];
  for (const element of [...self, ...root.querySelectorAll('*')]) {
    for (const attribute of element.attributes) {
      // the browser ignores whitespace and control characters inside a URL's scheme
      const value = [...attribute.value].filter((char) => char.charCodeAt(0) > 32).join('');
      if (/^on/i.test(attribute.name)) problems.push(`${attribute.name} handler`);
      if (['style', 'srcdoc', 'action', 'formaction'].includes(attribute.name)) problems.push(`${attribute.name} attribute`);
      const url = ['href', 'src', 'xlink:href', 'data', 'poster', 'background', 'imagesrcset'].includes(attribute.name);
      if (url && !SAFE_URL.test(value) && !REACT_BLOCKED_URL.test(attribute.value)) problems.push(`${attribute.name}=${attribute.value}`);
    }
  }
  if (root.querySelector('[name="getElementById"], #location')) problems.push('DOM clobbering');
  return problems;
}
