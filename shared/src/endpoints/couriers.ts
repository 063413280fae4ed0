/**
 * Couriers on the road (docs/product.md §4.12): the courier's own run, scans, the sync of the
 * phone's queued actions and the proof's pictures (permission `courier.run`, a courier's only
 * one); the dispatcher's runs (assign, reorder, remove), the proof of a delivery and the reset of
 * a locked handover code.
 */
import { endpoint, type In } from '../endpoint.js';
import type {
  CourierRun,
  CourierScanAnswer,
  CourierSummary,
  CourierSyncAnswer,
  DeliveryProof,
  HandoverResetAnswer,
  ProofUploadAnswer,
  RunAssignAnswer,
  courierAddStopSchema,
  courierRunQuerySchema,
  courierScanQuerySchema,
  courierSyncSchema,
  proofUploadSchema,
  runAssignSchema,
  runOrderSchema,
  runQuerySchema,
  runRemoveSchema,
} from '../schemas/couriers.js';

// The courier's own.

export const getMyRun = endpoint({
  method: 'GET',
  route: '/api/courier/run',
  access: 'courier.run',
  ...({} as { query: In<typeof courierRunQuerySchema>; data: CourierRun }),
});

export const scanCode = endpoint({
  method: 'GET',
  route: '/api/courier/scan/:code',
  access: 'courier.run',
  ...({} as { query: In<typeof courierScanQuerySchema>; data: CourierScanAnswer }),
});

export const addMyStop = endpoint({
  method: 'POST',
  route: '/api/courier/run/stops',
  access: 'courier.run',
  audit: { writes: ['run.update'] },
  ...({} as { body: In<typeof courierAddStopSchema>; data: CourierRun }),
});

export const syncCourierActions = endpoint({
  method: 'POST',
  route: '/api/courier/sync',
  access: 'courier.run',
  // The handover code's e-mail (mail.create) as a parcel that asks for one goes out.
  audit: { writes: ['parcel.update', 'parcel.handover_failed', 'mail.create'] },
  ...({} as { body: In<typeof courierSyncSchema>; data: CourierSyncAnswer }),
});

export const uploadProofPicture = endpoint({
  method: 'POST',
  route: '/api/courier/uploads',
  access: 'courier.run',
  audit: { none: 'a picture is only kept for a delivery, audited with the delivery' },
  bodyType: 'form',
  created: true,
  ...({} as { body: In<typeof proofUploadSchema>; data: ProofUploadAnswer }),
});

// The dispatcher's.

export const listCouriers = endpoint({
  method: 'GET',
  route: '/api/couriers',
  access: 'parcels.read',
  ...({} as { data: CourierSummary[] }),
});

export const getRun = endpoint({
  method: 'GET',
  route: '/api/runs',
  access: 'parcels.read',
  ...({} as { query: In<typeof runQuerySchema>; data: CourierRun }),
});

export const assignToRun = endpoint({
  method: 'POST',
  route: '/api/runs/stops',
  access: 'parcels.write',
  audit: { writes: ['run.update'] },
  ...({} as { body: In<typeof runAssignSchema>; data: RunAssignAnswer }),
});

export const reorderRun = endpoint({
  method: 'POST',
  route: '/api/runs/order',
  access: 'parcels.write',
  audit: { writes: ['run.update'] },
  ...({} as { body: In<typeof runOrderSchema>; data: CourierRun }),
});

export const removeFromRun = endpoint({
  method: 'DELETE',
  route: '/api/runs/stops',
  access: 'parcels.write',
  audit: { writes: ['run.update'] },
  ...({} as { body: In<typeof runRemoveSchema>; data: CourierRun }),
});

export const getDeliveryProof = endpoint({
  method: 'GET',
  route: '/api/parcels/:code/proof',
  access: 'parcels.read',
  ...({} as { data: DeliveryProof | null }),
});

export const getDeliveryProofPdf = endpoint({
  method: 'GET',
  route: '/api/parcels/:code/proof.pdf',
  access: 'parcels.read',
  answer: 'pdf',
});

export const resetHandoverCode = endpoint({
  method: 'POST',
  route: '/api/parcels/:code/handover-code/reset',
  access: 'parcels.write',
  audit: { writes: ['parcel.handover_reset', 'mail.create'] },
  ...({} as { data: HandoverResetAnswer }),
});
