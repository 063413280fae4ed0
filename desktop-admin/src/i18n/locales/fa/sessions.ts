import type { AreaTexts } from '../../en';
import type { sessionsTexts as english } from '../../en/sessions';

export const sessionsTexts: AreaTexts<typeof english> = {
  'sessions.menu': 'نشست‌ها',
  'sessions.title': 'نشست‌ها',
  'sessions.intro':
    'همهٔ مرورگرهایی که با حساب شما وارد شده‌اند. نشستی را که نمی‌شناسید پایان دهید: آن مرورگر بی‌درنگ خارج می‌شود.',
  'sessions.list': 'نشست‌های شما',
  'sessions.empty': 'هیچ مرورگری وارد نشده است.',
  'sessions.this_device': 'این دستگاه',
  'sessions.device.desktop': 'رایانه',
  'sessions.device.mobile': 'تلفن',
  'sessions.device.tablet': 'تبلت',
  'sessions.device.tv': 'تلویزیون',
  'sessions.device.bot': 'برنامهٔ خودکار',
  'sessions.device.unknown': 'دستگاه ناشناخته',
  'sessions.browser_on_os': '{browser} روی {os}',
  'sessions.unknown_browser': 'مرورگر ناشناخته',
  'sessions.device': 'دستگاه',
  'sessions.address': 'نشانی IP',
  'sessions.signed_in_from': 'ورود از',
  'sessions.signed_in': 'زمان ورود',
  'sessions.last_seen': 'آخرین بازدید',
  'sessions.member': 'عضو',
  'sessions.end': 'پایان نشست',
  'sessions.sign_out_here': 'خروج از این دستگاه',
  'sessions.ended': 'نشست پایان یافت: آن مرورگر خارج شد.',
  'sessions.end_others': 'خروج از همهٔ جاهای دیگر',
  'sessions.ended_others': 'همهٔ مرورگرهای دیگر خارج شدند.',
  'sessions.no_others': 'هیچ مرورگر دیگری وارد نشده است.',
  'sessions.staff_title': 'نشست‌های اعضا',
  'sessions.staff_intro':
    'همهٔ مرورگرهایی که با حساب یکی از اعضا وارد شده‌اند. پایان دادن به یک نشست، آن را بی‌درنگ خارج می‌کند.',
  'sessions.all_members': 'همهٔ اعضا',
};
