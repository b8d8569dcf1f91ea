import type { ReactElement } from 'react';
import { XSS_FIELD_PAYLOADS, XSS_HTML_PAYLOADS } from '@carweb/shared-testing';
import { PageBuilderBlocks, type PageBuilderBlock } from '../../page-builder/PageBuilderBlocks';
import { SafeHtml } from '../SafeHtml';

const block = (id: string, component: string, options: Record<string, unknown>) => ({ id, component, options }) as PageBuilderBlock;

/** A resolver that lets every link through (the site's own refuses all but http(s), paths and anchors). */
const anyLink = (href: string) => ({ href, external: false });
/** javascript: as a link a resolver let through: React 19 replaces it by a URL that only throws. */
const scriptLink = (href: string) => (/^\s*javascript:/i.test(href) ? { href, external: false } : undefined);

/** Every shared component that shows content HTML, with one payload (test helper of the XSS corpus tests). */
export const CONTENT_COMPONENTS: Record<string, (html: string) => ReactElement> = {
  SafeHtml: (html) => <SafeHtml html={html} />,
  'PageBuilderBlocks Text': (html) => <PageBuilderBlocks blocks={[block('t', 'Text', { text: html })]} resolveLink={anyLink} />,
};

/** The blocks whose content fields become attributes and text: hero, image and button with hostile values. */
export const hostileFieldBlocks = (): ReactElement => (
  <PageBuilderBlocks
    blocks={XSS_FIELD_PAYLOADS.url.flatMap((url, i) => [
      block(`h${i}`, 'Hero', { headline: XSS_FIELD_PAYLOADS.text, image: url }),
      block(`i${i}`, 'Image', { image: url, altText: XSS_FIELD_PAYLOADS.text }),
      block(`b${i}`, 'Button', { text: XSS_FIELD_PAYLOADS.text, link: url }),
    ])}
    resolveLink={scriptLink}
  />
);

export const HTML_CASES = Object.entries(CONTENT_COMPONENTS).flatMap(([component, render]) =>
  Object.entries(XSS_HTML_PAYLOADS).map(([payload, html]) => [component, payload, render, html] as const),
);
