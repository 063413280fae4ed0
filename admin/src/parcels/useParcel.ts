import { problem, trackParcel, type Parcel, type PublicParcel } from '@waybill/shared';
import { useRecord, type RecordQuery } from '../app/queries';

/** Staff get every field of a parcel; the visitor's view lacks the private ones. */
function isStaffParcel(parcel: Parcel | PublicParcel): parcel is Parcel {
  return 'recipient_email' in parcel;
}

/**
 * One parcel with every field and the first page of its history, by tracking code. A `fresh`
 * screen (a form) waits for the server's current copy.
 */
export function useParcel(code: string, options: { fresh?: boolean } = {}): RecordQuery<Parcel> {
  const { load, reload } = useRecord(trackParcel, { params: { code } }, options);
  if (load.status !== 'found') return { load, reload };
  // The visitor's view means the session is gone.
  return isStaffParcel(load.data)
    ? { load: { status: 'found', data: load.data }, reload }
    : { load: { status: 'failed', problems: [problem('auth.signed_out')] }, reload };
}
