import type { ActionResult, CourierServer, Outcome } from '../queue/queue';
import type { QueuedAction } from '../queue/types';

/**
 * A server as the queue sees it, keeping what it applied: each action id once (the idempotency
 * key), in the order received. `failNext` makes the next calls fail as a dropped network does,
 * after the server applied them (`afterApplying`) or before.
 */
export class FakeServer implements CourierServer {
  applied: QueuedAction[] = [];
  uploads: { kind: string; action: string }[] = [];
  calls = 0;
  refuse = new Map<string, string>();
  /** Ids whose batch is refused as a whole (a 400 of the schema). */
  invalid = new Set<string>();
  failNext: { times: number; afterApplying: boolean } | null = null;
  status: 'ok' | 'signed_out' = 'ok';

  async upload(kind: 'photo' | 'signature', action: QueuedAction): Promise<Outcome<string>> {
    if (this.status === 'signed_out') return { kind: 'retry', signedOut: true };
    this.uploads.push({ kind, action: action.id });
    return { kind: 'done', value: `${kind}-${this.uploads.length}` };
  }

  async send(actions: QueuedAction[]): Promise<Outcome<Map<string, ActionResult>>> {
    this.calls += 1;
    if (this.status === 'signed_out') return { kind: 'retry', signedOut: true };
    if (this.failNext && !this.failNext.afterApplying) return this.fail();
    const bad = actions.find((action) => this.invalid.has(action.id));
    if (bad) {
      return {
        kind: 'refused',
        problem: { code: 'request.invalid', params: {}, message: 'invalid' },
      };
    }
    const results = new Map<string, ActionResult>();
    for (const action of actions) {
      const reason = this.refuse.get(action.id);
      if (reason) {
        results.set(action.id, {
          status: 'refused',
          problem: { code: reason, params: {}, message: reason },
        });
      } else if (this.applied.some((done) => done.id === action.id)) {
        results.set(action.id, { status: 'duplicate' });
      } else {
        this.applied.push(structuredClone({ ...action, photo: undefined, signature: undefined }));
        results.set(action.id, { status: 'applied' });
      }
    }
    if (this.failNext) return this.fail();
    return { kind: 'done', value: results };
  }

  private fail(): Outcome<never> {
    const failing = this.failNext!;
    failing.times -= 1;
    if (failing.times <= 0) this.failNext = null;
    return { kind: 'retry' };
  }
}
