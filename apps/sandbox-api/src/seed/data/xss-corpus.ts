import { XSS_HTML_PAYLOADS } from '@carweb/shared-testing';
import { labels, type Labels } from '../../domain/labels';

/**
 * Broken markup that takes what follows it along in one rich text (an unclosed attribute, a form the sanitizer drops
 * with everything after it): last in the seeded text, so the harmless paragraphs between the other payloads survive.
 */
export const XSS_SWALLOWING_PAYLOADS: readonly string[] = ['broken-unclosed', 'form-nesting-mxss'];
const swallows = (name: string) => XSS_SWALLOWING_PAYLOADS.includes(name);

export interface XssPayload {
  /** what the payload tries */
  name: string;
  html: string;
}

/**
 * The XSS corpus of the sanitizer tests (`XSS_HTML_PAYLOADS` of @carweb/shared-testing: script tags, on* handlers,
 * javascript: and data: URLs, svg/math/noscript/comment mutation tricks, style expressions and overlays, iframes,
 * object/embed, meta refresh, base, form action, broken markup), seeded as page-builder and rich-text content (a news
 * item and a service page of kia-service-bern), so the site is tested against hostile content the way it meets real
 * content. The corpus test and the e2e journey check that every one of them renders inert (decision 0020).
 */
export const XSS_CORPUS: readonly XssPayload[] = Object.entries(XSS_HTML_PAYLOADS)
  .map(([name, html]) => ({ name, html }))
  .sort((a, b) => Number(swallows(a.name)) - Number(swallows(b.name)));

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
