import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  problem,
  type DeliveryProof,
  type ProofUploadAnswer,
  type ProofUploadKind,
} from '@waybill/shared';
import { APP_CONFIG, type AppConfig } from '../core/config/config.js';
import { Housekeeping } from '../core/housekeeping.service.js';
import { ApiError } from '../core/http/api-error.js';
import { IMAGE_OBJECTS, type ImageObjects } from '../core/uploads/image-objects.js';
import { ImageStore } from '../core/uploads/image-store.js';
import type { PdfFile } from '../documents/pdf-response.js';
import { postalParty } from '../documents/postal-address.js';
import { ParcelStore } from '../parcels/parcel-store.js';
import { SettingsService } from '../settings/settings.service.js';
import { CouriersRepository, type StoredProof } from './couriers.repository.js';

/** Uploads no delivery used are kept this long (a phone offline for a weekend still syncs). */
const UNUSED_UPLOAD_DAYS = 7;
const SWEEP_BATCH = 200;

const proofView = (code: string, proof: StoredProof): DeliveryProof => ({
  tracking_code: code,
  delivered_at: proof.delivered_at,
  received_by: proof.received_by,
  photo: proof.photo,
  signature: proof.signature,
  latitude: proof.latitude,
  longitude: proof.longitude,
  accuracy: proof.accuracy,
  handover_code_checked: proof.handover_code_checked,
  courier: { id: proof.courier_id ?? 0, name: proof.courier_name },
});

/**
 * Proofs of delivery (docs/product.md §4.12): the courier's photo and signature uploads (checked
 * and re-encoded like every upload, counted as uses of their pictures), the proof as staff see it
 * and its PDF.
 */
@Injectable()
export class ProofsService {
  private readonly logger = new Logger('Proofs');

  constructor(
    private readonly repository: CouriersRepository,
    private readonly images: ImageStore,
    @Inject(IMAGE_OBJECTS) private readonly objects: ImageObjects,
    private readonly parcels: ParcelStore,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    housekeeping: Housekeeping,
  ) {
    housekeeping.register(() => this.sweep());
  }

  /** Stores a courier's photo or signature; its id is theirs to name once in a delivery. */
  async upload(
    courierId: number,
    kind: ProofUploadKind,
    content: Buffer,
  ): Promise<ProofUploadAnswer> {
    const image = await this.images.prepare(content);
    const id = randomUUID();
    await this.images.change(
      async (manager, pictures) => {
        await this.repository.addUpload(manager, { id, courierId, kind, image: image.name });
        await pictures.add(image);
      },
      [image],
    );
    return { id, kind };
  }

  /** The newest proof of the parcel's delivery, or null. */
  async proof(code: string): Promise<DeliveryProof | null> {
    const parcel = await this.parcels.findByCode(code);
    if (!parcel) throw ApiError.notFound(problem('parcel.not_found'));
    const stored = (await this.repository.newestProofs([parcel.id])).get(parcel.id);
    return stored ? proofView(parcel.tracking_code, stored) : null;
  }

  /** The proof as a PDF; a 404 when the parcel has none. */
  async pdf(code: string): Promise<PdfFile> {
    const parcel = await this.parcels.findByCode(code);
    if (!parcel) throw ApiError.notFound(problem('parcel.not_found'));
    const stored = (await this.repository.newestProofs([parcel.id])).get(parcel.id);
    if (!stored) throw ApiError.notFound(problem('proof.not_found'));
    const [company, photo, signature] = await Promise.all([
      this.settings.company(),
      this.bytes(stored.photo),
      this.bytes(stored.signature),
    ]);
    // pdfkit loads with the first proof asked for, as the other PDFs do.
    const { renderProofPdf } = await import('../documents/proof-pdf.js');
    const content = await renderProofPdf({
      company,
      trackingCode: parcel.tracking_code,
      recipient: postalParty(parcel, 'recipient'),
      deliveredAt: `${new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: this.config.timeZone,
      }).format(new Date(stored.delivered_at))} (${this.config.timeZone})`,
      receivedBy: stored.received_by,
      courier: stored.courier_name,
      position:
        stored.latitude !== null && stored.longitude !== null
          ? `${stored.latitude.toFixed(6)}, ${stored.longitude.toFixed(6)}${
              stored.accuracy !== null ? ` (± ${Math.round(stored.accuracy)} m)` : ''
            }`
          : null,
      handoverCodeChecked: stored.handover_code_checked,
      photo,
      signature,
    });
    return { filename: `proof-of-delivery-${parcel.tracking_code}.pdf`, content };
  }

  private async bytes(name: string | null): Promise<Buffer | null> {
    if (!name) return null;
    try {
      const object = await this.objects.read(name);
      return object ? await buffer(object.body) : null;
    } catch (error) {
      this.logger.warn({ err: error, name }, 'A proof picture could not be read for its PDF');
      return null;
    }
  }

  /** Uploads no delivery used, and those whose proof went with its parcel, lose their pictures. */
  async sweep(): Promise<void> {
    const names = await this.images.change(async (manager, pictures) => {
      const stale = await this.repository.deleteStaleUploads(
        manager,
        UNUSED_UPLOAD_DAYS,
        SWEEP_BATCH,
      );
      for (const name of stale) await pictures.drop(name);
      return stale;
    });
    if (names.length) this.logger.log({ count: names.length }, 'Unused proof pictures let go');
  }
}
