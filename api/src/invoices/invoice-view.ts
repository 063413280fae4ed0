import type { Invoice } from '@waybill/shared';
import type { InvoiceEntity } from './invoice.entity.js';

/** The response shape of an invoice row: the contract's fields with an ISO timestamp. */
export function invoiceView(invoice: InvoiceEntity): Invoice {
  return { ...invoice, created_at: invoice.created_at.toISOString() };
}

/** The issue date as printed on the invoice, in the company's time zone: "24 November 2026". */
export function invoiceDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}
