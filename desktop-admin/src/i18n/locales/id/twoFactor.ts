import type { AreaTexts } from '../../en';
import type { twoFactorTexts as english } from '../../en/twoFactor';

export const twoFactorTexts: AreaTexts<typeof english> = {
  'twoFactor.title': 'Masuk dua langkah',
  'twoFactor.intro':
    'Setelah kata sandi, proses masuk meminta kode 6 digit dari aplikasi autentikator di ponsel Anda.',
  'twoFactor.status_on': 'Masuk dua langkah aktif.',
  'twoFactor.status_off': 'Masuk dua langkah tidak aktif.',
  'twoFactor.codes_left': 'Sisa kode pemulihan: {count}',
  'twoFactor.set_up': 'Siapkan masuk dua langkah',
  'twoFactor.scan':
    'Pindai kode QR ini dengan aplikasi autentikator Anda, atau ketik kunci di bawah.',
  'twoFactor.qr_alt': 'Kode QR untuk menambahkan akun ini ke aplikasi autentikator',
  'twoFactor.secret': 'Kunci untuk diketik',
  'twoFactor.code': 'Kode dari aplikasi',
  'twoFactor.confirm': 'Aktifkan',
  'twoFactor.recovery_title': 'Kode pemulihan Anda',
  'twoFactor.recovery_text':
    'Setiap kode memungkinkan Anda masuk sekali jika ponsel hilang. Simpan di tempat aman: kode hanya ditampilkan sekarang.',
  'twoFactor.copy': 'Salin',
  'twoFactor.copied': 'Tersalin',
  'twoFactor.download': 'Unduh',
  'twoFactor.download_name': 'waybill-kode-pemulihan.txt',
  'twoFactor.saved_codes': 'Saya sudah menyimpan kodenya',
  'twoFactor.proof_password': 'Kata sandi saat ini',
  'twoFactor.regenerate': 'Kode pemulihan baru',
  'twoFactor.regenerate_text': 'Kode lama tidak akan berfungsi lagi.',
  'twoFactor.disable': 'Nonaktifkan',
  'twoFactor.required_note': 'Masuk dua langkah wajib untuk setiap akun.',
  'twoFactor.require_all': 'Wajibkan masuk dua langkah untuk setiap akun',
  'twoFactor.require_all_text':
    'Anggota yang belum memilikinya akan diarahkan untuk menyiapkannya saat masuk berikutnya.',
  'twoFactor.require_on': 'Wajibkan',
  'twoFactor.require_off': 'Tidak lagi wajib',
  'twoFactor.manage': 'Masuk dua langkah',
  'twoFactor.step_title': 'Masukkan kode Anda',
  'twoFactor.step_text': 'Buka aplikasi autentikator Anda dan masukkan kode 6 digit untuk Waybill.',
  'twoFactor.verify': 'Verifikasi',
  'twoFactor.use_recovery': 'Gunakan kode pemulihan saja',
  'twoFactor.use_code': 'Gunakan kode dari aplikasi saja',
  'twoFactor.recovery_code': 'Kode pemulihan',
  'twoFactor.recovery_step_text':
    'Masukkan salah satu kode pemulihan Anda. Setiap kode hanya berlaku sekali.',
  'twoFactor.setup_required_title': 'Siapkan masuk dua langkah',
  'twoFactor.setup_required_text':
    'Perusahaan Anda mewajibkan masuk dua langkah. Siapkan sekarang untuk melanjutkan.',
  'twoFactor.start_over': 'Mulai lagi',
};
