import { createRequire } from 'node:module';
import { provideSanitizerDom, type SanitizerWindow } from '@carweb/shared-ui';

type Jsdom = { JSDOM: new (html: string) => { window: unknown } };

/**
 * Content HTML is sanitized in the server render too (SafeHtml), which needs a DOM: one jsdom window,
 * loaded on the first page that shows content HTML rather than at start-up (decision 0020).
 */
export function provideServerSanitizerDom(): void {
  const require = createRequire(import.meta.url);
  provideSanitizerDom(() => {
    const { JSDOM } = require('jsdom') as Jsdom;
    return new JSDOM('<!DOCTYPE html>').window as SanitizerWindow;
  });
}
