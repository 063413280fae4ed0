import type { AreaTexts } from '../../en';
import type { stagesTexts as english } from '../../en/stages';

export const stagesTexts: AreaTexts<typeof english> = {
  'stages.name.created': 'ایجاد شد',
  'stages.name.picked_up': 'تحویل گرفته شد',
  'stages.name.in_transit': 'در مسیر',
  'stages.name.out_for_delivery': 'در حال تحویل',
  'stages.name.delivered': 'تحویل داده شد',
  'stages.name.held': 'نگه داشته شده',
  'stages.name.failed_attempt': 'تلاش ناموفق برای تحویل',
  'stages.name.returned': 'بازگردانده شد',
  'stages.exception': '{stage} (استثنا)',
  'stages.field': 'مرحله',
  'stages.follow_status': 'پیروی از متن وضعیت',
  'stages.field_help':
    'گامی که صفحهٔ رهگیری به‌عنوان گام کنونی نشان می‌دهد. با «پیروی از متن وضعیت» از وضعیت و از راه تنظیمات › مراحل وضعیت‌ها می‌آید.',
  'stages.shown': 'گام در صفحهٔ رهگیری: {stage}',
  'stages.shown_none': 'گام در صفحهٔ رهگیری: هیچ (وضعیت در تنظیمات › مراحل وضعیت‌ها نیست)',
  'stages.settings.title': 'مراحل وضعیت‌ها',
  'stages.settings.description': 'هر متن وضعیت کدام گام پیشرفت را در صفحهٔ رهگیری نشان می‌دهد.',
  'stages.settings.help':
    'مرسوله‌ای که مرحلهٔ خودش را ندارد، مرحلهٔ متن وضعیتش را از اینجا نشان می‌دهد. بزرگی و کوچکی حروف و فاصله‌ها مهم نیست: «In transit» با «IN  TRANSIT» هم جور است.',
  'stages.settings.status': 'متن وضعیت',
  'stages.settings.stage': 'مرحله',
  'stages.settings.row': 'وضعیت {n}',
  'stages.settings.row_stage': 'مرحلهٔ وضعیت {n}',
  'stages.settings.add': 'افزودن وضعیت',
  'stages.settings.remove': 'حذف وضعیت {n}',
  'stages.settings.empty':
    'متن وضعیتی نیست: فقط مرحله‌هایی که روی خود مرسوله‌ها انتخاب شده‌اند نشان داده می‌شوند.',
  'stages.settings.count': '{count} از {max} وضعیت',
  'stages.problem.too_many': '{field} حداکثر می‌تواند {max} وضعیت داشته باشد',
  'stages.problem.repeated': '{field} وضعیتی را تکرار می‌کند که از قبل در فهرست هست',
};
