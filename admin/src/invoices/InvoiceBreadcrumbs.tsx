import { INVOICES } from '../app/paths';
import { t } from '../i18n/i18n';
import { Breadcrumbs } from '../layout/Breadcrumbs';

/** Invoices › (the current screen): the list itself has the one step. */
export function InvoiceBreadcrumbs({ current }: { current?: string }) {
  return (
    <Breadcrumbs
      steps={
        current
          ? [{ label: t('invoices.title'), to: INVOICES }, { label: current }]
          : [{ label: t('invoices.title') }]
      }
    />
  );
}
