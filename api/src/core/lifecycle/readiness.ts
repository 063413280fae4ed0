import { Injectable } from '@nestjs/common';
import { problem } from '@waybill/shared';
import { ApiError } from '../http/api-error.js';

/** Where this instance is in its life: only `serving` may take traffic from a load balancer. */
export type LifecycleState = 'starting' | 'serving' | 'stopping';

/** Seconds a load balancer is told to wait before asking a starting instance again. */
const STARTING_RETRY_AFTER_SECONDS = 1;

/**
 * The instance's own part of readiness. `main.ts` says when the server is listening and done with
 * its start-up work, and the graceful shutdown says when it is stopping; the database part is
 * checked on each readiness call (SiteService.ready).
 */
@Injectable()
export class Readiness {
  private current: LifecycleState = 'starting';

  get state(): LifecycleState {
    return this.current;
  }

  /** The server listens and has finished its start-up work. A stopping server stays stopping. */
  serving(): void {
    if (this.current === 'starting') this.current = 'serving';
  }

  /** From now on readiness answers 503, so load balancers stop sending requests here. */
  stopping(): void {
    this.current = 'stopping';
  }

  /** Throws the 503 envelope unless the instance is serving. */
  assertServing(): void {
    if (this.current !== 'serving') throw notReady(this.current);
  }
}

/**
 * The 503 of an instance that may not take traffic: starting (Retry-After 1 s) or stopping (no
 * Retry-After: this instance will not come back, the load balancer picks another).
 */
export function notReady(state: Exclude<LifecycleState, 'serving'>): ApiError {
  const headers: Record<string, string> =
    state === 'starting' ? { 'Retry-After': String(STARTING_RETRY_AFTER_SECONDS) } : {};
  return new ApiError(503, [problem('server.not_ready', { state })], headers);
}
