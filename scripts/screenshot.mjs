import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

/**
 * `node scripts/screenshot.mjs http://localhost:3000 /Food /shop/book-shop …` writes a phone (390×844)
 * and a desktop (1440×900) PNG of each path to screenshots/. Set TOKEN to store an authToken first.
 */
const [base, ...routes] = process.argv.slice(2);
if (!base || routes.length === 0) {
  console.error('usage: node scripts/screenshot.mjs BASE_URL PATH [PATH…]');
  process.exit(2);
}
const out = path.resolve('screenshots');
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
]) {
  const context = await browser.newContext({ viewport, isMobile: label === 'phone', hasTouch: label === 'phone' });
  if (process.env.TOKEN) await context.addInitScript((token) => localStorage.setItem('authToken', token), process.env.TOKEN);
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(new URL(route, base).toString(), { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(process.env.WAIT_MS ?? 300));
    const file = path.join(out, `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${label}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
