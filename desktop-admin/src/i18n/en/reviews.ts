/** Reviews: list and create. */
export const reviewsTexts = {
  'reviews.title': 'Reviews',
  'reviews.newReview': 'New review',
  'reviews.createTitle': 'Create Review',
  'reviews.noun': 'reviews',
  'reviews.empty': 'No reviews yet.',
  'reviews.photoOf': 'Photo of {name}',
  'reviews.deleted': 'Review deleted',
  'reviews.added': 'Review added',
  'reviews.fieldName': 'Name',
  'reviews.fieldReview': 'Review',
  'reviews.fieldImage': 'Image',
  'reviews.imageHelp': 'A JPEG or PNG photo of the customer, at most 5 MB.',
  'reviews.add': 'Add review',
  'reviews.cancel': 'Cancel',
} as const;
