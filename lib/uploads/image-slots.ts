// At most a few images are re-encoded at once per server process. A large photo costs about 1.6 s
// of CPU (and libvips spreads one image over several threads already), so without a cap a burst
// of uploads makes every other request on the server wait. Requests beyond the cap queue; one
// that waits too long, or finds the queue full, is told the server is busy (RATE_LIMITED with a
// retry-after), instead of holding its decoded upload in memory indefinitely.
import 'server-only';
import { rateLimited } from '@/lib/errors';
import { IMAGE_BUSY } from '@/lib/domain/upload-rules';

export type SlotSettings = { concurrency: number; queueTimeoutMs: number; maxQueue: number };

function positiveInt(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Read at every call, so IMAGE_PROCESSING_CONCURRENCY and friends apply without reloading the module. */
export function slotSettings(env: NodeJS.ProcessEnv = process.env): SlotSettings {
  return {
    concurrency: positiveInt(env.IMAGE_PROCESSING_CONCURRENCY, 2),
    queueTimeoutMs: positiveInt(env.IMAGE_QUEUE_TIMEOUT_MS, 20_000),
    maxQueue: positiveInt(env.IMAGE_QUEUE_MAX, 10),
  };
}

type Waiter = { start: () => void; timer: ReturnType<typeof setTimeout> };

export class ImageSlots {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  /** the most ever running at once, and when the last few ran (for tests and measurements) */
  peak = 0;
  readonly recent: { startedAt: number; endedAt: number }[] = [];

  constructor(private readonly settings: () => SlotSettings = () => slotSettings()) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    const startedAt = performance.now();
    try {
      return await work();
    } finally {
      this.recent.push({ startedAt, endedAt: performance.now() });
      if (this.recent.length > 20) this.recent.shift();
      this.release();
    }
  }

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  private take(): void {
    this.active++;
    this.peak = Math.max(this.peak, this.active);
  }

  private acquire(): Promise<void> {
    const { concurrency, queueTimeoutMs, maxQueue } = this.settings();
    if (this.active < concurrency && this.waiting.length === 0) {
      this.take();
      return Promise.resolve();
    }
    if (this.waiting.length >= maxQueue) return Promise.reject(busy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          this.take();
          resolve();
        },
        timer: setTimeout(() => {
          const i = this.waiting.indexOf(waiter);
          if (i >= 0) this.waiting.splice(i, 1);
          reject(busy());
        }, queueTimeoutMs),
      };
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    this.active--;
    // first come, first served; the cap is read again (it may have been lowered)
    while (this.waiting.length > 0 && this.active < this.settings().concurrency) this.waiting.shift()!.start();
  }
}

const busy = () => rateLimited(IMAGE_BUSY.message, IMAGE_BUSY.retryAfterSeconds);

// One per process: each Next route bundle has its own copy of this module, the slots are shared.
const KEY = Symbol.for('dog-meals.image-slots');
const shared = globalThis as unknown as Record<symbol, ImageSlots | undefined>;

export function imageSlots(): ImageSlots {
  return (shared[KEY] ??= new ImageSlots());
}
