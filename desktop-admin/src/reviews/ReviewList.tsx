import { Icon } from '@blueprintjs/core';
import { reviewDeleteSchema, type Review } from '@waybill/shared';
import { api } from '../app/api';
import { REVIEW_CREATE } from '../app/paths';
import { uploadedImageUrl } from '../app/uploads';
import { usePagedList } from '../app/usePagedList';
import { DeleteButton, showSuccess } from '../forms';
import { LinkButton } from '../layout/LinkButton';
import { PagedTable } from '../layout/PagedTable';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ReviewBreadcrumbs } from './ReviewBreadcrumbs';

/** /control/reviews/list.html: the customer reviews shown on the home page, newest first. */
export function ReviewList() {
  useDocumentTitle('Reviews');
  const list = usePagedList<Review>('/api/reviews?page=1');
  const { remove } = list;

  const onDeleted = (review: Review, message: string) => {
    remove(review.id);
    void showSuccess(message || 'Review deleted');
  };

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
                    send={(data) => api.sendJson('/api/reviews', data, 'DELETE')}
                    onDeleted={(result) => onDeleted(review, result.message)}
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
