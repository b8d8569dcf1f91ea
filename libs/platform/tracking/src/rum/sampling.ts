import { isEditorFrame } from '../editor-frame';

/**
 * Whether this page load is measured (decision 0042): drawn once with the given share, and only in a real browser
 * (not a test or crawler driving one: WebDriver, Playwright, Lighthouse) outside the content tool's editing frame.
 */
export function samplePageLoad(sampleRate: number, random: () => number = Math.random, win: Window = window): boolean {
  return random() < sampleRate && !win.navigator.webdriver && !isEditorFrame(win);
}
