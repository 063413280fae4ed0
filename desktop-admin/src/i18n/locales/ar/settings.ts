import type { AreaTexts } from '../../en';
import type { settingsTexts as english } from '../../en/settings';

export const settingsTexts: AreaTexts<typeof english> = {
  'settings.title': 'الإعدادات',
  'settings.contact': 'معلومات التواصل',
  'settings.contactDescription':
    'البريد الإلكتروني والهواتف والعنوان وروابط التواصل الاجتماعي في تذييل الموقع العام.',
  'settings.mail': 'إعدادات البريد',
  'settings.mailDescription': 'كيف تخرج الرسائل من الخادم وأي قالب تستخدم.',
  'settings.html': 'إعدادات HTML',
  'settings.htmlDescription': 'الوصف التعريفي لمحركات البحث وأداة دردشة في كل صفحة.',
  'settings.what': 'الإعدادات',
  'settings.save': 'حفظ',
  'settings.companyName': 'اسم الشركة',
  'settings.companyNameHelp':
    'يُوقَّع به على الرسائل والفواتير وملصقات الشحن؛ وإن تُرك فارغًا تظهر Waybill.',
  'settings.contactEmail': 'البريد الإلكتروني للتواصل',
  'settings.contactEmailHelp': 'تصل إليه رسائل الزوار من صفحة التواصل، ويظهر في التذييل.',
  'settings.contactPhone': 'هاتف التواصل',
  'settings.alternatePhone': 'هاتف بديل',
  'settings.address': 'العنوان',
  'settings.addressHelp': 'عنوان المكتب الظاهر في التذييل.',
  'settings.socialLinks': 'روابط التواصل الاجتماعي',
  'settings.socialHelp': 'اسم مستخدم (مثل ‎@waybill) أو رابط https://‎ كامل؛ الحقل الفارغ لا يظهر.',
  'settings.metaDescription': 'الوصف التعريفي',
  'settings.metaDescriptionHelp': 'الملخص الذي تعرضه محركات البحث تحت اسم الموقع.',
  'settings.chatCode': 'شيفرة الدردشة',
  'settings.chatCodeHelp':
    'مقتطف شيفرة أداة الدردشة من مزوّدها (Tawk.to وCrisp وTidio…)، يُلصق كما هو. يعمل داخل إطار معزول في الزاوية السفلية من كل صفحة عامة: يمكنه عرض الدردشة، لكنه لا يستطيع قراءة الموقع أو لوحة التحكم هذه أو بياناتك ولا تغييرها. اتركه فارغًا إن لم ترغب في دردشة.',
  'settings.mailDriver': 'طريقة إرسال البريد',
  'settings.driverOutbox': 'outbox: الخادم يسلّم الرسائل',
  'settings.driverSmtp': 'smtp: الموظفون يرسلون بحساباتهم الخاصة',
  'settings.driverOutboxHelp':
    'توضع كل رسالة في صندوق الصادر وتُسلَّم عبر MAIL_URL الخاص بالخادم، مع إعادة المحاولة؛ لا يضيع شيء أثناء توقف خادم البريد.',
  'settings.driverSmtpHelp': 'يرسل الموظفون بحساب بريدهم الخاص، ويكتبون كلمة مروره عند كل إرسال.',
  'settings.mailTemplate': 'قالب البريد',
  'settings.mailTemplateHelp':
    'التصميم المحيط بكل رسالة ترسلها الشركة: نص عادي، أو أحد تصاميم HTML الأربعة.',
  'settings.notifyRecipients': 'إبلاغ المستلمين عند تحرك طرودهم',
  'settings.notifyRecipientsHelp':
    'عندما يضيف الموظفون إلى سجل الطرد، يتلقى بريد المستلم الإدخال الجديد ورابط التتبع (يمكن استثناء أي إدخال؛ ويمكن للمستلمين إلغاء الاشتراك).',
  'settings.saved': 'تم حفظ الإعدادات',
  'settings.tracking': 'خصوصية التتبع',
  'settings.trackingDescription': 'ما يراه الزائر برمز التتبع وحده.',
  'settings.trackingLead':
    'كل ما هو متوقف لا يظهر إلا لزائر يعطي أيضًا البريد الإلكتروني للمستلم أو آخر 4 أرقام من هاتفه. الحالة والتقدم والسجل وموعد التسليم وأسماء الأماكن تظهر دائمًا مع الرمز.',
  'settings.trackingShowsNames': 'إظهار الأسماء بالرمز وحده',
  'settings.trackingShowsNamesHelp': 'اسم المستلم واسم المرسل.',
  'settings.trackingShowsPhoto': 'إظهار صورة الشحنة بالرمز وحده',
  'settings.trackingShowsPhotoHelp': 'الصورة المرفقة بالشحنة.',
  'settings.trackingShowsExactMap': 'إظهار الخريطة الدقيقة بالرمز وحده',
  'settings.trackingShowsExactMapHelp':
    'عند الإيقاف: تضع الخريطة العلامات في حدود 10 كم تقريبًا، فتظهر المسار دون الشارع.',
};
