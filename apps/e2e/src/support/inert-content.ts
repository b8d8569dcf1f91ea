import { expect, type Page } from '@playwright/test';

/** Every dialog a payload might open, and every script error, while the test runs. */
export function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { dialogs, errors };
}

/** Nothing of the content may be able to run: no scripts, frames, handlers or script URLs inside <main>. */
export async function contentIsInert(page: Page) {
  const found = await page.locator('main').evaluate((main) => {
    const problems = [...main.querySelectorAll('script, iframe, frame, object, embed, form, svg, math, style, base, meta, link')].map(
      (element) => element.tagName.toLowerCase(),
    );
    for (const element of main.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name) || attribute.name === 'srcdoc' || attribute.name === 'style') problems.push(attribute.name);
        if (/^\s*(javascript|data|vbscript):/i.test(attribute.value) && attribute.name !== 'alt') problems.push(attribute.value);
      }
    }
    return problems;
  });
  expect(found).toEqual([]);
}
