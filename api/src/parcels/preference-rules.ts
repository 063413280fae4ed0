import {
  FINAL_STAGES,
  type DeliveryPreference,
  type DeliveryPreferenceInput,
  type ParcelStage,
  type PreferenceClosed,
} from '@waybill/shared';

/** The company's rules for preferences (Settings, docs/product.md §2.3d). */
export interface PreferenceRules {
  options: readonly string[];
  windowDays: number;
  /** HH:MM in `timeZone`. */
  cutoff: string;
  timeZone: string;
}

/** The date `days` after `day` (both YYYY-MM-DD, calendar days). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days another day may be: tomorrow to `windowDays` days from today. */
export function preferenceWindow(today: string, windowDays: number) {
  return { first_day: addDays(today, 1), last_day: addDays(today, windowDays) };
}

/**
 * Why the parcel takes no choice now, or null: its journey is over, it is out for delivery, or
 * it is due today (its earliest expected day is today or past) and today's cut-off has passed, so
 * the run that takes it is being loaded.
 */
export function closedReason(
  parcel: { current_stage: ParcelStage | null; min_expected_delivery_date: string | null },
  now: { day: string; time: string },
  cutoff: string,
): PreferenceClosed | null {
  const stage = parcel.current_stage;
  if (stage && FINAL_STAGES.includes(stage)) return 'final';
  if (stage === 'out_for_delivery') return 'out_for_delivery';
  const due = parcel.min_expected_delivery_date;
  if (due !== null && due <= now.day && now.time >= cutoff) return 'cutoff';
  return null;
}

/** The preference as kept: every field present, those of other kinds null. */
export function storedPreference(input: DeliveryPreferenceInput, at: Date): DeliveryPreference {
  return {
    kind: input.kind,
    note: input.kind === 'safe_place' ? input.note : null,
    neighbour_name: input.kind === 'neighbour' ? input.neighbour_name : null,
    neighbour_house: input.kind === 'neighbour' ? input.neighbour_house : null,
    date: input.kind === 'another_day' ? input.date : null,
    chosen_at: at.toISOString(),
  };
}
