/**
 * What a recipient may ask of a parcel's delivery once they have shown they know the recipient
 * (docs/product.md §2.3d), and the e-mails a subscriber may choose (§10). No schema library here:
 * the public site's first load uses these.
 */

/** The delivery preferences a company may offer (Settings: preference_options). */
export const DELIVERY_OPTIONS = ['safe_place', 'neighbour', 'depot', 'another_day'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

/** Why a choice can no longer be made: the run is loaded, the parcel is on it, or it is over. */
export const PREFERENCE_CLOSED = ['cutoff', 'out_for_delivery', 'final'] as const;
export type PreferenceClosed = (typeof PREFERENCE_CLOSED)[number];

/** The longest safe-place note and neighbour's name a recipient may give. */
export const PREFERENCE_NOTE_MAX = 300;
export const NEIGHBOUR_NAME_MAX = 100;
export const NEIGHBOUR_HOUSE_MAX = 20;
/** The most days ahead a company may let a delivery be moved. */
export const PREFERENCE_WINDOW_MAX = 14;

/** The events a subscriber may be told about. */
export const NOTIFICATION_EVENTS = [
  'out_for_delivery',
  'delivered',
  'delayed',
  'failed_attempt',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** The history entry's words for a choice (English, as staff's entries are). */
export function preferenceEntryTitle(kind: DeliveryOption): string {
  switch (kind) {
    case 'safe_place':
      return 'Recipient asked to leave it in a safe place';
    case 'neighbour':
      return 'Recipient asked to leave it with a neighbour';
    case 'depot':
      return 'Recipient asked to hold it at the depot for collection';
    case 'another_day':
      return 'Recipient asked to deliver it on another day';
  }
}

/** A stored preference as one line (the panel, the label, the history entry's description). */
export function preferenceSummary(preference: {
  kind: DeliveryOption;
  note?: string | null;
  neighbour_name?: string | null;
  neighbour_house?: string | null;
  date?: string | null;
}): string {
  switch (preference.kind) {
    case 'safe_place':
      return `Safe place: ${preference.note ?? ''}`;
    case 'neighbour':
      return `Neighbour: ${preference.neighbour_name ?? ''}, house ${preference.neighbour_house ?? ''}`;
    case 'depot':
      return 'Hold at the depot for collection';
    case 'another_day':
      return `Deliver on ${preference.date ?? ''}`;
  }
}
