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

/** /control/reviews/list.html: the customer reviews shown on the home page, newest first. */
export function ReviewList() {
  useDocumentTitle('Reviews');
  const list = usePagedEndpoint(listReviews, {});
  const remove = useEndpointMutation(deleteReview, { invalidates: [listReviews] });

  return (
    <section className="wb-medium">
      <ReviewBreadcrumbs />
      <div className="wb-title-row">
        <h1>Reviews</h1>
        <LinkButton to={REVIEW_CREATE} icon="plus" intent="primary" text="New review" />
      </div>
      <PagedTable list={list} noun="reviews" emptyIcon="comment" emptyText="No reviews yet.">
        {(rows) => (
          <ul className="wb-reviews" aria-label="Reviews">
            {rows.map((review) => (
              <li key={review.id} className="wb-review">
                {review.image ? (
                  <img
                    className="wb-review-photo"
                    src={uploadedImageUrl(review.image)}
                    alt={`Photo of ${review.name}`}
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
                    schema={reviewDeleteSchema}
                    values={{ id: review.id }}
                    send={(body) => remove.mutateAsync({ body })}
                    onDeleted={(answer) => void showSuccess(answer.message || 'Review deleted')}
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
