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
        Parcel photo
      </h2>
      <figure className="parcel-photo">
        <img
          src={`/uploads/images/${encodeURIComponent(image)}`}
          alt={`Parcel ${trackingCode}`}
          loading="lazy"
        />
      </figure>
    </section>
  );
}
