// @vitest-environment node
import { createRequire } from 'node:module';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { isSanitizerReady, provideSanitizer, sanitizeHtml, type HtmlPurifier } from './sanitize-html';
import { SafeHtml } from './SafeHtml';

// the server's way (libs/platform/ssr sanitizer-dom.ts): jsdom and DOMPurify required, jsdom has no type declarations
const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: { close(): void } } };
const createPurifier = require('dompurify') as (window: unknown) => HtmlPurifier;

describe('sanitizeHtml on the server', () => {
  const { window } = new JSDOM('<!DOCTYPE html>');
  afterAll(() => window.close());

  it('refuses to pass HTML through when no sanitizer was provided', () => {
    expect(isSanitizerReady()).toBe(false);
    expect(() => sanitizeHtml('<p>Hallo</p>')).toThrow(/provideSanitizer/);
  });

  it('sanitizes with the DOMPurify the server provides, created on first use, also inside a server render', () => {
    let created = 0;
    provideSanitizer(() => {
      created += 1;
      return createPurifier(window);
    });
    expect(created).toBe(0);
    expect(sanitizeHtml('<p onmouseover="alert(1)">Hallo<script>alert(2)</script></p>')).toBe('<p>Hallo</p>');
    const html = renderToString(createElement(SafeHtml, { html: '<img src=x onerror=alert(1)><b>fett</b>' }));
    expect(html).toContain('<img src="x" alt=""><b>fett</b>');
    expect(html).not.toContain('onerror');
    expect(created).toBe(1);
  });
});
