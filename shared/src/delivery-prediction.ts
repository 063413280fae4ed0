/**
 * A parcel's predicted delivery (docs/product.md §2.3e): what it rests on and why it changed. No
 * schema library here: the public site's tracking page reads these.
 */

/**
 * What a prediction rests on, from the finest group of past parcels to the staff's date:
 * `similar` (same origin and destination region, service, stage and day of the week), `route`
 * (the same without the day), `service` (service and stage), `stage` (the stage alone), `staff`
 * (too little history: the expected date staff gave).
 */
export const PREDICTION_BASES = ['similar', 'route', 'service', 'stage', 'staff'] as const;
export type PredictionBasis = (typeof PREDICTION_BASES)[number];

/**
 * Why the expected day moved since the last prediction: the parcel reached another stage, it is
 * taking longer than such parcels usually do, staff changed the expected date, or recent
 * deliveries changed what is usual.
 */
export const PREDICTION_CHANGES = ['stage', 'slower', 'promise', 'history'] as const;
export type PredictionChange = (typeof PREDICTION_CHANGES)[number];

/** Past parcels a group needs before its spread is trusted; fewer: the next coarser group. */
export const PREDICTION_MIN_SAMPLES = 20;
