import { createRequire } from 'node:module';
import { provideSanitizer, type HtmlPurifier } from '@carweb/shared-ui';

type Jsdom = { JSDOM: new (html: string) => { window: unknown } };
type CreatePurifier = (window: unknown) => HtmlPurifier;

/**
 * Content HTML is sanitized in the server render too (SafeHtml), which needs DOMPurify on a DOM: one jsdom
 * window, loaded on the first page that shows content HTML rather than at start-up (decision 0020). jsdom is the only
 * server DOM DOMPurify supports, and a DOM-free sanitizer would be a second policy beside the browser's (decision 0057).
 */
export function provideServerSanitizer(): void {
  const require = createRequire(import.meta.url);
  provideSanitizer(() => {
    const { JSDOM } = require('jsdom') as Jsdom;
    const createPurifier = require('dompurify') as CreatePurifier;
    return createPurifier(new JSDOM('<!DOCTYPE html>').window);
  });
}
