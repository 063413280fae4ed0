import type { AreaTexts } from '../../en';
import type { sessionsTexts as english } from '../../en/sessions';

export const sessionsTexts: AreaTexts<typeof english> = {
  'sessions.menu': 'Oturumlar',
  'sessions.title': 'Oturumlar',
  'sessions.intro':
    'Hesabınızda oturum açmış her tarayıcı. Tanımadığınız bir oturumu sonlandırın: o tarayıcının oturumu hemen kapanır.',
  'sessions.list': 'Oturumlarınız',
  'sessions.empty': 'Oturum açmış tarayıcı yok.',
  'sessions.this_device': 'Bu cihaz',
  'sessions.device.desktop': 'Bilgisayar',
  'sessions.device.mobile': 'Telefon',
  'sessions.device.tablet': 'Tablet',
  'sessions.device.tv': 'Televizyon',
  'sessions.device.bot': 'Otomatik istemci',
  'sessions.device.unknown': 'Bilinmeyen cihaz',
  'sessions.browser_on_os': '{os} üzerinde {browser}',
  'sessions.unknown_browser': 'Bilinmeyen tarayıcı',
  'sessions.device': 'Cihaz',
  'sessions.address': 'IP adresi',
  'sessions.signed_in_from': 'Oturum açılan adres',
  'sessions.signed_in': 'Oturum açma',
  'sessions.last_seen': 'Son görülme',
  'sessions.member': 'Üye',
  'sessions.end': 'Oturumu sonlandır',
  'sessions.sign_out_here': 'Bu cihazda oturumu kapat',
  'sessions.ended': 'Oturum sonlandırıldı: o tarayıcının oturumu kapandı.',
  'sessions.end_others': 'Diğer her yerde oturumu kapat',
  'sessions.ended_others': 'Diğer tüm tarayıcıların oturumu kapatıldı.',
  'sessions.no_others': 'Oturum açmış başka tarayıcı yok.',
  'sessions.staff_title': 'Üyelerin oturumları',
  'sessions.staff_intro':
    'Bir üyenin hesabında oturum açmış her tarayıcı. Bir oturumu sonlandırmak onu hemen kapatır.',
  'sessions.all_members': 'Tüm üyeler',
};
