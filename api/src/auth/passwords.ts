import type { OnModuleDestroy } from '@nestjs/common';
import { problem } from '@waybill/shared';
import { Piscina } from 'piscina';
import { ApiError } from '../core/http/api-error.js';

/** How long a refused caller is told to wait when every hashing thread is busy. */
export const HASHING_BUSY_RETRY_SECONDS = 5;

export interface HashingPoolSize {
  /** Hashes computed at once (one per spare core by default, so requests keep a core). */
  threads: number;
  /** Hashes waiting for a thread; past it a caller is refused at once instead of queued. */
  queue: number;
  /**
   * standard: argon2id at OWASP's minimum (password-worker.js); test: the least argon2id allows,
   * for the test suite only (PASSWORD_HASH_COST, refused unless NODE_ENV=test).
   */
  cost?: 'standard' | 'test';
}

/**
 * Password hashing (argon2id, 19 MiB each) in a pool of worker threads: public calls (sign-in,
 * sign-up, PIN reset) can make the server hash, so the event loop never does it, at most
 * `threads` run at once and at most `queue` wait; the rest get 429 (a stranger's
 * flood is too many requests, not a fault: the fuzzer's rule of no 5xx holds) with Retry-After.
 */
export class PasswordHasher implements OnModuleDestroy {
  private readonly pool: Piscina;
  private decoyHash: Promise<string> | undefined;

  constructor(size: HashingPoolSize) {
    this.pool = new Piscina({
      filename: new URL('./password-worker.js', import.meta.url).href,
      minThreads: 1,
      maxThreads: size.threads,
      maxQueue: size.queue,
      idleTimeout: 60_000,
      workerData: { cost: size.cost ?? 'standard' },
    });
  }

  hash(secret: string): Promise<string> {
    return this.run<string>(secret, 'hash');
  }

  verify(hash: string, secret: string): Promise<boolean> {
    return this.run<boolean>({ hash, secret }, 'verify');
  }

  /** Verifies against a hash of nothing when there is no account, so both answers take as long. */
  async verifyDecoy(secret: string): Promise<false> {
    this.decoyHash ??= this.hash('decoy password that matches nothing').catch((error: unknown) => {
      this.decoyHash = undefined; // refused while busy: made again by the next caller
      throw error;
    });
    await this.verify(await this.decoyHash, secret);
    return false;
  }

  /** Hashes waiting for a thread (for tests and health). */
  get waiting(): number {
    return this.pool.queueSize;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }

  onModuleDestroy(): Promise<void> {
    return this.close();
  }

  private async run<T>(task: unknown, name: 'hash' | 'verify'): Promise<T> {
    try {
      return (await this.pool.run(task, { name })) as T;
    } catch (error) {
      if ((error as Error).message === 'Task queue is at limit') throw hashingBusy();
      throw error;
    }
  }
}

export function hashingBusy(): ApiError {
  return new ApiError(429, [problem('server.busy', { seconds: HASHING_BUSY_RETRY_SECONDS })], {
    'Retry-After': String(HASHING_BUSY_RETRY_SECONDS),
  });
}
