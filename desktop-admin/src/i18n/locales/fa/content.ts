import type { AreaTexts } from '../../en';
import type { contentTexts as english } from '../../en/content';

export const contentTexts: AreaTexts<typeof english> = {
  'content.label': 'محتوا',
  'content.help': 'هر خط یک بند؛ نشانه‌های زیر قالب‌بندی اضافه می‌کنند.',
  'content.preview': 'پیش‌نمایش',
  'content.previewEmpty': 'متن صفحه همان‌طور که بازدیدکنندگان می‌بینند اینجا نمایش داده می‌شود.',
  'content.video': 'ویدیو',
  'content.formatting': 'قالب‌بندی',
  'content.columnType': 'آنچه می‌نویسید',
  'content.columnShows': 'آنچه نمایش داده می‌شود',
  'content.sampleBold': 'پررنگ',
  'content.sampleUnderline': 'زیرخط',
  'content.sampleStrikethrough': 'خط‌خورده',
  'content.sampleDescription': 'توضیح',
  'content.image': 'یک تصویر (در خطی جداگانه)',
  'content.imageDescribed': 'تصویری با توضیح برای صفحه‌خوان‌ها',
  'content.videoShows': 'یک ویدیو (پیوندهای YouTube درون صفحه پخش می‌شوند)',
  'content.emptyLine': 'یک خط خالی',
  'content.blankLine': 'یک سطر خالی در صفحه',
  'content.note':
    'تصویرها و ویدیوها به نشانی http یا https نیاز دارند؛ هر چیز دیگری به‌صورت متن نمایش داده می‌شود. HTML همان‌طور که نوشته شده نمایش داده می‌شود و هرگز اجرا نمی‌شود.',
};
