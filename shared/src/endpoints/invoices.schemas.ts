/** The schemas and summaries of the endpoints in invoices.ts, each required by the compiler. */
import { describeArea } from '../endpoint-description.js';
import { pageQuerySchema } from '../schemas/queries.js';
import { pagedSchema } from '../envelope.js';
import { invoiceCreateSchema, invoiceSchema } from '../schemas/invoice.js';
import * as endpoints from './invoices.js';

export const invoicesSchemas = describeArea(endpoints, {
  listInvoices: {
    summary: 'Invoices, newest first, a page at a time.',
    query: pageQuerySchema,
    data: () => pagedSchema(invoiceSchema),
  },
  createInvoice: {
    summary:
      'Create a numbered invoice (INV-000001…). Only product is required; a tracking_code must be an existing parcel’s.',
    body: invoiceCreateSchema,
    data: () => invoiceSchema,
  },
  getInvoicePdf: {
    summary:
      'The invoice as an A4 PDF (shown inline): company contact, number, date, customer, product and amount, and the linked parcel with a QR code of its tracking page.',
  },
});
