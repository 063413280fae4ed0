import { useAppStore } from '../app/store';
import { t } from '../i18n/i18n';
import { Icon } from '../layout/Icon';

/**
 * Customer reviews from the graph (approved ones only): name, text and photo, and a visitor's
 * stars. Hidden until there is one.
 */
export function Reviews() {
  const reviews = useAppStore((state) => state.reviews.list);
  if (reviews.length === 0) return null;
  return (
    <section className="section section--muted" aria-labelledby="reviews-heading">
      <div className="container">
        <h2 id="reviews-heading" className="section__title section__title--center">
          {t('reviewsTitle')}
        </h2>
        <ul className="cards reviews">
          {reviews.map((review) => (
            <li key={review.id} className="card review">
              <figure className="review__figure">
                <Icon name="quote" size={32} className="review__quote" />
                {review.rating !== null && (
                  <p
                    className="review__stars"
                    role="img"
                    aria-label={t('rateStar', { count: review.rating })}
                  >
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(5 - review.rating)}
                  </p>
                )}
                <blockquote className="review__text">
                  <p>{review.review}</p>
                </blockquote>
                <figcaption className="review__author">
                  {review.image ? (
                    <img
                      className="review__photo"
                      src={`/uploads/images/${encodeURIComponent(review.image)}`}
                      alt={t('reviewPhotoAlt', { name: review.name || t('reviewAnonymous') })}
                      width="56"
                      height="56"
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className="review__initial" aria-hidden="true">
                      {(review.name.trim() || t('reviewAnonymous')).charAt(0).toUpperCase()}
                    </span>
                  )}
                  <span className="review__name">{review.name || t('reviewAnonymous')}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
