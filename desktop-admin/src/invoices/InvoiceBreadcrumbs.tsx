import { INVOICES } from '../app/paths';
import { Breadcrumbs } from '../layout/Breadcrumbs';

/** Invoices › (the current screen): the list itself has the one step. */
export function InvoiceBreadcrumbs({ current }: { current?: string }) {
  return (
    <Breadcrumbs
      steps={
        current
          ? [{ label: 'Invoices', to: INVOICES }, { label: current }]
          : [{ label: 'Invoices' }]
      }
    />
  );
}
