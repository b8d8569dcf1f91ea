// @vitest-environment node
import { createRequire } from 'node:module';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { provideSanitizerDom, sanitizeHtml, type SanitizerWindow } from './sanitize-html';
import { SafeHtml } from './SafeHtml';

// the server's way (libs/platform/ssr sanitizer-dom.ts): jsdom has no type declarations of its own
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { close(): void } } };

describe('sanitizeHtml on the server', () => {
  const { window } = new JSDOM('<!DOCTYPE html>');
  afterAll(() => window.close());

  it('refuses to pass HTML through when no DOM was provided', () => {
    expect(() => sanitizeHtml('<p>Hallo</p>')).toThrow(/provideSanitizerDom/);
  });

  it('sanitizes with the DOM the server provides, also inside a server render', () => {
    provideSanitizerDom(() => window as unknown as SanitizerWindow);
    expect(sanitizeHtml('<p onmouseover="alert(1)">Hallo<script>alert(2)</script></p>')).toBe('<p>Hallo</p>');
    const html = renderToString(createElement(SafeHtml, { html: '<img src=x onerror=alert(1)><b>fett</b>' }));
    expect(html).toContain('<img src="x"><b>fett</b>');
    expect(html).not.toContain('onerror');
  });
});
