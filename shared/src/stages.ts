/**
 * A parcel's stage (docs/product.md §2.3b): where it is on the way, as the tracking page's stepper
 * shows it. Five steps in order, and four exceptions shown on the step where they happen. No
 * schema library here: the public site's first load uses these.
 */

/** The stepper's steps, in order. */
export const PARCEL_STEPS = [
  'created',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
] as const;
export type ParcelStep = (typeof PARCEL_STEPS)[number];

/** Something went wrong or waits: shown in place of a step, with its own name. */
export const PARCEL_EXCEPTIONS = ['held', 'failed_attempt', 'returned', 'cancelled'] as const;
export type ParcelException = (typeof PARCEL_EXCEPTIONS)[number];

export const PARCEL_STAGES = [...PARCEL_STEPS, ...PARCEL_EXCEPTIONS] as const;
export type ParcelStage = (typeof PARCEL_STAGES)[number];

/**
 * The step each exception happens at: a parcel is held on the way, a delivery attempt fails when
 * it is out for delivery, and a return ends the journey instead of the delivery.
 */
export const EXCEPTION_STEP: Readonly<Record<ParcelException, ParcelStep>> = {
  held: 'in_transit',
  failed_attempt: 'out_for_delivery',
  returned: 'delivered',
  // The shop called the parcel off (docs/api.md): its journey ends where it began.
  cancelled: 'created',
};

/** The stages after which a parcel can no longer be cancelled: its journey is over. */
export const FINAL_STAGES: readonly ParcelStage[] = ['delivered', 'returned', 'cancelled'];

export function isParcelStage(value: unknown): value is ParcelStage {
  return typeof value === 'string' && (PARCEL_STAGES as readonly string[]).includes(value);
}

export function isParcelException(stage: ParcelStage): stage is ParcelException {
  return (PARCEL_EXCEPTIONS as readonly string[]).includes(stage);
}

/** One row of Settings' status mapping: a status text and the stage it means. */
export interface StatusStage {
  status: string;
  stage: ParcelStage;
}

/** How many rows the mapping may hold: enough for every wording, small enough to read. */
export const STATUS_STAGES_MAX = 50;

/** The mapping a new install starts with: the status texts staff commonly write. */
export const DEFAULT_STATUS_STAGES: readonly StatusStage[] = [
  { status: 'Created', stage: 'created' },
  { status: 'Label created', stage: 'created' },
  { status: 'Pending', stage: 'created' },
  { status: 'Picked up', stage: 'picked_up' },
  { status: 'Collected', stage: 'picked_up' },
  { status: 'In transit', stage: 'in_transit' },
  { status: 'Shipped', stage: 'in_transit' },
  { status: 'Arrived at hub', stage: 'in_transit' },
  { status: 'Customs clearance', stage: 'in_transit' },
  { status: 'Out for delivery', stage: 'out_for_delivery' },
  { status: 'Delivered', stage: 'delivered' },
  { status: 'On hold', stage: 'held' },
  { status: 'Held at customs', stage: 'held' },
  { status: 'Delivery attempted', stage: 'failed_attempt' },
  { status: 'Failed delivery attempt', stage: 'failed_attempt' },
  { status: 'Returned', stage: 'returned' },
  { status: 'Returned to sender', stage: 'returned' },
  { status: 'Cancelled', stage: 'cancelled' },
];

/**
 * A status text as the mapping compares it: Unicode-normalised, trimmed, runs of white space as
 * one space, lower case ("  In   TRANSIT " → "in transit"). Computed here only, and stored, so
 * the server's SQL never has to lower-case text itself (its collation might do it otherwise).
 */
export function statusKey(status: string): string {
  return status.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/**
 * The mapping as a lookup by status key; when two rows say the same status, the first wins. A
 * Map, so a status such as "__proto__" or "constructor" is only ever a status.
 */
export function statusStageIndex(rows: readonly StatusStage[]): Map<string, ParcelStage> {
  const index = new Map<string, ParcelStage>();
  for (const row of rows) {
    const key = statusKey(row.status);
    if (key && !index.has(key)) index.set(key, row.stage);
  }
  return index;
}

export type StepState = 'done' | 'current' | 'upcoming';

/** One step of the stepper as the tracking page draws it. */
export interface StepperStep {
  step: ParcelStep;
  state: StepState;
  /** Set on the current step when the parcel's stage is an exception that happened there. */
  exception: ParcelException | null;
}

/** The five steps for a stage: the ones before it done, its own current, the rest to come. */
export function stepperSteps(stage: ParcelStage): StepperStep[] {
  const exception = isParcelException(stage) ? stage : null;
  const at = PARCEL_STEPS.indexOf(exception ? EXCEPTION_STEP[exception] : (stage as ParcelStep));
  return PARCEL_STEPS.map((step, index) => ({
    step,
    // A delivered parcel's journey is over: its last step is both reached and current.
    state: index < at ? 'done' : index === at ? 'current' : 'upcoming',
    exception: index === at ? exception : null,
  }));
}
