import { t } from '../i18n/i18n';

export interface ParcelPhotoProps {
  /** A file name under /uploads/images/. */
  image: string;
  trackingCode: string;
}

/** The photo staff attached to the parcel. */
export function ParcelPhoto({ image, trackingCode }: ParcelPhotoProps) {
  return (
    <section className="card" aria-labelledby="photo-heading">
      <h2 id="photo-heading" className="card__title">
        {t('parcelPhoto')}
      </h2>
      <figure className="parcel-photo">
        <img
          src={`/uploads/images/${encodeURIComponent(image)}`}
          alt={t('parcelAlt', { code: trackingCode })}
          loading="lazy"
        />
      </figure>
    </section>
  );
}
