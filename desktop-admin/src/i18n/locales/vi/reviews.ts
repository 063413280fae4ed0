import type { AreaTexts } from '../../en';
import type { reviewsTexts as english } from '../../en/reviews';

export const reviewsTexts: AreaTexts<typeof english> = {
  'reviews.title': 'Đánh giá',
  'reviews.newReview': 'Đánh giá mới',
  'reviews.createTitle': 'Tạo đánh giá',
  'reviews.noun': 'đánh giá',
  'reviews.empty': 'Chưa có đánh giá nào.',
  'reviews.photoOf': 'Ảnh của {name}',
  'reviews.deleted': 'Đã xóa đánh giá',
  'reviews.pending': 'Đang chờ duyệt',
  'reviews.approve': 'Duyệt',
  'reviews.approved': 'Đã duyệt đánh giá',
  'reviews.stars': '{count} trên 5 sao',
  'reviews.parcel': 'Bưu kiện {code}',
  'reviews.anonymous': 'Ẩn danh',
  'reviews.added': 'Đã thêm đánh giá',
  'reviews.fieldName': 'Tên',
  'reviews.fieldReview': 'Đánh giá',
  'reviews.fieldImage': 'Hình ảnh',
  'reviews.imageHelp': 'Ảnh JPEG hoặc PNG của khách hàng, tối đa 5 MB.',
  'reviews.add': 'Thêm đánh giá',
  'reviews.cancel': 'Hủy',
};
