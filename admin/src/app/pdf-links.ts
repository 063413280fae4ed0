import { getInvoicePdf, getParcelLabel } from '@waybill/shared';

/**
 * The PDFs the API makes. Plain same-origin addresses: opened in a new tab, the browser sends the
 * session cookie along, so no download code is needed. Not in paths.ts, which is in the first
 * load: the bundler would bring the endpoints' whole modules (every parcel and invoice endpoint)
 * along with these two.
 */
export const invoicePdfUrl = (id: number) => getInvoicePdf.path({ id });
export const parcelLabelUrl = (code: string) => getParcelLabel.path({ code });
