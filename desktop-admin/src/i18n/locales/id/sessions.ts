import type { AreaTexts } from '../../en';
import type { sessionsTexts as english } from '../../en/sessions';

export const sessionsTexts: AreaTexts<typeof english> = {
  'sessions.menu': 'Sesi',
  'sessions.title': 'Sesi',
  'sessions.intro':
    'Setiap peramban yang masuk ke akun Anda. Akhiri sesi yang tidak Anda kenali: peramban itu langsung dikeluarkan.',
  'sessions.list': 'Sesi Anda',
  'sessions.empty': 'Tidak ada peramban yang masuk.',
  'sessions.this_device': 'Perangkat ini',
  'sessions.device.desktop': 'Komputer',
  'sessions.device.mobile': 'Ponsel',
  'sessions.device.tablet': 'Tablet',
  'sessions.device.tv': 'TV',
  'sessions.device.bot': 'Klien otomatis',
  'sessions.device.unknown': 'Perangkat tidak dikenal',
  'sessions.browser_on_os': '{browser} di {os}',
  'sessions.unknown_browser': 'Peramban tidak dikenal',
  'sessions.device': 'Perangkat',
  'sessions.address': 'Alamat IP',
  'sessions.signed_in_from': 'Masuk dari',
  'sessions.signed_in': 'Masuk',
  'sessions.last_seen': 'Terakhir terlihat',
  'sessions.member': 'Anggota',
  'sessions.end': 'Akhiri sesi',
  'sessions.sign_out_here': 'Keluar dari perangkat ini',
  'sessions.ended': 'Sesi telah diakhiri: peramban itu sudah dikeluarkan.',
  'sessions.end_others': 'Keluar dari semua tempat lain',
  'sessions.ended_others': 'Semua peramban lain sudah dikeluarkan.',
  'sessions.no_others': 'Tidak ada peramban lain yang masuk.',
  'sessions.staff_title': 'Sesi anggota',
  'sessions.staff_intro':
    'Setiap peramban yang masuk ke akun seorang anggota. Mengakhiri sesi langsung mengeluarkannya.',
  'sessions.all_members': 'Semua anggota',
};
