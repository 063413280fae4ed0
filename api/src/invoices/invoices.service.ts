import { Inject, Injectable } from '@nestjs/common';
import { problem } from '@waybill/shared';
import { type Invoice, type InvoiceCreatePayload, type Paged, listInvoices } from '@waybill/shared';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { ApiError } from '../core/http/api-error.js';
import { toPage } from '../core/http/pagination.js';
import type { PdfFile } from '../documents/pdf-response.js';
import { trackingUrl } from '../documents/tracking-url.js';
import { ParcelStore } from '../parcels/parcel-store.js';
import { postalParty } from '../documents/postal-address.js';
import { SettingsService } from '../settings/settings.service.js';
import { invoiceDate, invoiceView } from './invoice-view.js';
import { InvoiceEntity } from './invoice.entity.js';

export const INVOICES_PAGE_SIZE = 20;

/** Numbered invoices and their PDFs. */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly parcels: ParcelStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get invoices() {
    return this.dataSource.getRepository(InvoiceEntity);
  }

  /** Newest (highest number) first. */
  async list(page: number): Promise<Paged<Invoice>> {
    const [rows, total] = await this.invoices.findAndCount({
      order: { id: 'DESC' },
      skip: (page - 1) * INVOICES_PAGE_SIZE,
      take: INVOICES_PAGE_SIZE,
    });
    return toPage(rows.map(invoiceView), total, page, INVOICES_PAGE_SIZE, (next) =>
      listInvoices.path({}, { page: next }),
    );
  }

  /** A linked parcel must exist; the invoice keeps the code as the parcel spells it. */
  async create(payload: InvoiceCreatePayload): Promise<Invoice> {
    const trackingCode = payload.tracking_code
      ? await this.parcelCode(payload.tracking_code)
      : null;
    // save (not insert): the audit trail records the new invoice (audit-subscriber.ts).
    const { id } = await this.invoices.save({
      product: payload.product,
      tracking_code: trackingCode,
      amount: payload.amount ?? null,
      currency: payload.currency ?? null,
      customer_name: payload.customer_name ?? null,
      customer_email: payload.customer_email ?? null,
    });
    return invoiceView(await this.invoices.findOneByOrFail({ id }));
  }

  /** The invoice as an A4 PDF; `siteBase` is where the QR code's tracking page lives. */
  async pdf(id: number, siteBase: string): Promise<PdfFile> {
    const invoice = await this.invoices.findOneBy({ id });
    if (!invoice) throw ApiError.notFound(problem('invoice.not_found'));
    // The PDF libraries load at the first document: a server that makes none never holds them.
    const { renderInvoicePdf } = await import('../documents/invoice-pdf.js');
    // The parcel may have been deleted since: the invoice then prints without its addresses.
    const parcel = invoice.tracking_code
      ? await this.parcels.findByCode(invoice.tracking_code)
      : null;
    const content = await renderInvoicePdf({
      company: await this.settings.company(),
      number: invoice.number,
      date: invoiceDate(invoice.created_at, this.config.timeZone),
      product: invoice.product,
      amount: invoice.amount,
      currency: invoice.currency,
      customer: { name: invoice.customer_name, email: invoice.customer_email },
      tracking: invoice.tracking_code
        ? { code: invoice.tracking_code, url: trackingUrl(siteBase, invoice.tracking_code) }
        : null,
      parties: parcel
        ? { sender: postalParty(parcel, 'sender'), recipient: postalParty(parcel, 'recipient') }
        : null,
    });
    return { filename: `${invoice.number}.pdf`, content };
  }

  private async parcelCode(code: string): Promise<string> {
    const parcel = await this.parcels.findByCode(code);
    if (!parcel) throw ApiError.badRequest(problem('parcel.code_unknown', { code }));
    return parcel.tracking_code;
  }
}
