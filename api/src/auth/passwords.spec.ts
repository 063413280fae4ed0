import type { Request, Response } from 'express';
import { withRequestContext } from '../core/http/request-context.js';
import { ApiError } from '../core/http/api-error.js';
import { PasswordHasher } from './passwords.js';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher({ threads: 1, queue: 8 });
  afterAll(() => hasher.close());

  it('hashes with argon2id and a fresh salt each time', async () => {
    const first = await hasher.hash('correct horse');
    const second = await hasher.hash('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toEqual(second);
    expect(first).not.toContain('correct horse');
  });

  it('verifies the right secret only', async () => {
    const hash = await hasher.hash('correct horse');
    await expect(hasher.verify(hash, 'correct horse')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'Correct horse')).resolves.toBe(false);
  });

  it('treats a damaged hash as a mismatch, not a crash', async () => {
    await expect(hasher.verify('not a hash', 'anything')).resolves.toBe(false);
    await expect(hasher.verifyDecoy('anything')).resolves.toBe(false);
  });
});

describe('PasswordHasher at the test suite’s cost', () => {
  const cheap = new PasswordHasher({ threads: 1, queue: 8, cost: 'test' });
  const standard = new PasswordHasher({ threads: 1, queue: 8 });
  afterAll(() => Promise.all([cheap.close(), standard.close()]));

  it('hashes with the least argon2id allows, and each cost verifies the other’s hashes', async () => {
    const light = await cheap.hash('correct horse');
    expect(light).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    await expect(standard.verify(light, 'correct horse')).resolves.toBe(true);
    await expect(standard.verify(light, 'Correct horse')).resolves.toBe(false);
    const heavy = await standard.hash('correct horse');
    expect(heavy).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(cheap.verify(heavy, 'correct horse')).resolves.toBe(true);
  });
});

describe('PasswordHasher under a flood', () => {
  it('refuses past its queue with a coded 429 and Retry-After instead of queueing more', async () => {
    const small = new PasswordHasher({ threads: 1, queue: 2 });
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) => small.hash(`password ${i}`)),
      );
      const refused = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [outcome.reason as ApiError] : [],
      );
      // One hashing, two waiting: the other three are refused at once.
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
      expect(refused).toHaveLength(3);
      for (const error of refused) {
        expect(error).toBeInstanceOf(ApiError);
        expect(error.getStatus()).toBe(429);
        expect(error.problems[0]).toMatchObject({ code: 'server.busy', params: { seconds: 5 } });
        expect(error.headers).toEqual({ 'Retry-After': '5' });
      }
    } finally {
      await small.close();
    }
  });
});

describe('PasswordHasher shared between requesters', () => {
  /** Runs `work` as if in a request from `ip`, signed in as `account` when given. */
  const asRequest = <T>(ip: string, account: number | null, work: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const user = account === null ? undefined : { id: account, email: 'a@b.c', role: 'viewer' };
      const request = { ip, user, headers: {} } as unknown as Request;
      withRequestContext(request, {} as Response, () => {
        work().then(resolve, reject);
      });
    });

  it('gives one flooding account a share of the queue; another client is served next', async () => {
    const pool = new PasswordHasher({ threads: 1, queue: 16 });
    try {
      const finished: string[] = [];
      const flood = Array.from({ length: 12 }, (_, i) =>
        asRequest('198.51.100.7', 7, () => pool.hash(`guess ${i}`)).then(
          () => finished.push('flood'),
          (error: ApiError) => error.getStatus(),
        ),
      );
      const other = asRequest('203.0.113.9', null, () => pool.hash('the owner')).then(() =>
        finished.push('other'),
      );
      const refused = (await Promise.all(flood)).filter((outcome) => outcome === 429);
      await other;
      // One hashing and eight waiting (half of the queue, at least one) per requester.
      expect(refused).toHaveLength(3);
      // The other client's hash went as soon as the flood's turn was over: not behind its line.
      expect(finished.indexOf('other')).toBeLessThanOrEqual(2);
    } finally {
      await pool.close();
    }
  });
});
