import { labels, type Labels } from '../../domain/labels';

export interface XssPayload {
  /** what the payload tries */
  name: string;
  html: string;
}

/** Every payload, if it ever ran, would open a dialog saying which one it was. */
const run = (name: string) => `alert('xss:${name}')`;

/**
 * Classic XSS payloads, seeded as page-builder and rich-text content (a news item and a service page of
 * kia-service-bern), so the site is tested against hostile content the way it meets real content.
 * The corpus test and the e2e journey check that every one of them renders inert (decision 0020).
 */
export const XSS_CORPUS: readonly XssPayload[] = [
  { name: 'script', html: `<script>${run('script')}</script>` },
  { name: 'script-src', html: `<script src="data:text/javascript,${run('script-src')}"></script>` },
  { name: 'img-onerror', html: `<img src="x" onerror="${run('img-onerror')}" alt="">` },
  { name: 'body-onload', html: `<body onload="${run('body-onload')}">` },
  { name: 'svg-onload', html: `<svg onload="${run('svg-onload')}"><circle r="4"></circle></svg>` },
  { name: 'svg-script', html: `<svg><script>${run('svg-script')}</script></svg>` },
  {
    name: 'svg-animate-href',
    html: `<svg><a><animate attributeName="href" values="javascript:${run('svg-animate-href')}"></animate><text y="20">SVG-Link</text></a></svg>`,
  },
  {
    name: 'math-mxss',
    html: `<math><mtext><table><mglyph><style><img src=x onerror="${run('math-mxss')}"></style></mglyph></table></mtext></math>`,
  },
  { name: 'noscript-mxss', html: `<noscript><p title="</noscript><img src=x onerror=${run('noscript-mxss')}>"></p></noscript>` },
  { name: 'comment-mxss', html: `<!--<img src="--><img src=x onerror=${run('comment-mxss')}//">` },
  { name: 'javascript-url', html: `<a href="javascript:${run('javascript-url')}">Link mit javascript:</a>` },
  { name: 'javascript-url-entity', html: `<a href="jav&#x09;ascript:${run('javascript-url-entity')}">Link mit Tabulator</a>` },
  { name: 'javascript-url-case', html: `<a href=" JaVaScRiPt:${run('javascript-url-case')}">Link in Grossbuchstaben</a>` },
  { name: 'data-url', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzOmRhdGEtdXJsJyk8L3NjcmlwdD4=">Link mit data:</a>' },
  { name: 'iframe', html: `<iframe src="javascript:${run('iframe')}" title="Rahmen"></iframe>` },
  { name: 'iframe-srcdoc', html: `<iframe srcdoc="<script>${run('iframe-srcdoc')}</script>" title="srcdoc"></iframe>` },
  { name: 'object', html: `<object data="data:text/html,<script>${run('object')}</script>"></object>` },
  { name: 'embed', html: `<embed src="javascript:${run('embed')}">` },
  { name: 'meta-refresh', html: `<meta http-equiv="refresh" content="0;url=javascript:${run('meta-refresh')}">` },
  { name: 'base-href', html: `<base href="javascript:${run('base-href')}//">` },
  { name: 'link-import', html: `<link rel="stylesheet" href="javascript:${run('link-import')}">` },
  { name: 'style-tag', html: `<style>@import 'javascript:${run('style-tag')}'; body { display: none; }</style>` },
  {
    name: 'style-expression',
    html: `<div style="background:url(javascript:${run('style-url')});width:expression(${run('style-expression')})">Stil</div>`,
  },
  { name: 'style-overlay', html: '<p style="position:fixed;inset:0;z-index:9999;background:#c00">Überlagerung</p>' },
  { name: 'form-action', html: `<form action="javascript:${run('form-action')}"><input name="iban"><button>Senden</button></form>` },
  { name: 'formaction', html: `<button formaction="javascript:${run('formaction')}">Los</button>` },
  { name: 'autofocus-onfocus', html: `<input autofocus onfocus="${run('autofocus-onfocus')}">` },
  { name: 'details-ontoggle', html: `<details open ontoggle="${run('details-ontoggle')}"><summary>Mehr</summary>Inhalt</details>` },
  { name: 'video-onerror', html: `<video><source onerror="${run('video-onerror')}"></video>` },
  { name: 'template-script', html: `<template><script>${run('template-script')}</script></template>` },
  { name: 'dom-clobbering', html: '<img name="getElementById" src="x" alt=""><form id="location"></form>' },
];

/** The corpus as one rich text, each payload between harmless paragraphs that must survive. */
export const XSS_CORPUS_HTML: string = XSS_CORPUS.map((p, i) => `<p>Nutzlast ${i + 1}: ${p.name}</p>${p.html}`).join('\n');

/** The news item and the service page that carry the corpus. */
export const XSS_CONTENT = {
  dealerSlug: 'kia-service-bern',
  newsSlug: labels('inhaltspruefung', 'controle-des-contenus', 'verifica-dei-contenuti', 'content-check', 'preverjanje-vsebine'),
  serviceSlug: labels(
    'inhaltspruefung-service',
    'controle-des-contenus-service',
    'verifica-dei-contenuti-servizio',
    'content-check-service',
    'preverjanje-vsebine-servis',
  ),
  /** the title is hostile too: the page shows it as text, never as markup */
  title: labels(
    'Inhaltsprüfung <img src=x onerror="alert(\'xss:title\')">',
    'Contrôle des contenus <img src=x onerror="alert(\'xss:title\')">',
    'Verifica dei contenuti <img src=x onerror="alert(\'xss:title\')">',
    'Content check <img src=x onerror="alert(\'xss:title\')">',
  ),
  teaser: labels(
    'Testinhalt der Sandbox: Page-Builder-Inhalte mit bekannten XSS-Angriffen, die wirkungslos bleiben müssen.',
    'Contenu de test du sandbox : du contenu page builder avec des attaques XSS connues, qui doivent rester sans effet.',
    'Contenuto di prova del sandbox: contenuti page builder con attacchi XSS noti, che devono restare senza effetto.',
    'Sandbox test content: page-builder content with known XSS attacks, which must stay inert.',
  ),
} satisfies { dealerSlug: string; newsSlug: Labels; serviceSlug: Labels; title: Labels; teaser: Labels };
