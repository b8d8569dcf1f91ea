import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inertnessProblems } from '@carweb/shared-testing';
import { loadSanitizer } from './sanitize-html';
import { HTML_CASES, hostileFieldBlocks } from './testing/xss-corpus-cases';

const containers: HTMLElement[] = [];
async function render(element: React.ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  containers.push(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('the XSS corpus through every content component, rendered in the browser (client-side navigation)', () => {
  const alert = vi.fn();
  beforeAll(async () => {
    window.alert = alert;
    await loadSanitizer();
  });
  afterEach(() => containers.splice(0).forEach((container) => container.remove()));

  it.each(HTML_CASES)('%s: %s renders inert', async (_component, _payload, renderCase, html) => {
    const { container, unmount } = await render(renderCase(html));
    expect(inertnessProblems(container)).toEqual([]);
    await unmount();
    expect(alert).not.toHaveBeenCalled();
  });

  it('hostile links, images and headlines of blocks render inert and as text', async () => {
    const { container } = await render(hostileFieldBlocks());
    expect(inertnessProblems(container)).toEqual([]);
    expect(container.textContent).toContain('Titel <img src=x onerror=');
  });
});

/** Every source file of the libraries, tests and stories left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the only sink of content HTML', () => {
  it('is SafeHtml: every other dangerouslySetInnerHTML writes JSON for a script of type ld+json, or a script constant', () => {
    const libs = join(__dirname, '../../../../');
    const writers = sources(libs).filter((path) => readFileSync(path, 'utf8').includes('dangerouslySetInnerHTML={{'));
    const others = writers.filter((path) => !path.endsWith('safe-html/SafeHtml.tsx'));
    // a script constant of the code (the consent banner's ask script, decision 0041): no content ever reaches it
    const jsonOrConstant =
      /application\/ld\+json[\s\S]*dangerouslySetInnerHTML=\{\{ __html: jsonForScript\(|dangerouslySetInnerHTML=\{\{ __html: import\.meta\.env\.SSR \? [A-Z_]+_SCRIPT : '' \}\}/;
    for (const path of others) expect(readFileSync(path, 'utf8'), path).toMatch(jsonOrConstant);
    expect(writers.length).toBeGreaterThan(others.length);
  });
});
