/**
 * Checks parcel answers against the contract off the page's main thread (parcelCheck.ts): the
 * schema library's set-up and the check itself would otherwise be long tasks of the tracking
 * page while it is being shown.
 */
import '../app/zodWithoutEval';
import { publicParcelSchema } from '@waybill/shared';
import type { ParcelCheckAnswer, ParcelCheckRequest } from './parcelCheck';

self.onmessage = (event: MessageEvent<ParcelCheckRequest>) => {
  const { id, data } = event.data;
  const parsed = publicParcelSchema.safeParse(data);
  const answer: ParcelCheckAnswer = parsed.success
    ? { id, parcel: parsed.data }
    : { id, parcel: null, error: parsed.error.message };
  self.postMessage(answer);
};
