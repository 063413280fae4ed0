import { AnchorButton, Card } from '@blueprintjs/core';
import { createInvoice, invoiceCreateSchema, listInvoices, type Invoice } from '@waybill/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { INVOICES, invoicePdfUrl } from '../app/paths';
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
  useDocumentTitle('Create Invoice');
  const [created, setCreated] = useState<Invoice | null>(null);
  const form = useSchemaForm(invoiceCreateSchema, { defaultValues: EMPTY_INVOICE });
  const create = useEndpointMutation(createInvoice, { invalidates: [listInvoices] });
  const { onSubmit, fetching, message } = useFormSubmit(form, {
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
      <InvoiceBreadcrumbs current="Create Invoice" />
      <div className="wb-title-row">
        <h1>Create Invoice</h1>
        <LinkButton to={INVOICES} minimal icon="th-list" text="All invoices" />
      </div>
      <Form form={form} onSubmit={onSubmit}>
        <Field
          label="Product"
          autoComplete="off"
          helperText="What the invoice is for, e.g. Express delivery Lisbon to Porto, 2 boxes."
          {...register('product')}
        />
        <fieldset className="wb-fieldset">
          <legend>Optional details</legend>
          <p className="wb-muted wb-small">
            Printed on the invoice when given. A tracking code links a parcel: the invoice then
            carries a QR code of its tracking page. The currency is a 3-letter code such as EUR.
          </p>
          <Field
            label="Tracking code"
            optional
            autoComplete="off"
            spellCheck={false}
            {...register('tracking_code')}
          />
          <div className="wb-inline-fields">
            <Field label="Amount" type="number" optional min={0} {...register('amount')} />
            <Field
              label="Currency"
              optional
              maxLength={3}
              autoComplete="off"
              spellCheck={false}
              placeholder="EUR"
              className="wb-uppercase"
              {...register('currency')}
            />
          </div>
          <Field label="Customer name" optional autoComplete="off" {...register('customer_name')} />
          <Field
            label="Customer e-mail"
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
          <SubmitButton text="Create invoice" icon="plus" fetching={fetching} />
          <LinkButton to={INVOICES} minimal text="Cancel" />
        </div>
      </Form>
    </section>
  );
}

function CreatedInvoice({ invoice }: { invoice: Invoice }) {
  return (
    <Card className="wb-created-invoice" role="region" aria-labelledby="created-invoice">
      <h2 id="created-invoice">
        Invoice <span className="wb-code">{invoice.number}</span>
      </h2>
      <p>
        {invoice.product}
        {invoice.amount !== null && <> · {formatAmount(invoice)}</>}
        {invoice.tracking_code && (
          <>
            {' '}
            · parcel <span className="wb-code">{invoice.tracking_code}</span>
          </>
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
          text="Open PDF"
        />
        <Link to={INVOICES}>Invoice list</Link>
      </div>
    </Card>
  );
}
