import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_QUEUE_MESSAGES } from '../images/image-queue';
import { createPersonas, type Personas } from '../../test/personas';
import { containerOf, createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../../test/test-app';
import { phoneJpeg } from '../../test/test-images';

describe(`parallel uploads do not starve another shopper's sign-in (issue 35 finding 6, ${testDatabaseKind})`, { timeout: 180_000 }, () => {
  let t: TestApp;
  let people: Personas;
  let photo: Buffer;
  const upload = (as: 'ownerA' | 'ownerB') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/seller/shops/${as === 'ownerA' ? people.shopA.slug : people.shopB.slug}/images`,
      headers: { ...people[as].auth, 'content-type': 'image/jpeg' },
      payload: photo,
    });

  beforeAll(async () => {
    // Three pictures in the queue at most, two per uploader (the defaults are 8 and 2).
    t = await createTestApp({ seed: true, config: { imageQueue: { maxQueued: 3, perOwner: 2 } } });
    people = await createPersonas(t.app);
    photo = await phoneJpeg(2400, 1800);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('one owner’s parallel uploads queue one at a time: the third is 429 with Retry-After, a full queue refuses others, sign-in answers meanwhile', async () => {
    const { images } = containerOf(t.app);
    // What the pipeline is doing, as the queue hands it pictures.
    const spans: { start: number; end: number }[] = [];
    const process = images.pipeline.process.bind(images.pipeline);
    images.pipeline.process = async (bytes) => {
      const span = { start: performance.now(), end: 0 };
      spans.push(span);
      try {
        return await process(bytes);
      } finally {
        span.end = performance.now();
      }
    };
    const shopper = await createTestUser(t.app);

    /** Waits until the queue holds `n` pictures (the requests' bodies are read in parallel, in no set order). */
    const queued = async (n: number) => {
      while (images.queue.size < n) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const owners = [upload('ownerA'), upload('ownerA'), upload('ownerA'), upload('ownerA')];
    await queued(2);
    // Owner A holds two places; owner B gets the third; a fourth picture finds the queue full.
    const otherOwner = upload('ownerB');
    await queued(3);
    const overflow = upload('ownerB');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/sign-in',
      payload: { phone_number: shopper.user.phone, password: shopper.password },
    });
    expect(signIn.statusCode).toBe(200);

    const answers = await Promise.all(owners);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 429, 429]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(refused.json()).toEqual({ error: IMAGE_QUEUE_MESSAGES.ownerBusy, code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    const full = await overflow;
    expect(full.statusCode).toBe(429);
    expect(full.json()).toEqual({ error: IMAGE_QUEUE_MESSAGES.busy, code: 'rate_limited' });
    expect(Number(full.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await otherOwner).statusCode).toBe(201);

    // One picture at a time: each began after the one before it ended.
    expect(spans).toHaveLength(3);
    for (let i = 1; i < spans.length; i += 1) expect(spans[i]!.start).toBeGreaterThanOrEqual(spans[i - 1]!.end);
    expect(images.queue.peakActive).toBe(1);
    expect(images.queue.size).toBe(0);
  });
});
