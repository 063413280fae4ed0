import type { CourierAction, DeliveryFailureReason, PhonePosition } from '@waybill/shared';

export type ActionKind = CourierAction;
export type FailureReason = DeliveryFailureReason;
export type Position = PhonePosition;

/** Why the server refused something: its error code, the code's values and the English sentence. */
export interface Problem {
  code: string;
  params: Record<string, string | number>;
  message: string;
}

/**
 * One action as the phone keeps it until the server has it. `id` is made on the phone and is the
 * server's idempotency key: sent twice (the answer lost to a dropped network), it is applied once.
 */
export interface QueuedAction {
  /** Its place in the courier's order (IndexedDB's own counter: never reused, always rising). */
  seq?: number;
  id: string;
  parcel: string;
  kind: ActionKind;
  /** When the courier did it (ISO), not when it reached the server. */
  at: string;
  position: Position | null;
  reason?: FailureReason;
  /** The next attempt's day (YYYY-MM-DD) after a failed delivery. */
  next_attempt?: string;
  note?: string;
  received_by?: string;
  handover_code?: string;
  photo?: Blob;
  signature?: Blob;
  /** The server's ids of the uploaded proof, kept once uploaded so that a retry does not upload again. */
  photo_upload?: string;
  signature_upload?: string;
  state: 'waiting' | 'refused';
  problem?: Problem;
  tries: number;
  /** Epoch ms before which it is not tried again (backoff); 0: at once. */
  next_try_at: number;
}

/** What the caller gives to record an action: the rest is filled in by the queue. */
export type NewAction = Pick<
  QueuedAction,
  | 'parcel'
  | 'kind'
  | 'reason'
  | 'next_attempt'
  | 'note'
  | 'received_by'
  | 'handover_code'
  | 'photo'
  | 'signature'
>;
