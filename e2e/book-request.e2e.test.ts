import type { Browser, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '@campus/contract';
import { SAMPLE_IMAGES } from '../apps/api/src/test/test-images';
import { DESKTOP, PHONE, baseURL, launchBrowser, openStore, openStoreAs, shopper } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const cover = { name: 'cover.png', mimeType: 'image/png', buffer: SAMPLE_IMAGES.png };

/** Every POST to the book endpoint the page makes. */
function bookPosts(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/book') seen.push(request);
  });
  return seen;
}

async function openForm(viewport: { width: number; height: number } = PHONE) {
  const opened = await openStore(browser, viewport);
  await opened.page.goto('/request-a-book');
  await opened.page.getByRole('button', { name: 'Submit Request' }).waitFor();
  return opened;
}

describe('Request a Book', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`submits a title, an author and an image chosen through the file input, then clears the form (${label})`, async () => {
      const { context, page } = await openForm(viewport);
      await page.getByLabel('Book Title').fill('Things Fall Apart');
      await page.getByLabel('Author Name').fill('Chinua Achebe');
      await page.getByLabel('Book image').setInputFiles(cover);
      await page.getByAltText('Preview of the chosen image').waitFor();

      // Hold the answer back so the busy state can be seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/book', async (route) => {
        await held;
        await route.continue();
      });
      const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/book');
      await page.getByRole('button', { name: 'Submit Request' }).click();
      await page.getByRole('button', { name: 'Submitting...' }).waitFor();
      expect(await page.getByRole('button', { name: 'Submitting...' }).isDisabled()).toBe(true);
      release();

      const response = await answer;
      expect(response.status()).toBe(201);
      await page.getByText(MESSAGES.bookSubmitted).waitFor();
      expect(await page.getByLabel('Book Title').inputValue()).toBe('');
      expect(await page.getByLabel('Author Name').inputValue()).toBe('');
      expect(await page.getByAltText('Preview of the chosen image').count()).toBe(0);
      await page.getByRole('button', { name: 'Submit Request' }).waitFor();

      // The server kept the chosen picture re-encoded as JPEG (decision 089), for the operator to see.
      const { id } = (await response.json()) as { id: string };
      const stored = await fetch(`${baseURL()}/api/v1/book/${id}/image`, {
        headers: { authorization: `Bearer ${inject('operator').token}` },
      });
      expect(stored.headers.get('content-type')).toBe('image/jpeg');
      expect(await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 24, height: 16 });
      await context.close();
    });
  }

  it('says "Please fill all the fields" and sends nothing when a field is empty', async () => {
    const { context, page } = await openForm();
    const posts = bookPosts(page);
    await page.getByLabel('Book Title').fill('Americanah');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText(MESSAGES.bookFillAllFields).waitFor();
    await page.getByLabel('Book Title').fill('   ');
    await page.getByLabel('Author Name').fill('Chimamanda Ngozi Adichie');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText(MESSAGES.bookFillAllFields).first().waitFor();
    expect(posts).toHaveLength(0);
    await context.close();
  });

  it('shows a preview that can be removed, and refuses a file that is not an image', async () => {
    const { context, page } = await openForm();
    await page.getByLabel('Book image').setInputFiles(cover);
    const preview = page.getByAltText('Preview of the chosen image');
    await preview.waitFor();
    expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(24);
    await page.getByText('cover.png').waitFor();
    await page.getByRole('button', { name: 'Remove image' }).click();
    await preview.waitFor({ state: 'detached' });
    await page.getByTestId('image-dropzone').waitFor();

    await page.getByLabel('Book image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page.getByText(MESSAGES.bookImageType).waitFor();
    expect(await preview.count()).toBe(0);
    await context.close();
  });

  it('takes an image dropped on the drop zone (desktop)', async () => {
    const { context, page } = await openForm(DESKTOP);
    const transfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
      return data;
    }, SAMPLE_IMAGES.png.toString('base64'));
    await page.getByTestId('image-dropzone').dispatchEvent('dragover', { dataTransfer: transfer });
    await page.getByTestId('image-dropzone').dispatchEvent('drop', { dataTransfer: transfer });
    await page.getByAltText('Preview of the chosen image').waitFor();
    await page.getByText('dropped.png').waitFor();
    await context.close();
  });

  it('refuses a file that is not an image but is named and typed as a PNG when it is chosen, by its bytes: no preview, no upload', async () => {
    const { context, page } = await openForm();
    const posts = bookPosts(page);
    await page
      .getByLabel('Book image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('<?php system($_GET["c"]); ?>') });
    await page.getByText(MESSAGES.bookImageType).waitFor();
    expect(await page.getByAltText('Preview of the chosen image').count()).toBe(0);
    await page.getByTestId('image-dropzone').waitFor();
    // The right magic number on bytes no browser can draw (a truncated PNG) is refused too, not shown broken.
    await page
      .getByLabel('Book image')
      .setInputFiles({ name: 'cut.png', mimeType: 'image/png', buffer: SAMPLE_IMAGES.png.subarray(0, 40) });
    await page.getByTestId('image-dropzone').waitFor();
    await expect.poll(() => page.getByText(MESSAGES.bookImageType).count()).toBeGreaterThan(0);
    expect(await page.getByAltText('Preview of the chosen image').count()).toBe(0);
    expect(posts).toHaveLength(0);
    await context.close();
  });

  it("shows the server's text when it refuses the picture, and 'Could not submit request' when it says nothing", async () => {
    const { context, page } = await openForm();
    await page.getByLabel('Book Title').fill('Arrow of God');
    await page.getByLabel('Author Name').fill('Chinua Achebe');
    await page.getByLabel('Book image').setInputFiles(cover);
    await page.getByAltText('Preview of the chosen image').waitFor();
    await page.route('**/api/v1/book', (route) =>
      route.fulfill({ status: 415, contentType: 'application/json', body: JSON.stringify({ error: 'The picture could not be read' }) }),
    );
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText('The picture could not be read').waitFor();
    expect(await page.getByLabel('Book Title').inputValue()).toBe('Arrow of God');

    await page.unroute('**/api/v1/book');
    await page.route('**/api/v1/book', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await page.getByRole('button', { name: 'Remove image' }).click();
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText(MESSAGES.bookSubmitFailed).waitFor();
    await context.close();
  });
});

