import '../content/content.css';
import { Button, Icon, Tag } from '@blueprintjs/core';
import {
  approveReview,
  deleteReview,
  getGraph,
  listStaffReviews,
  type Review,
  reviewApproveSchema,
  reviewDeleteSchema,
  typedText,
} from '@waybill/shared';
import { REVIEW_CREATE } from '../app/paths';
import { uploadedImageUrl } from '../app/uploads';
import { useEndpointMutation, usePagedEndpoint } from '../app/queries';
import { DeleteButton, showSuccess, useRecordAction } from '../forms';
import { LinkButton } from '../layout/LinkButton';
import { ListScreen } from '../layout/ListScreen';
import { useCan } from '../staff/access';
import { ReviewBreadcrumbs } from './ReviewBreadcrumbs';
import { t } from '../i18n/i18n';

/**
 * /control/reviews/list.html: the customer reviews shown on the home page, newest first, and the
 * visitors' ratings of a delivery waiting for approval (their stars and parcel code) before
 * they show there.
 */
export function ReviewList() {
  const list = usePagedEndpoint(listStaffReviews, {});
  const remove = useEndpointMutation(deleteReview, { invalidates: [listStaffReviews] });
  const mayApprove = useCan(approveReview.access);

  return (
    <ListScreen
      title={t('reviews.title')}
      breadcrumbs={<ReviewBreadcrumbs />}
      action={
        <LinkButton to={REVIEW_CREATE} icon="plus" intent="primary" text={t('reviews.newReview')} />
      }
      medium
      list={list}
      noun={t('reviews.noun')}
      shown={(count) => t('reviews.shown', { count })}
      emptyIcon="comment"
      emptyText={t('reviews.empty')}
    >
      {(rows) => (
        <ul className="wb-reviews" aria-label={t('reviews.title')}>
          {rows.map((review) => (
            <li
              key={review.id}
              className={`wb-review${review.status === 'pending' ? ' wb-review--pending' : ''}`}
            >
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
                <h2 className="wb-review-name">{review.name || t('reviews.anonymous')}</h2>
                <RatingFacts review={review} />
                <p className="wb-review-text">{review.review}</p>
              </div>
              <div className="wb-review-actions">
                {review.status === 'pending' && mayApprove && <ApproveButton review={review} />}
                <DeleteButton
                  access={deleteReview.access}
                  schema={reviewDeleteSchema}
                  values={{ id: review.id }}
                  send={(body) => remove.mutateAsync({ body })}
                  onDeleted={() => void showSuccess(t('reviews.deleted'))}
                  confirmText={t('reviews.confirm_delete', {
                    name: typedText(review.name || t('reviews.anonymous')),
                  })}
                  variant="minimal"
                  size="small"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListScreen>
  );
}

/** A visitor's rating: its stars, the parcel it rates, and whether it waits for approval. */
function RatingFacts({ review }: { review: Review }) {
  if (review.rating === null && review.status === 'approved') return null;
  return (
    <p className="wb-review-facts">
      {review.rating !== null && (
        <span
          className="wb-review-stars"
          role="img"
          aria-label={t('reviews.stars', { count: review.rating })}
        >
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>
      )}
      {review.parcel_code && (
        <span className="wb-review-parcel">
          {t('reviews.parcel', { code: review.parcel_code })}
        </span>
      )}
      {review.status === 'pending' && <Tag intent="warning">{t('reviews.pending')}</Tag>}
    </p>
  );
}

function ApproveButton({ review }: { review: Review }) {
  // The graph carries the home page's reviews: it changes with an approval.
  const approve = useRecordAction(approveReview, reviewApproveSchema, {
    invalidates: [listStaffReviews, getGraph],
    success: () => t('reviews.approved'),
  });

  return (
    <Button
      size="small"
      intent="success"
      icon="tick"
      text={t('reviews.approve')}
      loading={approve.pending}
      onClick={() => void approve.run({ id: review.id })}
    />
  );
}
