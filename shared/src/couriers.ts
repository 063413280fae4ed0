/**
 * The choice lists and limits of couriers on the road (docs/product.md §4.12). No schema library
 * here: the courier app's first load uses these (its schemas are in schemas/couriers.ts).
 */

/** What a courier does to a parcel on the road; each is one one-step update of the parcel. */
export const COURIER_ACTIONS = [
  'picked_up',
  'at_hub',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'returned_to_sender',
] as const;
export type CourierAction = (typeof COURIER_ACTIONS)[number];

/** Why a delivery failed, from the list the app offers. */
export const DELIVERY_FAILURE_REASONS = [
  'nobody_home',
  'address_wrong',
  'refused',
  'access_denied',
  'damaged',
  'other',
] as const;
export type DeliveryFailureReason = (typeof DELIVERY_FAILURE_REASONS)[number];

/** The kinds of picture a courier uploads for a proof of delivery. */
export const PROOF_UPLOAD_KINDS = ['photo', 'signature'] as const;
export type ProofUploadKind = (typeof PROOF_UPLOAD_KINDS)[number];

/** How many actions one sync carries; the app sends a longer queue in several calls. */
export const SYNC_ACTIONS_MAX = 100;
/** How many parcels one assignment or reorder names. */
export const RUN_CODES_MAX = 200;
/** A handover code's length: digits only, read out at the door. */
export const HANDOVER_CODE_LENGTH = 6;
/** Wrong handover codes a parcel takes before it is locked until a dispatcher resets it. */
export const HANDOVER_TRIES_MAX = 5;
/** How long a received-by name or a note may be. */
export const PROOF_TEXT_MAX = 120;
export const COURIER_NOTE_MAX = 500;
