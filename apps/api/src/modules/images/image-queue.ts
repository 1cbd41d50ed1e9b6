import { RateLimitedError } from '../../errors/domain-errors';

/** How many pictures wait, in all and per uploader (decision 088). */
export interface ImageQueueLimits {
  /** Pictures decoded and encoded at once on this instance. */
  concurrency: number;
  /** Pictures in the queue at once, the running ones included; one more is refused with 429. */
  maxQueued: number;
  /** One uploader's pictures in the queue at once (running or waiting). */
  perOwner: number;
}

export const IMAGE_QUEUE_LIMITS: ImageQueueLimits = { concurrency: 1, maxQueued: 8, perOwner: 2 };

export const IMAGE_QUEUE_MESSAGES = {
  ownerBusy: 'Your earlier pictures are still being processed: wait for them, then add this one',
  busy: 'Many pictures are being processed right now: please try again in a moment',
  gone: 'The upload was cancelled before its picture was processed',
} as const;

/** What one picture takes, until the first ones are timed (a 12-megapixel photo took 5.5 s, decision 033). */
const FIRST_GUESS_MS = 5000;

/**
 * Pictures are decoded and encoded one at a time on an instance (decision 088), in the order they came;
 * a full queue, or an uploader with pictures already waiting, is refused at once with a `Retry-After`
 * estimated from how long the recent pictures took, rather than piling up work a phone gave up on.
 */
export class ImageQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly owners = new Map<string, number>();
  /** The most pictures ever processed at once (tests and the bench read it). */
  peakActive = 0;
  private averageMs = FIRST_GUESS_MS;

  constructor(private readonly limits: ImageQueueLimits = IMAGE_QUEUE_LIMITS) {}

  /** Pictures in the queue now, running and waiting. */
  get size(): number {
    return this.active + this.waiting.length;
  }

  /**
   * Runs `work` when its turn comes. `stillWanted` is asked then: an upload whose client went away while
   * it waited is dropped instead of processed and stored for no one.
   */
  async run<T>(owner: string, work: () => Promise<T>, stillWanted: () => boolean = () => true): Promise<T> {
    const mine = this.owners.get(owner) ?? 0;
    if (mine >= this.limits.perOwner) throw new RateLimitedError(IMAGE_QUEUE_MESSAGES.ownerBusy, this.retryAfterSeconds(mine));
    if (this.size >= this.limits.maxQueued) throw new RateLimitedError(IMAGE_QUEUE_MESSAGES.busy, this.retryAfterSeconds(this.size));
    this.owners.set(owner, mine + 1);
    try {
      await this.turn();
      try {
        if (!stillWanted()) throw new RateLimitedError(IMAGE_QUEUE_MESSAGES.gone, 1);
        const started = Date.now();
        const result = await work();
        this.averageMs = (this.averageMs * 3 + (Date.now() - started)) / 4;
        return result;
      } finally {
        this.active -= 1;
        this.next();
      }
    } finally {
      const left = (this.owners.get(owner) ?? 1) - 1;
      if (left > 0) this.owners.set(owner, left);
      else this.owners.delete(owner);
    }
  }

  private turn(): Promise<void> {
    if (this.active < this.limits.concurrency) {
      this.begin();
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private begin(): void {
    this.active += 1;
    this.peakActive = Math.max(this.peakActive, this.active);
  }

  private next(): void {
    const start = this.waiting.shift();
    if (!start) return;
    this.begin();
    start();
  }

  /** Seconds until `ahead` pictures are done, at the recent pace. */
  private retryAfterSeconds(ahead: number): number {
    return Math.ceil((ahead * this.averageMs) / this.limits.concurrency / 1000);
  }
}
