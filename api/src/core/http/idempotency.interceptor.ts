import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
  type OnModuleDestroy,
} from '@nestjs/common';
import { problem } from '@waybill/shared';
import { createHash, randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { DataSource, type EntitySubscriberInterface, type TransactionCommitEvent } from 'typeorm';
import { Housekeeping } from '../housekeeping.service.js';
import { ApiError } from './api-error.js';
import { bearerOf } from './api-key-caller.js';
import { IdempotencyRepository, type KeyClaim } from './idempotency.repository.js';
import { currentRequest } from './request-context.js';

/**
 * An answer given before for the same Idempotency-Key and request: the exception filter sends it
 * again as it was (status and body), marked `Idempotent-Replayed: true`.
 */
export class ReplayedAnswer extends Error {
  constructor(
    readonly status: number,
    readonly answer: unknown,
  ) {
    super('Replayed answer');
  }
}

/** Answers not kept: refusals worth trying again (auth, limits) and the server's own failures. */
const NOT_KEPT = new Set([401, 403, 408, 429]);

/** The claim a request holds while it runs, for its transactions' commits to mark. */
const CLAIMS = new WeakMap<Request, KeyClaim>();
/** Requests whose key went to a retry: their answer is not the key's to keep. */
const LOST = new WeakSet<Request>();

/**
 * `Idempotency-Key` on a POST (the IETF draft, docs/api.md): the first request with a key claims
 * it, the answer it gets is kept for 24 hours, and the same key with the same request gets that
 * answer again without the effect running twice; with another request it is a 422; while the
 * first is still running, a 409 (Retry-After: 1). Keys are the caller's own: an API key's (by its
 * hash) or a staff member's; a visitor's header is ignored. Runs after the guard, so a refused key
 * never claims or reads anything.
 *
 * The claim and the effect are one unit. The claim is committed first with a lease (so a
 * parallel retry sees it and waits), and every transaction the request commits marks it applied
 * in that same transaction (a TypeORM subscriber, before COMMIT): the effect and "this key was
 * used" commit together or not at all. A request that failed before its effect gives the key
 * back; one whose server died leaves a claim never applied, which a retry takes over once the
 * lease runs out; a request that outran its lease and lost the key has its effect rolled back.
 * A claim applied whose answer was lost (the server died between the two) is never run again.
 */
@Injectable()
export class IdempotencyInterceptor
  implements NestInterceptor, EntitySubscriberInterface, OnModuleDestroy
{
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly keys: IdempotencyRepository,
    private readonly dataSource: DataSource,
    housekeeping: Housekeeping,
  ) {
    housekeeping.register(() => this.keys.deleteExpired());
    dataSource.subscribers.push(this);
  }

  onModuleDestroy(): void {
    const index = this.dataSource.subscribers.indexOf(this);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
  }

  /** A transaction of a request holding a claim: the claim is marked applied in it. */
  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const request = currentRequest();
    const claim = request && CLAIMS.get(request);
    if (!claim) return;
    if (!(await this.keys.markApplied(event.queryRunner.manager, claim))) {
      // The key went to a retry (this request outran its lease): its effect must not commit.
      CLAIMS.delete(request);
      LOST.add(request);
      throw new ApiError(409, [problem('idempotency.in_progress')], { 'Retry-After': '1' });
    }
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    const header = request.headers['idempotency-key'];
    if (request.method !== 'POST' || header === undefined) return next.handle();
    const caller = callerOf(request);
    // A multipart body is read after this point: its files cannot be compared.
    if (!caller || request.is('multipart/form-data')) return next.handle();
    const key = keyOf(header);
    if (key === null) throw ApiError.badRequest(problem('idempotency.key_format'));
    const hash = requestHash(request);
    // Nested deeper than any request the contract takes: the schema refuses it, nothing happens.
    if (hash === null) return next.handle();
    const claim: KeyClaim = { caller, key, token: randomUUID() };
    const found = await this.keys.claim(claim, hash);
    if (found) {
      if (found.request_hash !== hash) {
        throw new ApiError(422, [problem('idempotency.key_reused')]);
      }
      // Done, and its request no longer on its way to keeping the answer: it was lost.
      if (found.status_code === null && found.applied && !found.running) {
        throw new ApiError(409, [problem('idempotency.answer_lost')]);
      }
      if (found.status_code === null) {
        throw new ApiError(409, [problem('idempotency.in_progress')], { 'Retry-After': '1' });
      }
      throw new ReplayedAnswer(found.status_code, found.answer);
    }
    CLAIMS.set(request, claim);
    this.keepAnswer(request, context.switchToHttp().getResponse<Response>(), claim);
    return next.handle();
  }

  /**
   * Keeps the answer before it leaves (a retry that follows it at once finds it), whichever way
   * it is sent (the envelope or the exception filter: both end in `send`); an answer not kept
   * gives the key back unless its effect committed. A client that hangs up does not end the
   * claim: the request goes on and its answer is kept all the same (or, if its server dies, the
   * lease runs out).
   */
  private keepAnswer(request: Request, response: Response, claim: KeyClaim): void {
    const send = response.send.bind(response);
    let settled = false;
    response.send = ((body?: unknown) => {
      response.send = send;
      if (settled) return send(body);
      settled = true;
      CLAIMS.delete(request);
      if (LOST.has(request)) return send(body);
      const status = response.statusCode;
      const json = String(response.get('Content-Type') ?? '').includes('json');
      const kept = json && status < 500 && !NOT_KEPT.has(status) ? parsed(body) : undefined;
      const stored =
        kept === undefined ? this.keys.release(claim) : this.keys.answer(claim, status, kept);
      stored
        .catch((error: unknown) => this.logger.warn({ err: error }, 'Could not keep the answer'))
        .finally(() => send(body));
      return response;
    }) as Response['send'];
  }
}

