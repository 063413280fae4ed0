import type { AreaTexts } from '../../en';
import type { stagesTexts as english } from '../../en/stages';

export const stagesTexts: AreaTexts<typeof english> = {
  'stages.name.created': 'تم الإنشاء',
  'stages.name.picked_up': 'تم الاستلام',
  'stages.name.in_transit': 'قيد النقل',
  'stages.name.out_for_delivery': 'خرج للتسليم',
  'stages.name.delivered': 'تم التسليم',
  'stages.name.held': 'محتجز',
  'stages.name.failed_attempt': 'فشلت محاولة التسليم',
  'stages.name.returned': 'مُعاد',
  'stages.exception': '{stage} (استثناء)',
  'stages.field': 'المرحلة',
  'stages.follow_status': 'اتباع نص الحالة',
  'stages.field_help':
    'الخطوة التي تحددها صفحة التتبع على أنها الحالية. عند اختيار «اتباع نص الحالة» تأتي من الحالة عبر الإعدادات › مراحل الحالات.',
  'stages.shown': 'الخطوة في صفحة التتبع: {stage}',
  'stages.shown_none':
    'الخطوة في صفحة التتبع: لا شيء (الحالة غير موجودة في الإعدادات › مراحل الحالات)',
  'stages.settings.title': 'مراحل الحالات',
  'stages.settings.description': 'خطوة التقدم التي يعرضها كل نص حالة في صفحة التتبع.',
  'stages.settings.help':
    'الطرد الذي ليس له مرحلة خاصة يعرض مرحلة نص حالته المحددة هنا. لا تهم الأحرف الكبيرة والمسافات: «In transit» تطابق أيضًا «IN  TRANSIT».',
  'stages.settings.status': 'نص الحالة',
  'stages.settings.stage': 'المرحلة',
  'stages.settings.row': 'الحالة {n}',
  'stages.settings.row_stage': 'مرحلة الحالة {n}',
  'stages.settings.add': 'إضافة حالة',
  'stages.settings.remove': 'إزالة الحالة {n}',
  'stages.settings.empty': 'لا توجد نصوص حالات: تُعرض فقط المراحل المختارة على الطرود نفسها.',
  'stages.settings.count': '{count} من {max} حالة',
  'stages.problem.too_many': 'يمكن أن يحتوي {field} على {max} حالة على الأكثر',
  'stages.problem.repeated': '{field} يكرر حالة موجودة بالفعل في القائمة',
};
