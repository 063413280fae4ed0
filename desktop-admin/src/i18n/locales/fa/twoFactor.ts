import type { AreaTexts } from '../../en';
import type { twoFactorTexts as english } from '../../en/twoFactor';

export const twoFactorTexts: AreaTexts<typeof english> = {
  'twoFactor.title': 'ورود دومرحله‌ای',
  'twoFactor.intro':
    'پس از گذرواژه، هنگام ورود یک کد ۶ رقمی از برنامهٔ احراز هویت روی تلفن شما خواسته می‌شود.',
  'twoFactor.status_on': 'ورود دومرحله‌ای روشن است.',
  'twoFactor.status_off': 'ورود دومرحله‌ای خاموش است.',
  'twoFactor.codes_left': 'کدهای بازیابی باقی‌مانده: {count}',
  'twoFactor.set_up': 'راه‌اندازی ورود دومرحله‌ای',
  'twoFactor.scan': 'این کد QR را با برنامهٔ احراز هویت خود اسکن کنید، یا کلید زیر را تایپ کنید.',
  'twoFactor.qr_alt': 'کد QR برای افزودن این حساب به برنامهٔ احراز هویت',
  'twoFactor.secret': 'کلید برای تایپ',
  'twoFactor.code': 'کد از برنامه',
  'twoFactor.confirm': 'روشن کردن',
  'twoFactor.recovery_title': 'کدهای بازیابی شما',
  'twoFactor.recovery_text':
    'اگر تلفن خود را گم کنید، هر کد یک بار شما را وارد می‌کند. آن‌ها را در جای امنی نگه دارید: فقط همین حالا نمایش داده می‌شوند.',
  'twoFactor.copy': 'کپی',
  'twoFactor.copied': 'کپی شد',
  'twoFactor.download': 'دانلود',
  'twoFactor.download_name': 'waybill-recovery-codes.txt',
  'twoFactor.saved_codes': 'کدها را ذخیره کردم',
  'twoFactor.proof_password': 'گذرواژهٔ فعلی',
  'twoFactor.regenerate': 'کدهای بازیابی جدید',
  'twoFactor.regenerate_text': 'کدهای قبلی دیگر کار نمی‌کنند.',
  'twoFactor.disable': 'خاموش کردن',
  'twoFactor.required_note': 'ورود دومرحله‌ای برای همهٔ حساب‌ها الزامی است.',
  'twoFactor.require_all': 'الزام ورود دومرحله‌ای برای همهٔ حساب‌ها',
  'twoFactor.require_all_text':
    'اعضایی که آن را ندارند در ورود بعدی به راه‌اندازی آن هدایت می‌شوند.',
  'twoFactor.require_on': 'الزامی کن',
  'twoFactor.require_off': 'دیگر الزامی نباشد',
  'twoFactor.manage': 'ورود دومرحله‌ای',
  'twoFactor.step_title': 'کد خود را وارد کنید',
  'twoFactor.step_text': 'برنامهٔ احراز هویت را باز کنید و کد ۶ رقمی Waybill را وارد کنید.',
  'twoFactor.verify': 'تأیید',
  'twoFactor.use_recovery': 'به جای آن از کد بازیابی استفاده کنید',
  'twoFactor.use_code': 'به جای آن از کد برنامه استفاده کنید',
  'twoFactor.recovery_code': 'کد بازیابی',
  'twoFactor.recovery_step_text':
    'یکی از کدهای بازیابی خود را وارد کنید. هر کد فقط یک بار کار می‌کند.',
  'twoFactor.setup_required_title': 'ورود دومرحله‌ای را راه‌اندازی کنید',
  'twoFactor.setup_required_text':
    'شرکت شما ورود دومرحله‌ای را الزامی کرده است. برای ادامه، اکنون آن را راه‌اندازی کنید.',
  'twoFactor.start_over': 'شروع دوباره',
};
