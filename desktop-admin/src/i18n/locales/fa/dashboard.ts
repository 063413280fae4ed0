import type { AreaTexts } from '../../en';
import type { dashboardTexts as english } from '../../en/dashboard';

export const dashboardTexts: AreaTexts<typeof english> = {
  'dashboard.title': 'پیشخوان',
  'dashboard.tiles': 'پنل مدیریت',
  'dashboard.tile.parcels': 'مرسوله‌ها',
  'dashboard.tile.reviews': 'نظرها',
  'dashboard.tile.pages': 'صفحه‌ها',
  'dashboard.tile.send_email': 'ارسال ایمیل',
  'dashboard.tile.settings': 'تنظیمات',
  'dashboard.tile.password': 'گذرواژه',
  'dashboard.tile.outbox': 'صندوق خروجی',
  'dashboard.tile.invoices': 'فاکتورها',
  'dashboard.find.label': 'باز کردن مرسوله با کد رهگیری',
  'dashboard.find.placeholder': 'کد رهگیری را بنویسید یا اسکن کنید',
  'dashboard.find.open': 'باز کردن',
  'dashboard.find.not_found': 'هیچ مرسوله‌ای با کد رهگیری «{code}» وجود ندارد.',
  'dashboard.today.title': 'امروز',
  'dashboard.today.loading': 'در حال بارگیری آمار',
  'dashboard.today.date': 'آمار {date}',
  'dashboard.figure.parcels': 'همه مرسوله‌ها',
  'dashboard.figure.late': 'مرسوله‌های دیرکرد',
  'dashboard.figure.late_hint': 'موعد تحویل پیش از امروز و هنوز تحویل نشده',
  'dashboard.figure.created_today': 'ثبت‌شده امروز',
  'dashboard.figure.mail_failed': 'ایمیل‌های ناموفق',
  'dashboard.figure.mail_queued': 'ایمیل‌های در انتظار',
  'dashboard.statuses.title': 'مرسوله‌ها بر اساس وضعیت',
  'dashboard.statuses.none': 'بدون وضعیت',
  'dashboard.statuses.other': 'وضعیت‌های دیگر',
  'dashboard.statuses.empty': 'هنوز مرسوله‌ای ثبت نشده است.',
  'dashboard.terms.title': 'شرایط استفاده',
  'dashboard.terms.warranty':
    'این نرم‌افزار «همان‌گونه که هست» و بدون هیچ‌گونه ضمانت صریح یا ضمنی، از جمله تناسب برای هدفی خاص، ارائه می‌شود. توسعه‌دهندگان آن در برابر هیچ ادعا، خسارت یا زیانی که از استفاده از آن ناشی شود مسئول نیستند.',
  'dashboard.terms.responsibility':
    'کارکنانی که از این پنل مدیریت استفاده می‌کنند، مسئول محتوایی هستند که منتشر می‌کنند (صفحه‌ها، نظرها، جزئیات مرسوله‌ها، سابقه رهگیری، تصویرها و ایمیل‌ها) و نیز مسئول داده‌های شخصی فرستندگان و گیرندگانی که ثبت می‌کنند. فقط اطلاعات درست منتشر کنید، داده‌های شخصی را به آنچه برای تحویل لازم است محدود کنید و از قوانین حاکم بر شرکت خود پیروی کنید.',
  'dashboard.terms.password':
    'گذرواژه خود را محرمانه نگه دارید و در رایانه‌های مشترک از حساب خارج شوید.',
};
