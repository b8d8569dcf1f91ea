// Debian's Chromium as the benchmarks start it (Lighthouse through chrome-launcher, Playwright): headless, without
// the background traffic and updates that would fall into a measurement.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
