import http from 'node:http';
import { noisyPhoto } from '../apps/api/src/test/test-images';
import { percentile } from './paced-load';

/**
 * Sign-in while pictures are processed (issue 35 finding 6, decision 088): eight parallel uploads of a 12-megapixel
 * photo took the shared CPU, and another shopper's sign-in went from 30 ms to 5.2 s median. The figure is the
 * sign-in p99 while eight such uploads are processed, as a ratio to its p99 when idle (goal ≤ 3×). A figure, not a test.
 */
export interface UploadsFigure {
  idle: { p50: number; p99: number; n: number };
  loaded: { p50: number; p99: number; n: number };
  ratioP99: number;
  uploads: { accepted: number; refused: number; seconds: number; photoBytes: number };
}

const PASSWORD = 'Bench@2024';

/** Sign-ins one after another, each a different bench shopper from a different forwarded address (the limits are per phone and address). */
async function signIns(url: string, from: number, count: number, until?: () => boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = from; i < from + count && (until === undefined || !until()); i++) {
    const started = performance.now();
    const response = await fetch(`${url}/api/v1/user/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` },
      body: JSON.stringify({ phone_number: `0709${String(i).padStart(7, '0')}`, password: PASSWORD }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`sign-in ${i} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), n: sorted.length };
};

/** POSTs bytes with node:http, which waits as long as the queue takes (fetch gives up on headers after 300 s). */
function postBytes(url: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** `shoppers` bench shoppers must exist (0709…, the bench password); `owners` are shops' owner tokens by slug. */
export async function benchUploadsVsSignIn(url: string, owners: Map<string, string>, shoppers: number): Promise<UploadsFigure> {
  // A 4000 × 3000 camera-like photo, as a phone sends it.
  const photo = await noisyPhoto(4000, 3000);
  const half = Math.floor(shoppers / 2);
  await signIns(url, 0, 5); // warm-up
  const idle = await signIns(url, 5, half - 5);

  // Eight uploads at once, spread over the shops' owners as eight phones would send them.
  const shopsAndTokens = [...owners.entries()];
  const started = performance.now();
  let done = false;
  const uploads = Promise.all(
    Array.from({ length: 8 }, (_, i) => {
      const [slug, token] = shopsAndTokens[i % shopsAndTokens.length] ?? ['', ''];
      return postBytes(
        `${url}/api/v1/seller/shops/${slug}/images`,
        { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
        photo,
      );
    }),
  ).finally(() => (done = true));
  const loaded = await signIns(url, half, shoppers - half, () => done);
  const statuses = await uploads;
  const idleFigure = summary(idle);
  const loadedFigure = summary(loaded);
  return {
    idle: idleFigure,
    loaded: loadedFigure,
    ratioP99: loadedFigure.p99 / idleFigure.p99,
    uploads: {
      accepted: statuses.filter((s) => s === 201).length,
      refused: statuses.filter((s) => s === 429).length,
      seconds: (performance.now() - started) / 1000,
      photoBytes: photo.length,
    },
  };
}
