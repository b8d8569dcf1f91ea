import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('request', (r) => { if (r.resourceType() !== 'script' && r.resourceType() !== 'stylesheet' && r.resourceType() !== 'document') console.log(r.resourceType(), r.url().slice(0, 160)); });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
await browser.close();
