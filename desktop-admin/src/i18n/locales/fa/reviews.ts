import type { AreaTexts } from '../../en';
import type { reviewsTexts as english } from '../../en/reviews';

export const reviewsTexts: AreaTexts<typeof english> = {
  'reviews.title': 'نظرها',
  'reviews.newReview': 'نظر جدید',
  'reviews.createTitle': 'ایجاد نظر',
  'reviews.noun': 'نظرها',
  'reviews.empty': 'هنوز نظری ثبت نشده است.',
  'reviews.photoOf': 'عکس {name}',
  'reviews.deleted': 'نظر حذف شد',
  'reviews.pending': 'در انتظار تأیید',
  'reviews.approve': 'تأیید',
  'reviews.approved': 'نظر تأیید شد',
  'reviews.stars': '{count} از 5 ستاره',
  'reviews.parcel': 'بسته {code}',
  'reviews.anonymous': 'ناشناس',
  'reviews.added': 'نظر افزوده شد',
  'reviews.fieldName': 'نام',
  'reviews.fieldReview': 'نظر',
  'reviews.fieldImage': 'تصویر',
  'reviews.imageHelp': 'عکس JPEG یا PNG از مشتری، حداکثر ۵ مگابایت.',
  'reviews.add': 'افزودن نظر',
  'reviews.cancel': 'انصراف',
};
