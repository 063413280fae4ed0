/** Invoices. */
import { endpoint, type In } from '../endpoint.js';
import type { Paged } from '../envelope.js';
import type { Invoice, invoiceCreateSchema } from '../schemas/invoice.js';
import type { pageQuerySchema } from '../schemas/queries.js';

export const listInvoices = endpoint({
  method: 'GET',
  route: '/api/invoices',
  access: 'invoices.read',
  ...({} as { query: In<typeof pageQuerySchema>; data: Paged<Invoice> }),
});

export const createInvoice = endpoint({
  method: 'POST',
  route: '/api/invoices',
  access: 'invoices.write',
  audit: { writes: ['invoice.create'] },
  created: true,
  ...({} as { body: In<typeof invoiceCreateSchema>; data: Invoice }),
});

export const getInvoicePdf = endpoint({
  method: 'GET',
  route: '/api/invoices/:id/pdf',
  access: 'invoices.read',
  answer: 'pdf',
});
