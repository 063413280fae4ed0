import { Injectable } from '@nestjs/common';
import { problem } from '@waybill/shared';
import { ApiError } from '../core/http/api-error.js';
import { companyDetails } from '../documents/company.js';
import type { PdfFile } from '../documents/pdf-response.js';
import { trackingUrl } from '../documents/tracking-url.js';
import { ParcelStore } from '../parcels/parcel-store.js';
import { SettingsService } from '../settings/settings.service.js';

/** Shipping labels for parcels, ready for a 4 × 6 in thermal printer. */
@Injectable()
export class LabelsService {
  constructor(
    private readonly parcels: ParcelStore,
    private readonly settings: SettingsService,
  ) {}

  /** The label of the parcel with `code` (any letter case); `siteBase` hosts the tracking page. */
  async label(code: string, siteBase: string): Promise<PdfFile> {
    const parcel = await this.parcels.findByCode(code);
    if (!parcel) throw ApiError.notFound(problem('parcel.not_found'));
    // The PDF and barcode libraries load at the first label: most starts never print one.
    const { renderLabelPdf } = await import('../documents/label-pdf.js');
    const content = await renderLabelPdf({
      company: companyDetails(await this.settings.current()),
      trackingCode: parcel.tracking_code,
      trackingUrl: trackingUrl(siteBase, parcel.tracking_code),
      sender: { name: parcel.sender_name, location: parcel.pickup_location },
      recipient: {
        name: parcel.recipient_name,
        destination: parcel.destination,
        phone: parcel.recipient_phone_number,
      },
      weight: parcel.weight,
      shippedVia: parcel.shipped_via,
    });
    return { filename: `label-${parcel.tracking_code}.pdf`, content };
  }
}
