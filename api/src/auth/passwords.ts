import type { OnModuleDestroy } from '@nestjs/common';
import { problem } from '@waybill/shared';
import { Piscina } from 'piscina';
import { ApiError } from '../core/http/api-error.js';
import { currentOrigin } from '../core/http/request-context.js';
import { clientKey } from '../core/security/client-key.js';

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

/** The requester of hashes made outside any request: the server's own work, not held to a share. */
const SERVER = 'server';

/** One hash or verification waiting for a thread. */
interface HashJob {
  task: unknown;
  name: 'hash' | 'verify';
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Password hashing (argon2id, 19 MiB each) in a pool of worker threads: public calls (sign-in,
 * sign-up, PIN reset) can make the server hash, so the event loop never does it, at most
 * `threads` run at once and at most `queue` wait; the rest get 429 (a stranger's
 * flood is too many requests, not a fault: the fuzzer's rule of no 5xx holds) with Retry-After.
 *
 * Waiting hashes are served per requester in turn (a signed-in account, else a client: see
 * requesterOf), each with a small share of the queue: one member's or one client's flood fills
 * its own share and gets 429 for the rest, while anyone else's hash is next when a thread frees.
 */
export class PasswordHasher implements OnModuleDestroy {
  /**
   * Made at the first hash, not at start: its thread is a whole V8 instance (and argon2's 19 MiB),
   * which a server that only answers visitors never needs. Once made it keeps one thread.
   */
  private pool: Piscina | undefined;
  private readonly cost: NonNullable<HashingPoolSize['cost']>;
  private readonly threads: number;
  private readonly queue: number;
  /** Hashes one requester may have waiting at once. */
  private readonly perRequester: number;
  /** Waiting hashes by requester; the Map's order is the turn order. */
  private readonly lines = new Map<string, HashJob[]>();
  private queued = 0;
  private running = 0;
  private decoyHash: Promise<string> | undefined;

  constructor(size: HashingPoolSize) {
    this.threads = size.threads;
    this.queue = size.queue;
    this.perRequester = Math.max(1, Math.ceil(size.queue / 2));
    this.cost = size.cost ?? 'standard';
  }

  private threadPool(): Piscina {
    this.pool ??= new Piscina({
      filename: new URL('./password-worker.js', import.meta.url).href,
      minThreads: 1,
      maxThreads: this.threads,
      idleTimeout: 60_000,
      workerData: { cost: this.cost },
    });
    return this.pool;
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
    return this.queued;
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
  }

  onModuleDestroy(): Promise<void> {
    return this.close();
  }

  private run<T>(task: unknown, name: 'hash' | 'verify'): Promise<T> {
    return new Promise<unknown>((resolve, reject) => {
      const job: HashJob = { task, name, resolve, reject };
      if (this.running < this.threads && this.queued === 0) return this.start(job);
      const requester = requesterOf();
      const line = this.lines.get(requester) ?? [];
      const overShare = requester !== SERVER && line.length >= this.perRequester;
      if (this.queued >= this.queue || overShare) {
        return reject(hashingBusy());
      }
      line.push(job);
      this.lines.set(requester, line);
      this.queued += 1;
    }) as Promise<T>;
  }

  private start(job: HashJob): void {
    this.running += 1;
    this.threadPool()
      .run(job.task, { name: job.name })
      .then(job.resolve, job.reject)
      .finally(() => {
        this.running -= 1;
        this.startNext();
      });
  }

  /** The first requester in turn gets the free thread and goes to the back of the turn. */
  private startNext(): void {
    while (this.running < this.threads) {
      const next = this.lines.entries().next();
      if (next.done) return;
      const [requester, line] = next.value;
      const job = line.shift()!;
      this.lines.delete(requester);
      if (line.length > 0) this.lines.set(requester, line);
      this.queued -= 1;
      this.start(job);
    }
  }
}

/**
 * Whose share of the queue a hash uses: the signed-in account asking, else the client (an IPv4
 * address or an IPv6 /64, as rate limits count it), else the server's own work.
 */
function requesterOf(): string {
  const origin = currentOrigin();
  if (origin?.account) return `account:${origin.account.id}`;
  if (origin) return `client:${clientKey(origin.ip ?? undefined)}`;
  return SERVER;
}

export function hashingBusy(): ApiError {
  return new ApiError(429, [problem('server.busy', { seconds: HASHING_BUSY_RETRY_SECONDS })], {
    'Retry-After': String(HASHING_BUSY_RETRY_SECONDS),
  });
}
