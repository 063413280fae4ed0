import type { AreaTexts } from '../../en';
import type { dashboardTexts as english } from '../../en/dashboard';

export const dashboardTexts: AreaTexts<typeof english> = {
  'dashboard.title': 'لوحة المعلومات',
  'dashboard.tiles': 'لوحة التحكم',
  'dashboard.tile.parcels': 'الشحنات',
  'dashboard.tile.reviews': 'التقييمات',
  'dashboard.tile.pages': 'الصفحات',
  'dashboard.tile.send_email': 'إرسال بريد',
  'dashboard.tile.settings': 'الإعدادات',
  'dashboard.tile.password': 'كلمة المرور',
  'dashboard.tile.outbox': 'صندوق الصادر',
  'dashboard.tile.invoices': 'الفواتير',
  'dashboard.find.label': 'فتح شحنة برقم التتبع',
  'dashboard.find.placeholder': 'اكتب رقم التتبع أو امسحه ضوئيًا',
  'dashboard.find.open': 'فتح',
  'dashboard.find.not_found': 'لا توجد شحنة برقم التتبع «{code}».',
  'dashboard.today.title': 'اليوم',
  'dashboard.today.loading': 'جارٍ تحميل الأرقام',
  'dashboard.today.date': 'أرقام يوم {date}',
  'dashboard.figure.parcels': 'كل الشحنات',
  'dashboard.figure.late': 'الشحنات المتأخرة',
  'dashboard.figure.late_hint': 'موعد تسليمها قبل اليوم ولم تُسلَّم',
  'dashboard.figure.created_today': 'أُنشئت اليوم',
  'dashboard.figure.mail_failed': 'رسائل فشل إرسالها',
  'dashboard.figure.mail_queued': 'رسائل في الانتظار',
  'dashboard.statuses.title': 'الشحنات حسب الحالة',
  'dashboard.statuses.none': 'بلا حالة',
  'dashboard.statuses.other': 'حالات أخرى',
  'dashboard.statuses.empty': 'لا توجد شحنات بعد.',
  'dashboard.terms.title': 'شروط الاستخدام',
  'dashboard.terms.warranty':
    'يُقدَّم هذا البرنامج «كما هو» دون أي ضمان من أي نوع، صريحًا كان أو ضمنيًا، بما في ذلك ملاءمته لغرض معيّن. ولا يتحمّل مطوّروه المسؤولية عن أي مطالبة أو ضرر أو خسارة تنشأ عن استخدامه.',
  'dashboard.terms.responsibility':
    'يتحمّل الموظفون الذين يستخدمون لوحة التحكم هذه مسؤولية المحتوى الذي ينشرونه (الصفحات والتقييمات وبيانات الشحنات وسجل التتبع والصور والرسائل) والبيانات الشخصية للمرسلين والمستلمين التي يسجّلونها. انشر المعلومات الدقيقة فقط، واقتصر من البيانات الشخصية على ما يحتاجه التسليم، والتزم بالقوانين السارية على شركتك.',
  'dashboard.terms.password': 'حافظ على سرية كلمة المرور، وسجّل الخروج على الأجهزة المشتركة.',
};
