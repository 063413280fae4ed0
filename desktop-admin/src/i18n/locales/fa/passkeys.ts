import type { AreaTexts } from '../../en';
import type { passkeysTexts as english } from '../../en/passkeys';

export const passkeysTexts: AreaTexts<typeof english> = {
  'passkeys.title': 'کلیدهای عبور',
  'passkeys.intro':
    'کلید عبور شما را با قفل صفحهٔ این دستگاه یا یک کلید امنیتی وارد می‌کند. به‌عنوان گام دوم پس از گذرواژه، یا به‌تنهایی به‌جای گذرواژه کار می‌کند.',
  'passkeys.none': 'هنوز کلید عبوری ندارید.',
  'passkeys.table': 'کلیدهای عبور شما',
  'passkeys.name': 'نام',
  'passkeys.added': 'افزوده شده',
  'passkeys.last_used': 'آخرین استفاده',
  'passkeys.actions': 'کارها',
  'passkeys.never': 'هرگز',
  'passkeys.rename': 'تغییر نام',
  'passkeys.rename_named': 'تغییر نام {name}',
  'passkeys.remove': 'حذف',
  'passkeys.remove_named': 'حذف {name}',
  'passkeys.add': 'افزودن کلید عبور',
  'passkeys.added_message': 'کلید عبور افزوده شد.',
  'passkeys.new_name': 'نام کلید عبور',
  'passkeys.password': 'گذرواژهٔ شما',
  'passkeys.name_hint': 'تا آن را بازشناسید، مثلاً «لپ‌تاپ کار» یا «کلید امنیتی آبی».',
  'passkeys.rename_title': 'تغییر نام «{name}»',
  'passkeys.save': 'ذخیره',
  'passkeys.cancel': 'لغو',
  'passkeys.remove_title': 'حذف «{name}»',
  'passkeys.remove_text': 'دیگر با آن وارد نخواهید شد.',
  'passkeys.unavailable':
    'کلیدهای عبور اینجا قابل استفاده نیستند (مرورگری بدون کلید عبور). برای افزودن کلید، پنل کنترل را در یک مرورگر وب باز کنید؛ اینجا از کدِ یک برنامهٔ احراز هویت استفاده کنید.',
  'passkeys.step_text': 'از یکی از کلیدهای عبور خود استفاده کنید: دستگاه قفل صفحه را می‌پرسد.',
  'passkeys.step_unavailable':
    'این حساب با کلید عبوری وارد می‌شود که اینجا قابل استفاده نیست. از یک مرورگر وب وارد شوید.',
  'passkeys.use': 'استفاده از کلید عبور',
  'passkeys.or_code': 'یا کدی از برنامهٔ احراز هویت خود وارد کنید.',
  'passkeys.or': 'یا',
  'passkeys.sign_in': 'ورود با کلید عبور',
};
