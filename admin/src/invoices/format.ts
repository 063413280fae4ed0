import type { Invoice } from '@waybill/shared';
import { currentLocale } from '../i18n/i18n';

/** "€1,234.50" (in the chosen language's way), or "1,234.50" without a currency; '—' without an amount. */
export function formatAmount(invoice: Pick<Invoice, 'amount' | 'currency'>): string {
  if (invoice.amount === null) return '—';
  if (invoice.currency) {
    try {
      return new Intl.NumberFormat(currentLocale(), {
        style: 'currency',
        currency: invoice.currency,
      }).format(invoice.amount);
    } catch {
      // A code Intl does not know: the number and the code as typed.
    }
  }
  const number = new Intl.NumberFormat(currentLocale(), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(invoice.amount);
  return invoice.currency ? `${number} ${invoice.currency}` : number;
}
