import { describe, expect, it, vi } from 'vitest';
// the build's Vite plugins have no test project of their own (tools/vite is config, not a library)
// eslint-disable-next-line @nx/enforce-module-boundaries
import { leanPreloadHelper } from '../vite/lean-preload-helper';

type Load = { handler: (id: string) => string | undefined };
const load = leanPreloadHelper('/').load as unknown as Load;

/** The helper's module, run against a document that records the links it appends. */
async function helper() {
  const appended: Array<Record<string, string>> = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: Record<string, string>) => appended.push(link) },
  };
  vi.stubGlobal('document', document);
  const code = load.handler('\0vite/preload-helper.js') ?? '';
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
    __vitePreload: (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;
  };
  return { preload: module.__vitePreload, appended };
}

describe("Vite's preload helper in the few lines this build needs (tools/vite/lean-preload-helper.ts)", () => {
  it('links each dependency chunk once as a modulepreload beside the import, and answers with the import', async () => {
    const { preload, appended } = await helper();
    const page = { default: 'page' };
    await expect(preload(() => Promise.resolve(page), ['assets/a.js', 'assets/b.js'])).resolves.toBe(page);
    await preload(() => Promise.resolve(page), ['assets/b.js']);
    expect(appended).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/a.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/b.js' },
    ]);
    vi.unstubAllGlobals();
  });

  it('passes a failed import on as it is (the caller retries) and loads nothing else', async () => {
    const { preload, appended } = await helper();
    const failure = new Error('chunk failed');
    await expect(preload(() => Promise.reject(failure), [])).rejects.toBe(failure);
    expect(appended).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('replaces only the preload helper', () => {
    expect(load.handler('/repo/libs/shared/ui/src/index.ts')).toBeUndefined();
  });
});
