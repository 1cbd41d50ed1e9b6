import http from 'node:http';
import { noisyPhoto } from '../apps/api/src/test/test-images';
import { percentile } from './paced-load';

/**
 * Sign-in while pictures are processed (issue 35 finding 6, decision 088): eight parallel uploads of a 12-megapixel
 * photo took the shared CPU, and another shopper's sign-in went from 30 ms to 5.2 s median. The figure is the
 * sign-in p99 while eight such uploads are processed, as a ratio to its p99 when idle (goal ≤ 3×). A figure, not a test.
 *
 * Shoppers sign in at a steady pace, one every PACE_MS, from the first upload until the last is answered (decision
 * 158): the whole time the pictures are processed is sampled, and a slow answer does not hold back the next sign-in.
 */
export interface UploadsFigure {
  idle: { p50: number; p99: number; n: number };
  loaded: { p50: number; p99: number; n: number };
  ratioP99: number;
  uploads: { accepted: number; refused: number; seconds: number; photoBytes: number };
}

const PASSWORD = 'Bench@2024';
/** A shopper every 200 ms: a busy lunchtime's sign-ins, about a tenth of the server's core on their own. */
export const PACE_MS = 200;
/** Sign-ins timed before the uploads: 20 s at the pace. */
const IDLE_SIGN_INS = 100;
const WARM_UP = 5;
/** The longest the uploads are sampled for; a longer run's figure stops there (its `n` says so). */
const LONGEST_UPLOADS_MS = 99_000;
/** Bench shoppers the figure needs: the warm-up, the idle sign-ins and one every PACE_MS while the uploads last. */
export const UPLOADS_SHOPPERS = WARM_UP + IDLE_SIGN_INS + LONGEST_UPLOADS_MS / PACE_MS;

/** One sign-in of bench shopper `i` from an address of its own (the limits are per phone and address), in ms. */
async function signIn(url: string, i: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/v1/user/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` },
    body: JSON.stringify({ phone_number: `0709${String(i).padStart(7, '0')}`, password: PASSWORD }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-in ${i} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * Shoppers `from`… sign in one every PACE_MS, each sent on time whether or not the ones before have answered, until
 * `count` have or `until()` says stop; their times in ms.
 */
async function pacedSignIns(url: string, from: number, count: number, until: () => boolean = () => false): Promise<number[]> {
  const started = performance.now();
  const times: Promise<number>[] = [];
  for (let k = 0; k < count && !until(); k++) {
    const wait = started + k * PACE_MS - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (until()) break;
    times.push(signIn(url, from + k));
  }
  return Promise.all(times);
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

/**
 * `shoppers` bench shoppers must exist (0709…, the bench password): enough for the warm-up, the idle sign-ins and one
 * every PACE_MS while the uploads last; `owners` are shops' owner tokens by slug.
 */
export async function benchUploadsVsSignIn(url: string, owners: Map<string, string>, shoppers: number): Promise<UploadsFigure> {
  // A 4000 × 3000 camera-like photo, as a phone sends it.
  const photo = await noisyPhoto(4000, 3000);
  for (let i = 0; i < WARM_UP; i++) await signIn(url, i);
  const idle = await pacedSignIns(url, WARM_UP, IDLE_SIGN_INS);

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
  const first = WARM_UP + IDLE_SIGN_INS;
  const loaded = await pacedSignIns(url, first, shoppers - first, () => done);
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
