import type { AreaTexts } from '../../en';
import type { settingsTexts as english } from '../../en/settings';

export const settingsTexts: AreaTexts<typeof english> = {
  'settings.title': 'تنظیمات',
  'settings.contact': 'اطلاعات تماس',
  'settings.contactDescription':
    'ایمیل، تلفن‌ها، نشانی و پیوندهای شبکه‌های اجتماعی در پانویس سایت عمومی.',
  'settings.mail': 'تنظیمات ایمیل',
  'settings.mailDescription': 'ایمیل چگونه از سرور خارج می‌شود و از کدام قالب استفاده می‌کند.',
  'settings.html': 'تنظیمات HTML',
  'settings.htmlDescription': 'توضیح متا برای موتورهای جست‌وجو و ابزارک گفت‌وگو برای همهٔ صفحه‌ها.',
  'settings.what': 'تنظیمات',
  'settings.save': 'ذخیره',
  'settings.companyName': 'نام شرکت',
  'settings.companyNameHelp':
    'پای ایمیل‌ها، فاکتورها و برچسب‌های ارسال می‌آید؛ اگر خالی بماند، Waybill نوشته می‌شود.',
  'settings.contactEmail': 'ایمیل تماس',
  'settings.contactEmailHelp':
    'پیام‌های بازدیدکنندگان از صفحهٔ تماس به این نشانی می‌رسد؛ در پانویس هم نمایش داده می‌شود.',
  'settings.contactPhone': 'تلفن تماس',
  'settings.alternatePhone': 'تلفن دیگر',
  'settings.address': 'نشانی',
  'settings.addressHelp': 'نشانی دفتر که در پانویس نمایش داده می‌شود.',
  'settings.socialLinks': 'پیوندهای شبکه‌های اجتماعی',
  'settings.socialHelp':
    'یک شناسه (مثلاً ‎@waybill) یا نشانی کامل https://‎؛ فیلد خالی نمایش داده نمی‌شود.',
  'settings.metaDescription': 'توضیح متا',
  'settings.metaDescriptionHelp': 'خلاصه‌ای که موتورهای جست‌وجو زیر نام سایت نشان می‌دهند.',
  'settings.chatCode': 'کد گفت‌وگو',
  'settings.chatCodeHelp':
    'قطعه‌کد ابزارک گفت‌وگو از ارائه‌دهندهٔ آن (Tawk.to، Crisp، Tidio…)، همان‌طور که داده شده چسبانده شود. این کد در قابی جداشده در گوشهٔ پایین هر صفحهٔ عمومی اجرا می‌شود: می‌تواند گفت‌وگوی خود را نشان دهد، اما نمی‌تواند سایت، این پنل مدیریت یا داده‌های شما را بخواند یا تغییر دهد. برای نداشتن گفت‌وگو خالی بگذارید.',
  'settings.mailDriver': 'روش ارسال ایمیل',
  'settings.driverOutbox': 'outbox: سرور پیام‌ها را تحویل می‌دهد',
  'settings.driverSmtp': 'smtp: کارکنان با حساب خود می‌فرستند',
  'settings.driverOutboxHelp':
    'هر پیام در صندوق خروجی قرار می‌گیرد و از طریق MAIL_URL سرور، با تلاش‌های دوباره، تحویل داده می‌شود؛ وقتی سرور ایمیل از کار افتاده باشد چیزی از دست نمی‌رود.',
  'settings.driverSmtpHelp':
    'کارکنان با حساب ایمیل خود می‌فرستند و هر بار گذرواژهٔ آن را وارد می‌کنند.',
  'settings.mailTemplate': 'قالب ایمیل',
  'settings.mailTemplateHelp':
    'طرحی که هر ایمیل ارسالی شرکت را در بر می‌گیرد: متن ساده یا یکی از چهار طرح HTML.',
  'settings.notifyRecipients': 'اطلاع به گیرندگان هنگام جابه‌جایی مرسوله',
  'settings.notifyRecipientsHelp':
    'وقتی کارکنان به سابقهٔ یک مرسوله چیزی اضافه می‌کنند، ایمیل گیرنده مورد جدید و پیوند رهگیری را دریافت می‌کند (هر مورد می‌تواند مستثنا شود؛ گیرندگان می‌توانند اشتراک را لغو کنند).',
  'settings.saved': 'تنظیمات ذخیره شد',
  'settings.tracking': 'حریم خصوصی رهگیری',
  'settings.trackingDescription': 'آنچه بازدیدکننده فقط با کد رهگیری می‌بیند.',
  'settings.trackingLead':
    'هر چه خاموش باشد فقط به بازدیدکننده‌ای نشان داده می‌شود که ایمیل گیرنده یا ۴ رقم آخر تلفن او را هم بدهد. وضعیت، پیشرفت، سابقه، بازهٔ تحویل و نام مکان‌ها همیشه با کد دیده می‌شوند.',
  'settings.trackingShowsNames': 'نمایش نام‌ها فقط با کد',
  'settings.trackingShowsNamesHelp': 'نام گیرنده و فرستنده.',
  'settings.trackingShowsPhoto': 'نمایش عکس بسته فقط با کد',
  'settings.trackingShowsPhotoHelp': 'تصویری که به بسته پیوست شده است.',
  'settings.trackingShowsExactMap': 'نمایش نقشهٔ دقیق فقط با کد',
  'settings.trackingShowsExactMapHelp':
    'خاموش: نقشه نشانگرها را با دقت حدود ۱۰ کیلومتر می‌گذارد؛ مسیر را نشان می‌دهد نه خیابان را.',
};
