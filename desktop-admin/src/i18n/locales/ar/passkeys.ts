import type { AreaTexts } from '../../en';
import type { passkeysTexts as english } from '../../en/passkeys';

export const passkeysTexts: AreaTexts<typeof english> = {
  'passkeys.title': 'مفاتيح المرور',
  'passkeys.intro':
    'يسجّل مفتاح المرور دخولك بقفل شاشة هذا الجهاز أو بمفتاح أمان. يعمل خطوةً ثانية بعد كلمة المرور، أو وحده بدلًا من كلمة المرور.',
  'passkeys.none': 'لا توجد مفاتيح مرور بعد.',
  'passkeys.table': 'مفاتيح المرور الخاصة بك',
  'passkeys.name': 'الاسم',
  'passkeys.added': 'تاريخ الإضافة',
  'passkeys.last_used': 'آخر استخدام',
  'passkeys.actions': 'الإجراءات',
  'passkeys.never': 'أبدًا',
  'passkeys.rename': 'إعادة التسمية',
  'passkeys.rename_named': 'إعادة تسمية {name}',
  'passkeys.remove': 'إزالة',
  'passkeys.remove_named': 'إزالة {name}',
  'passkeys.add': 'إضافة مفتاح مرور',
  'passkeys.added_message': 'تمت إضافة مفتاح المرور.',
  'passkeys.new_name': 'اسم مفتاح المرور',
  'passkeys.password': 'كلمة المرور الخاصة بك',
  'passkeys.name_hint': 'لتميّزه، مثل «حاسوب العمل» أو «مفتاح الأمان الأزرق».',
  'passkeys.rename_title': 'إعادة تسمية «{name}»',
  'passkeys.save': 'حفظ',
  'passkeys.cancel': 'إلغاء',
  'passkeys.remove_title': 'إزالة «{name}»',
  'passkeys.remove_text': 'لن يعود بإمكانك تسجيل الدخول به.',
  'passkeys.unavailable':
    'لا يمكن استخدام مفاتيح المرور هنا (متصفح لا يدعمها). افتح لوحة التحكم في متصفح ويب لإضافة مفتاح؛ وهنا استخدم رمزًا من تطبيق المصادقة.',
  'passkeys.step_text': 'استخدم أحد مفاتيح المرور الخاصة بك: سيطلب جهازك قفل الشاشة.',
  'passkeys.step_unavailable':
    'يسجّل هذا الحساب الدخول بمفتاح مرور لا يمكن استخدامه هنا. سجّل الدخول من متصفح ويب.',
  'passkeys.use': 'استخدام مفتاح مرور',
  'passkeys.or_code': 'أو أدخل رمزًا من تطبيق المصادقة.',
  'passkeys.or': 'أو',
  'passkeys.sign_in': 'تسجيل الدخول بمفتاح مرور',
};
