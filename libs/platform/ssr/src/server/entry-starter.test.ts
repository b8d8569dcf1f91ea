import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryStarter } from './entry-starter';

const ENTRY = '/assets/entry-1.js';
/** Runs the inline script as the browser would, in this document. */
const runStarter = () => new Function(entryStarter(ENTRY))();
const entryScripts = () => [...document.body.querySelectorAll<HTMLScriptElement>('script[type="module"]')];

describe('entryStarter', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('on a visible page inserts the entry only after the first frame, in a task of its own', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    runStarter();
    expect(entryScripts()).toHaveLength(0);
    frames.forEach((frame) => frame(0));
    expect(entryScripts()).toHaveLength(0);
    vi.runAllTimers();
    expect(entryScripts().map((script) => script.getAttribute('src'))).toEqual([ENTRY]);
  });

  it('on a hidden or prerendered page, where no frame is drawn, inserts the entry at once', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const requestFrame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', requestFrame);
    runStarter();
    expect(requestFrame).not.toHaveBeenCalled();
    expect(entryScripts().map((script) => script.getAttribute('src'))).toEqual([ENTRY]);
  });
});
