import '../content/content.css';
import { Icon } from '@blueprintjs/core';
import { deleteReview, listReviews, reviewDeleteSchema } from '@waybill/shared';
import { REVIEW_CREATE } from '../app/paths';
import { uploadedImageUrl } from '../app/uploads';
import { useEndpointMutation, usePagedEndpoint } from '../app/queries';
import { DeleteButton, showSuccess } from '../forms';
import { LinkButton } from '../layout/LinkButton';
import { PagedTable } from '../layout/PagedTable';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ReviewBreadcrumbs } from './ReviewBreadcrumbs';
import { t } from '../i18n/i18n';

/** /control/reviews/list.html: the customer reviews shown on the home page, newest first. */
export function ReviewList() {
  useDocumentTitle(t('reviews.title'));
  const list = usePagedEndpoint(listReviews, {});
  const remove = useEndpointMutation(deleteReview, { invalidates: [listReviews] });

  return (
    <section className="wb-medium">
      <ReviewBreadcrumbs />
      <div className="wb-title-row">
        <h1>{t('reviews.title')}</h1>
        <LinkButton to={REVIEW_CREATE} icon="plus" intent="primary" text={t('reviews.newReview')} />
      </div>
      <PagedTable
        list={list}
        noun={t('reviews.noun')}
        emptyIcon="comment"
        emptyText={t('reviews.empty')}
      >
        {(rows) => (
          <ul className="wb-reviews" aria-label={t('reviews.title')}>
            {rows.map((review) => (
              <li key={review.id} className="wb-review">
                {review.image ? (
                  <img
                    className="wb-review-photo"
                    src={uploadedImageUrl(review.image)}
                    alt={t('reviews.photoOf', { name: review.name })}
                    loading="lazy"
                  />
                ) : (
                  <span className="wb-review-photo wb-review-photo--none" aria-hidden="true">
                    <Icon icon="person" size={28} />
                  </span>
                )}
                <div className="wb-review-body">
                  <h2 className="wb-review-name">{review.name}</h2>
                  <p className="wb-review-text">{review.review}</p>
                </div>
                <div className="wb-review-actions">
                  <DeleteButton
                    access={deleteReview.access}
                    schema={reviewDeleteSchema}
                    values={{ id: review.id }}
                    send={(body) => remove.mutateAsync({ body })}
                    onDeleted={() => void showSuccess(t('reviews.deleted'))}
                    variant="minimal"
                    size="small"
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedTable>
    </section>
  );
}
