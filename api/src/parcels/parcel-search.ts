/**
 * The text fields staff search parcels by ("contains", any case), as one expression: the same
 * expression as the trigram index parcels_text_search (migration 1765000000000, which keeps its
 * own copy as migrations do), so the planner can use that index. parcel-search.spec.ts checks
 * that the two stay equal.
 */
export const PARCEL_TEXT_SEARCH =
  "(recipient_name || ' ' || coalesce(sender_name, '') || ' ' || destination || ' ' || coalesce(status, ''))";
