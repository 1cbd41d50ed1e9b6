import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export function baseURL(): string {
  return inject('baseURL');
}

/** Shopper n of the pre-created ones (ranges per suite: see ProvidedContext.shoppers in global-setup.ts). */
export function shopper(n: number) {
  const found = inject('shoppers')[n];
  if (!found) throw new Error(`no e2e shopper ${n}`);
  return found;
}

/** A store context signed in as the given shopper (token in localStorage under authToken, §3). */
export async function openStoreAs(browser: Browser, token: string, viewport: { width: number; height: number } = PHONE) {
  const opened = await openStore(browser, viewport);
  await opened.context.addInitScript((value) => localStorage.setItem('authToken', value), token);
  return opened;
}

/** A fresh context (its own local storage) on the store, phone-sized unless told otherwise. */
export async function openStore(
  browser: Browser,
  viewport: { width: number; height: number } = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    // The journeys intercept calls with page.route, which a service worker's own fetches would bypass;
    // the service worker has its own suite (offline.e2e.test.ts).
    serviceWorkers: 'block',
    viewport,
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Holds the page's scripts until the returned `release` is called: until then the page is the server's HTML alone. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
