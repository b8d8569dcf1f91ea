import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSanitizerReady } from './sanitize-html';
import { SafeHtml } from './SafeHtml';
import styles from './SafeHtml.module.css';

// hydrateRoot inside act(), as React's own tests do
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SafeHtml while the browser hydrates the server HTML', () => {
  it('keeps what the server sanitized and loads no sanitizer for it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    // what the server rendered: the content already sanitized
    container.innerHTML = `<div class="${styles['richText']}"><p>Hallo <strong>Welt</strong></p></div>`;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <SafeHtml html={'<p>Hallo <strong>Welt</strong></p><script>alert(1)</script>'} />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.innerHTML).toBe(`<div class="${styles['richText']}"><p>Hallo <strong>Welt</strong></p></div>`);
    expect(isSanitizerReady()).toBe(false);
    expect(errors.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
  });
});