/** Whose keys these are: an API key's (by a hash of it) or a signed-in member's; else none. */
export function callerOf(request: Request): string | null {
  const bearer = bearerOf(request);
  if (bearer !== undefined)
    return `key:${createHash('sha256').update(bearer).digest('hex').slice(0, 40)}`;
  const user = request.isAuthenticated?.() ? (request.user as { id?: unknown }) : undefined;
  return typeof user?.id === 'number' ? `member:${user.id}` : null;
}

/** The key as sent: a structured-field string ("…") or bare; 1–255 visible ASCII characters. */
function keyOf(header: string | string[]): string | null {
  if (Array.isArray(header)) return null;
  const quoted = /^"(.*)"$/.exec(header.trim());
  const key = quoted ? quoted[1] : header.trim();
  return /^[\x21-\x7e]{1,255}$/.test(key) ? key : null;
}

/** Deeper than any body of the contract (a stranger's 400,000 brackets would exhaust the stack). */
const CANONICAL_DEPTH_MAX = 32;

/**
 * The request's fingerprint: its path and body (keys sorted, so their order does not matter);
 * null for a body nested deeper than CANONICAL_DEPTH_MAX.
 */
export function requestHash(request: Request): string | null {
  const body = canonical(request.body, 0);
  if (body === null) return null;
  return createHash('sha256')
    .update(`${request.method} ${request.originalUrl}\n${body}`)
    .digest('hex');
}

function canonical(value: unknown, depth: number): string | null {
  if (depth > CANONICAL_DEPTH_MAX) return null;
  if (Array.isArray(value)) {
    const items = value.map((item) => canonical(item, depth + 1));
    return items.includes(null) ? null : `[${items.join(',')}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    const parts = entries.map(([name, item]) => {
      const inner = canonical(item, depth + 1);
      return inner === null ? null : `${JSON.stringify(name)}:${inner}`;
    });
    return parts.includes(null) ? null : `{${parts.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function parsed(body: unknown): unknown {
  try {
    const text = Buffer.isBuffer(body) ? body.toString('utf8') : body;
    return typeof text === 'string' ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
