import type { AreaTexts } from '../../en';
import type { reviewsTexts as english } from '../../en/reviews';

export const reviewsTexts: AreaTexts<typeof english> = {
  'reviews.title': 'المراجعات',
  'reviews.newReview': 'مراجعة جديدة',
  'reviews.createTitle': 'إنشاء مراجعة',
  'reviews.noun': 'المراجعات',
  'reviews.empty': 'لا توجد مراجعات بعد.',
  'reviews.photoOf': 'صورة {name}',
  'reviews.deleted': 'تم حذف المراجعة',
  'reviews.pending': 'بانتظار الموافقة',
  'reviews.approve': 'وافق',
  'reviews.approved': 'تمت الموافقة على المراجعة',
  'reviews.stars': '{count} من 5 نجوم',
  'reviews.parcel': 'الشحنة {code}',
  'reviews.anonymous': 'مجهول',
  'reviews.added': 'تمت إضافة المراجعة',
  'reviews.fieldName': 'الاسم',
  'reviews.fieldReview': 'المراجعة',
  'reviews.fieldImage': 'الصورة',
  'reviews.imageHelp': 'صورة للعميل بصيغة JPEG أو PNG، بحجم 5 ميغابايت كحد أقصى.',
  'reviews.add': 'إضافة المراجعة',
  'reviews.cancel': 'إلغاء',
};
