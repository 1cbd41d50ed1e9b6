import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, baseURL, launchBrowser, openStore } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;
const TERMS = [
  'Introduction',
  'Eligibility',
  'User Accounts',
  'Acceptable Use',
  'Marketplace Transactions',
  'Fees and Payments',
  'Intellectual Property',
  'Privacy Policy',
  'Modification of Terms',
  'Termination',
];

describe('About', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`tells Our Story and shows Our Team of three with pictures, positions and email links (${label})`, async () => {
      const { context, page } = await openStore(browser, viewport);
      await page.goto('/about');
      const story = page.getByRole('region', { name: 'Our Story' });
      await story.waitFor();
      const text = await story.textContent();
      expect(text).toContain('founded in March 2024');
      expect(text).toContain('over 50 shops');

      const team = page.getByRole('region', { name: 'Our Team' });
      const cards = team.getByTestId('team-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      const positions = await cards.locator('p').allTextContents();
      expect(positions).toEqual(['Chief Executive Officer', 'Backend Engineer', 'Frontend Engineer']);
      for (let i = 0; i < 3; i++) {
        const card = cards.nth(i);
        const name = (await card.getByRole('heading').textContent()) ?? '';
        expect(name.length).toBeGreaterThan(3);
        const picture = card.getByRole('img', { name: `Picture of ${name}` });
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(await card.getByRole('link').getAttribute('href')).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
      }
      await context.close();
    });
  }

  it('reaches About Us and Terms and Policy from the desktop footer', async () => {
    const { context, page } = await openStore(browser, DESKTOP);
    await page.goto('/Food');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    await page.getByRole('heading', { name: 'Our Team' }).waitFor();
    await footer.getByRole('link', { name: 'Terms and Policy' }).click();
    await page.waitForURL('**/terms-of-service');
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    await context.close();
  });
});

describe('Terms of Service', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`has the ten sections in the spec's order, each with text (${label})`, async () => {
      const { context, page } = await openStore(browser, viewport);
      await page.goto('/terms-of-service');
      await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings).toEqual(TERMS.map((title, index) => `${index + 1}. ${title}`));
      for (const title of TERMS) {
        const section = page.getByRole('region', { name: new RegExp(`^\\d+\\. ${title}$`) });
        expect(((await section.textContent()) ?? '').length).toBeGreaterThan(150);
      }
      expect(await page.getByRole('region', { name: /Eligibility/ }).textContent()).toContain('students of the university');
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Termination' }).click();
      await page.waitForURL('**/terms-of-service#termination');
      await context.close();
    });
  }
});

describe('Coming Soon', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`shows the placeholder and a way home (${label})`, async () => {
      const { context, page } = await openStore(browser, viewport);
      await page.goto('/coming-soon');
      await page.getByRole('heading', { name: 'Coming Soon', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Go back home' }).click();
      await page.waitForURL('**/Food');
      await context.close();
    });
  }
});

describe('Share', () => {
  for (const [label, viewport] of VIEWPORTS) {
    it(`uses the Web Share API when the browser has it (${label})`, async () => {
      const { context, page } = await openStore(browser, viewport);
      await context.addInitScript(() => {
        const shared: ShareData[] = [];
        Object.defineProperty(window, '__shared', { value: shared });
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: async (data: ShareData) => void shared.push(data),
        });
        Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
      });
      await page.goto('/share');
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await page.getByRole('status').getByText('Thanks for sharing Campus Market!').waitFor();
      const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
      expect(shared).toEqual([expect.objectContaining({ title: 'Campus Market', url: `${baseURL()}/` })]);
      await context.close();
    });

    it(`copies the link when the browser cannot share (${label})`, async () => {
      const { context, page } = await openStore(browser, viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
      });
      await page.goto('/share');
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await page.getByRole('status').getByText('Link copied to clipboard').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL()}/`);
      expect(await page.getByLabel('Store link').inputValue()).toBe(`${baseURL()}/`);
      await context.close();
    });
  }
});
