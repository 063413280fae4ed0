import { HTMLTable, Icon } from '@blueprintjs/core';
import { listInvoices } from '@waybill/shared';
import { Link } from 'react-router';
import { INVOICE_CREATE, parcelPaths } from '../app/paths';
import { invoicePdfUrl } from '../app/pdf-links';
import { usePagedEndpoint } from '../app/queries';
import { useSiteConfig } from '../app/useGraph';
import { t } from '../i18n/i18n';
import { Ltr } from '../layout/Ltr';
import { LinkButton } from '../layout/LinkButton';
import { ListScreen } from '../layout/ListScreen';
import { formatDateTime } from '../parcels/format';
import { InvoiceBreadcrumbs } from './InvoiceBreadcrumbs';
import { formatAmount } from './format';

/**
 * /control/invoice/list.html (docs/product.md §4.9): every invoice, newest first, each PDF again.
 */
export function InvoiceList() {
  const timeZone = useSiteConfig()?.time_zone;
  const list = usePagedEndpoint(listInvoices, {});

  return (
    <ListScreen
      title={t('invoices.title')}
      breadcrumbs={<InvoiceBreadcrumbs />}
      action={
        <LinkButton to={INVOICE_CREATE} icon="plus" intent="primary" text={t('invoices.new')} />
      }
      list={list}
      noun={t('invoices.noun')}
      shown={(count) => t('invoices.shown', { count })}
      emptyIcon="document"
      emptyText={t('invoices.empty')}
    >
      {(rows) => (
        <HTMLTable striped className="wb-table" aria-label={t('invoices.table')}>
          <thead>
            <tr>
              <th scope="col">{t('invoices.column.number')}</th>
              <th scope="col">{t('invoices.column.date')}</th>
              <th scope="col">{t('invoices.column.product')}</th>
              <th scope="col">{t('invoices.column.customer')}</th>
              <th scope="col" className="wb-number-cell">
                {t('invoices.column.amount')}
              </th>
              <th scope="col">{t('invoices.column.tracking_code')}</th>
              <th scope="col">
                <span className="wb-visually-hidden">{t('invoices.pdf')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((invoice) => (
              <tr key={invoice.id}>
                <td className="wb-code wb-nowrap">
                  <Ltr>{invoice.number}</Ltr>
                </td>
                <td className="wb-nowrap">{formatDateTime(invoice.created_at, timeZone)}</td>
                <td>{invoice.product}</td>
                <td>
                  {invoice.customer_name ?? (invoice.customer_email ? '' : '—')}
                  {invoice.customer_email && (
                    <div className="wb-muted wb-small">
                      <Ltr>{invoice.customer_email}</Ltr>
                    </div>
                  )}
                </td>
                <td className="wb-number-cell wb-nowrap">
                  <Ltr>{formatAmount(invoice)}</Ltr>
                </td>
                <td>
                  {invoice.tracking_code ? (
                    <Link to={parcelPaths.detail(invoice.tracking_code)} className="wb-code">
                      <Ltr>{invoice.tracking_code}</Ltr>
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="wb-actions-cell">
                  <a href={invoicePdfUrl(invoice.id)} target="_blank" rel="noopener">
                    <Icon icon="document-open" size={12} /> {t('invoices.pdf')}
                    <span className="wb-visually-hidden">
                      {t('invoices.pdf_of', { number: invoice.number })}
                    </span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </ListScreen>
  );
}
