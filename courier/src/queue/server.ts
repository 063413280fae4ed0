import {
  createClient,
  syncCourierActions,
  uploadProofPicture,
  type ApiResult,
  type CourierActionPayload,
} from '@waybill/shared';
import type { ActionResult, CourierServer, Outcome } from './queue';
import type { Problem, QueuedAction } from './types';

/**
 * The queue's server: the contract's sync and upload endpoints (shared/src/endpoints/couriers.ts).
 * A failure to reach the server, a 5xx, a 429 or a 408 is tried again later; a 401 or 403 waits
 * for the courier to sign in again; any other refusal is final.
 */
export function courierServer(api = createClient()): CourierServer {
  return {
    async upload(kind, action, blob) {
      const form = new FormData();
      form.append('kind', kind);
      form.append(
        'image',
        blob,
        `${action.id}-${kind}.${blob.type === 'image/png' ? 'png' : 'jpg'}`,
      );
      const result = await api.call(uploadProofPicture, { body: form });
      return outcome(result, (data) => data.id);
    },
    async send(actions) {
      const result = await api.call(syncCourierActions, {
        body: { actions: actions.map(toPayload) },
      });
      return outcome(result, (data) => {
        const results = new Map<string, ActionResult>();
        for (const answer of data.results) {
          results.set(answer.id, {
            status:
              answer.outcome === 'refused'
                ? 'refused'
                : answer.outcome === 'applied'
                  ? 'applied'
                  : 'duplicate',
            problem:
              answer.outcome === 'refused'
                ? {
                    code: answer.error_code ?? 'courier.refused',
                    params: answer.error_params ?? {},
                    message: answer.message ?? '',
                  }
                : undefined,
          });
        }
        return results;
      });
    },
  };
}

/** An action as the sync endpoint takes it (courierActionSchema): no field a kind does not have. */
export function toPayload(action: QueuedAction): CourierActionPayload {
  const payload: CourierActionPayload = {
    id: action.id,
    code: action.parcel,
    action: action.kind,
    done_at: action.at,
    sequence: action.seq ?? 0,
  };
  if (action.position) payload.position = action.position;
  if (action.note) payload.note = action.note;
  if (action.kind === 'delivered') {
    payload.received_by = action.received_by ?? '';
    if (action.photo_upload) payload.photo_upload_id = action.photo_upload;
    if (action.signature_upload) payload.signature_upload_id = action.signature_upload;
    if (action.handover_code) payload.handover_code = action.handover_code;
  }
  if (action.kind === 'delivery_failed') {
    payload.failure_reason = action.reason ?? 'other';
    if (action.next_attempt) payload.next_attempt_on = action.next_attempt;
  }
  return payload;
}

function outcome<T, V>(result: ApiResult<T>, take: (data: T) => V): Outcome<V> {
  if (result.status >= 200 && result.status < 300 && result.data !== null) {
    return { kind: 'done', value: take(result.data) };
  }
  const problem: Problem | undefined = result.problems[0] && {
    code: result.problems[0].code,
    params: result.problems[0].params,
    message: result.problems[0].message,
  };
  if (result.status === 401 || result.status === 403) {
    return { kind: 'retry', signedOut: true, problem };
  }
  if (
    result.status === 0 ||
    result.status >= 500 ||
    result.status === 408 ||
    result.status === 429
  ) {
    return { kind: 'retry', problem };
  }
  return {
    kind: 'refused',
    problem: problem ?? { code: 'courier.refused', params: {}, message: `HTTP ${result.status}` },
  };
}
