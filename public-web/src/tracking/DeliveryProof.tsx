import type { PublicDeliveryProof } from '@waybill/shared';
import { t } from '../i18n/i18n';

export interface DeliveryProofProps {
  proof: PublicDeliveryProof;
  trackingCode: string;
}

/**
 * A courier's proof of the delivery (docs/product.md §2.3): "Delivered, signed by J. S." for
 * everyone; the full name and the photo only once the visitor showed they know the recipient (the
 * API leaves them out until then).
 */
export function DeliveryProof({ proof, trackingCode }: DeliveryProofProps) {
  return (
    <section className="card" aria-labelledby="proof-heading">
      <h2 id="proof-heading" className="card__title">
        {t('proofTitle')}
      </h2>
      <p className="delivery-proof__signed">
        {t('deliveredSignedBy', { initials: proof.received_by_initials })}
      </p>
      {proof.received_by && <p>{t('proofReceivedBy', { name: proof.received_by })}</p>}
      {proof.photo && (
        <figure className="parcel-photo">
          <img
            src={`/uploads/images/${encodeURIComponent(proof.photo)}`}
            alt={t('proofPhotoAlt', { code: trackingCode })}
            loading="lazy"
          />
        </figure>
      )}
    </section>
  );
}
