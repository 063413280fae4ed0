import { Inject, Injectable } from '@nestjs/common';
import {
  preferenceSummary,
  problem,
  type LabelBatchQuery,
  type ManifestQuery,
} from '@waybill/shared';
import type { Writable } from 'node:stream';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { ApiError } from '../core/http/api-error.js';
import type { PdfFile } from '../documents/pdf-response.js';
import type { LabelDocument } from '../documents/label-pdf.js';
import { postalParty } from '../documents/postal-address.js';
import { trackingUrl } from '../documents/tracking-url.js';
import { ParcelStore } from '../parcels/parcel-store.js';
import { SettingsService } from '../settings/settings.service.js';

/** Labels are drawn this many at a time: their pictures are made together, then dropped. */
const LABELS_AT_ONCE = 25;
/** A manifest reads the day's parcels this many at a time. */
const MANIFEST_PAGE = 200;

/** Shipping labels for parcels, ready for a 4 × 6 in thermal printer or A4 sheets. */
@Injectable()
export class LabelsService {
  constructor(
    private readonly parcels: ParcelStore,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The label of the parcel with `code` (any letter case); `siteBase` hosts the tracking page. */
  async label(code: string, siteBase: string): Promise<PdfFile> {
    const parcel = await this.parcels.findByCode(code);
    if (!parcel) throw ApiError.notFound(problem('parcel.not_found'));
    // The PDF and barcode libraries load at the first label: most starts never print one.
    const { renderLabelPdf } = await import('../documents/label-pdf.js');
    const content = await renderLabelPdf(labelOf(parcel, await this.settings.company(), siteBase));
    return { filename: `label-${parcel.tracking_code}.pdf`, content };
  }

  /**
   * Checks a batch of labels before a byte is sent (the selection's refusals are still answers
   * in the envelope), then returns what writes it: the ids are resolved once, and the parcels
   * are read and drawn a few at a time as the reader takes the PDF (docs/product.md §4.17).
   */
  async batch(
    query: LabelBatchQuery,
    siteBase: string,
  ): Promise<{ filename: string; write: (out: Writable) => Promise<void> }> {
    const selection = query.ids ? { ids: query.ids } : { filter: query };
    const ids = await this.parcels.selectionIds(selection, this.config.timeZone);
    const company = await this.settings.company();
    const { writeLabelBatch } = await import('../documents/label-batch-pdf.js');
    let at = 0;
    const next = async (): Promise<LabelDocument[] | null> => {
      if (at >= ids.length) return null;
      const chunk = ids.slice(at, at + LABELS_AT_ONCE);
      at += LABELS_AT_ONCE;
      // A parcel deleted since the selection is left out rather than failing the whole print.
      const parcels = await this.parcels.byIds(chunk);
      return parcels.map((parcel) => labelOf(parcel, company, siteBase));
    };
    return {
      filename: `labels-${ids.length}.pdf`,
      write: (out) =>
        writeLabelBatch(
          out,
          query.layout,
          { title: `Labels (${ids.length})`, author: company.name, logo: company.logo ?? null },
          next,
        ),
    };
  }

  /** A day's manifest (docs/product.md §4.17), by carrier, read a page at a time. */
  async manifest(
    query: ManifestQuery,
  ): Promise<{ filename: string; write: (out: Writable) => Promise<void> }> {
    const company = await this.settings.company();
    const { writeManifest } = await import('../documents/manifest-pdf.js');
    let after: { carrier: string; id: number } | null = null;
    let finished = false;
    const next = async () => {
      if (finished) return null;
      const parcels = await this.parcels.manifestPage({
        day: query.day,
        shippedVia: query.shipped_via,
        timeZone: this.config.timeZone,
        after,
        limit: MANIFEST_PAGE,
      });
      if (parcels.length < MANIFEST_PAGE) finished = true;
      const last = parcels.at(-1);
      if (last) after = { carrier: last.shipped_via ?? '', id: last.id };
      if (parcels.length === 0) return null;
      return parcels.map((parcel) => ({
        trackingCode: parcel.tracking_code,
        recipient: parcel.recipient_name,
        destination: parcel.destination,
        weight: parcel.weight,
        carrier: parcel.shipped_via ?? '',
      }));
    };
    return {
      filename: `manifest-${query.day}.pdf`,
      write: (out) =>
        writeManifest(out, { company, day: query.day, carrier: query.shipped_via ?? null }, next),
    };
  }
}

/** A parcel as its owner hands it over. */
type StoredParcel = Awaited<ReturnType<ParcelStore['byIds']>>[number];

/** What a parcel's label shows. */
function labelOf(
  parcel: StoredParcel,
  company: LabelDocument['company'],
  siteBase: string,
): LabelDocument {
  return {
    company,
    trackingCode: parcel.tracking_code,
    trackingUrl: trackingUrl(siteBase, parcel.tracking_code),
    sender: postalParty(parcel, 'sender'),
    recipient: postalParty(parcel, 'recipient'),
    weight: parcel.weight,
    shippedVia: parcel.shipped_via,
    deliveryPreference: parcel.delivery_preference
      ? preferenceSummary(parcel.delivery_preference)
      : null,
  };
}
