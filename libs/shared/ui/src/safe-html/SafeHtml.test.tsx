import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isSanitizerReady, loadSanitizer } from './sanitize-html';
import { SafeHtml } from './SafeHtml';

afterEach(cleanup);

describe('SafeHtml when DOMPurify cannot be loaded (an asset outage)', () => {
  it('shows the words without their markup instead of an empty box, and runs nothing', async () => {
    vi.resetModules();
    vi.doMock('dompurify', () => {
      throw new Error('chunk failed');
    });
    const { SafeHtml: Isolated } = await import('./SafeHtml');
    const { container } = render(<Isolated html={'<p>Winter-Check</p><img src=x onerror="alert(1)"><b>ab CHF 49.–</b>'} />);
    expect(await screen.findByText('Winter-Checkab CHF 49.–')).toBeTruthy();
    expect(container.querySelector('img, [onerror], b')).toBeNull();
    vi.doUnmock('dompurify');
    vi.resetModules();
  });

  it('never fails a page loader that preloads it: the loader goes on, SafeHtml shows the text', async () => {
    vi.resetModules();
    vi.doMock('dompurify', () => {
      throw new Error('chunk failed');
    });
    const isolated = await import('./sanitize-html');
    await expect(isolated.loadSanitizer()).rejects.toThrow();
    await expect(isolated.preloadSanitizer()).resolves.toBeUndefined();
    expect(isolated.isSanitizerReady()).toBe(false);
    vi.doUnmock('dompurify');
    vi.resetModules();
  });
});

describe('SafeHtml rendered in the browser without the sanitizer loaded yet', () => {
  it('loads DOMPurify, then shows the sanitized content', async () => {
    expect(isSanitizerReady()).toBe(false);
    const { container } = render(<SafeHtml html={'<p>Geladen</p><img src=x onerror="alert(1)">'} />);
    expect(await screen.findByText('Geladen')).toBeTruthy();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(isSanitizerReady()).toBe(true);
  });
});

describe('SafeHtml with the sanitizer loaded (a client-side navigation: the loader loaded it)', () => {
  beforeAll(() => loadSanitizer());

  it('keeps the rich text of content: headings, paragraphs, lists, links and images', () => {
    render(
      <SafeHtml
        html={
          '<h2>Reifenwechsel</h2><p>Jetzt <strong>Termin</strong> <a href="/de/kia/service">vereinbaren</a>.</p>' +
          '<ul><li>Räder</li></ul><img src="/media/reifen.jpg" alt="Reifen">'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Reifenwechsel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'vereinbaren' }).getAttribute('href')).toBe('/de/kia/service');
    expect(screen.getByRole('listitem').textContent).toBe('Räder');
    expect(screen.getByRole('img', { name: 'Reifen' })).toBeTruthy();
  });

  it('removes scripts, event handlers and javascript: links before they reach the page', () => {
    const { container } = render(
      <SafeHtml html={'<p onclick="alert(1)">Text</p><script>alert(2)</script><a href="javascript:alert(3)">Link</a>'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(screen.getByText('Link').getAttribute('href')).toBeNull();
    expect(screen.getByText('Text').tagName).toBe('P');
  });

  it('drops forms, inline styles and frames, which content has no use for', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<form action="https://evil.example/"><input name="iban"><button>Senden</button></form>' +
          '<p style="position:fixed;inset:0">Overlay</p><iframe src="https://evil.example/"></iframe>'
        }
      />,
    );
    expect(container.querySelector('form, input, button, iframe, [style]')).toBeNull();
    expect(screen.getByText('Overlay').tagName).toBe('P');
  });

  it('makes a link into a new window unable to reach back into the page', () => {
    render(<SafeHtml html={'<a href="https://www.kia.ch/" target="_blank">Kia</a><a href="/x" target="_top">Top</a>'} />);
    expect(screen.getByRole('link', { name: 'Kia' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Top' }).hasAttribute('target')).toBe(false);
  });

  it('renders as the element asked for, with the rich-text class and its own', () => {
    const { container } = render(<SafeHtml as="article" className="news" id="body" html="<p>Hallo</p>" />);
    const element = container.firstElementChild;
    expect(element?.tagName).toBe('ARTICLE');
    expect(element?.id).toBe('body');
    expect(element?.className).toContain('news');
  });
});