describe('My book requests (issue 37 item 5)', () => {
  it('a signed-in shopper follows the request from the form to My book requests, and sees the book shop’s answer there', async () => {
    const student = shopper(18);
    const title = `Weep Not, Child ${Date.now()}`;
    const { context, page } = await openStoreAs(browser, student.token, PHONE);
    await page.goto('/request-a-book');
    await page.getByLabel('Book Title').fill(title);
    await page.getByLabel('Author Name').fill('Ngũgĩ wa Thiong’o');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByTestId('book-request-sent').waitFor();
    await page.getByRole('link', { name: 'Follow it in My book requests' }).click();
    await page.getByRole('heading', { name: 'My book requests' }).waitFor();
    const row = page.getByTestId('my-book-request').filter({ hasText: title });
    await expect.poll(() => row.textContent()).toContain('Received');

    // The operator answers in the console; the shopper sees it on their next visit.
    const operatorAuth = { authorization: `Bearer ${inject('operator').token}`, 'content-type': 'application/json' };
    const { requests } = (await (await fetch(`${baseURL()}/api/v1/admin/book-requests`, { headers: operatorAuth })).json()) as {
      requests: { id: string; name: string }[];
    };
    const sent = requests.find((request) => request.name === title)!;
    const answer = await fetch(`${baseURL()}/api/v1/admin/book-requests/${sent.id}`, {
      method: 'PATCH',
      headers: operatorAuth,
      body: JSON.stringify({ status: 'found', note: 'Collect it at the book shop on Monday.' }),
    });
    expect(answer.status).toBe(200);
    await page.reload();
    await expect.poll(() => row.textContent()).toContain('Found');
    expect(await row.textContent()).toContain('From the book shop: Collect it at the book shop on Monday.');
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/my-book-requests-phone.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/my-book-requests-desktop.png`, fullPage: true });
    }

    // Reachable from Account too.
    await page.goto('/account');
    await page.getByRole('link', { name: 'Book requests' }).click();
    await page.getByRole('heading', { name: 'My book requests' }).waitFor();
    await context.close();
  });
});
