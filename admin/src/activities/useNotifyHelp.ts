import type { Parcel } from '@waybill/shared';
import { useMailStatus } from '../email/useMailStatus';
import { t } from '../i18n/i18n';

/**
 * The note under "Notify the recipient by e-mail": who gets the entry, and, while no mail server
 * is set, that it waits until mail is set up rather than going now (docs/product.md §4.3).
 */
export function useNotifyHelp(parcel: Pick<Parcel, 'recipient_email'>): string {
  const mail = useMailStatus();
  if (!parcel.recipient_email) return t('activities.notify.no_email');
  const held = mail.data?.source === 'none';
  return t(held ? 'activities.notify.toHeld' : 'activities.notify.to', {
    email: parcel.recipient_email,
  });
}
