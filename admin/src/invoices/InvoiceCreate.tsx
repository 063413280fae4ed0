import { AnchorButton, Card } from '@blueprintjs/core';
import { createInvoice, invoiceCreateSchema, listInvoices, type Invoice } from '@waybill/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { INVOICES } from '../app/paths';
import { invoicePdfUrl } from '../app/pdf-links';
import { useEndpointMutation } from '../app/queries';
import {
  Field,
  Form,
  FormErrors,
  FormSuccess,
  SubmitButton,
  useFormSubmit,
  useSchemaForm,
} from '../forms';
import { t } from '../i18n/i18n';
import { LinkButton } from '../layout/LinkButton';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { InvoiceBreadcrumbs } from './InvoiceBreadcrumbs';
import { formatAmount } from './format';

interface InvoiceValues {
  product: string;
  tracking_code: string;
  amount: string;
  currency: string;
  customer_name: string;
  customer_email: string;
}

const EMPTY_INVOICE: InvoiceValues = {
  product: '',
  tracking_code: '',
  amount: '',
  currency: '',
  customer_name: '',
  customer_email: '',
};

/**
 * /control/invoice/create.html: one required field, product, plus optional details for the
 * printed invoice (docs/product.md §4.9). The new invoice's number and PDF are offered at once.
 */
export function InvoiceCreate() {
  useDocumentTitle(t('invoices.create.title'));
  const [created, setCreated] = useState<Invoice | null>(null);
  const form = useSchemaForm(invoiceCreateSchema, { defaultValues: EMPTY_INVOICE });
  const create = useEndpointMutation(createInvoice, { invalidates: [listInvoices] });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
    successMessage: t('invoices.create.done'),
    send: (body) => {
      setCreated(null);
      return create.mutateAsync({ body });
    },
    onSuccess: ({ data: invoice }) => {
      setCreated(invoice);
      form.reset(EMPTY_INVOICE);
    },
  });
  const { register } = form;

  return (
    <section className="wb-medium">
      <InvoiceBreadcrumbs current={t('invoices.create.title')} />
      <div className="wb-title-row">
        <h1>{t('invoices.create.title')}</h1>
        <LinkButton to={INVOICES} minimal icon="th-list" text={t('invoices.create.all')} />
      </div>
      <Form form={form} onSubmit={onSubmit}>
        <Field
          label={t('invoices.field.product')}
          autoComplete="off"
          helperText={t('invoices.field.product_help')}
          {...register('product')}
        />
        <fieldset className="wb-fieldset">
          <legend>{t('invoices.create.optional')}</legend>
          <p className="wb-muted wb-small">{t('invoices.create.optional_help')}</p>
          <Field
            label={t('invoices.field.tracking_code')}
            optional
            autoComplete="off"
            spellCheck={false}
            {...register('tracking_code')}
          />
          <div className="wb-inline-fields">
            <Field
              label={t('invoices.field.amount')}
              type="number"
              optional
              min={0}
              {...register('amount')}
            />
            <Field
              label={t('invoices.field.currency')}
              optional
              maxLength={3}
              autoComplete="off"
              spellCheck={false}
              placeholder="EUR"
              className="wb-uppercase"
              {...register('currency')}
            />
          </div>
          <Field
            label={t('invoices.field.customer_name')}
            optional
            autoComplete="off"
            {...register('customer_name')}
          />
          <Field
            label={t('invoices.field.customer_email')}
            type="email"
            optional
            autoComplete="off"
            {...register('customer_email')}
          />
        </fieldset>
        <FormErrors />
        <FormSuccess message={message} />
        {created && <CreatedInvoice invoice={created} />}
        <div className="wb-form-actions">
          <SubmitButton text={t('invoices.create.submit')} icon="plus" fetching={fetching} />
          <LinkButton to={INVOICES} minimal text={t('invoices.cancel')} />
        </div>
      </Form>
    </section>
  );
}

function CreatedInvoice({ invoice }: { invoice: Invoice }) {
  return (
    <Card className="wb-created-invoice" role="region" aria-labelledby="created-invoice">
      <h2 id="created-invoice">{t('invoices.created.title', { number: invoice.number })}</h2>
      <p>
        {invoice.product}
        {invoice.amount !== null && <> · {formatAmount(invoice)}</>}
        {invoice.tracking_code && (
          <> · {t('invoices.created.parcel', { code: invoice.tracking_code })}</>
        )}
      </p>
      <div className="wb-form-actions">
        {/* Same origin: the new tab sends the session cookie the PDF needs. */}
        <AnchorButton
          href={invoicePdfUrl(invoice.id)}
          target="_blank"
          rel="noopener"
          intent="success"
          icon="document-open"
          text={t('invoices.created.open_pdf')}
        />
        <Link to={INVOICES}>{t('invoices.created.list')}</Link>
      </div>
    </Card>
  );
}
