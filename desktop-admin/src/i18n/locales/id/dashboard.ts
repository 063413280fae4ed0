import type { AreaTexts } from '../../en';
import type { dashboardTexts as english } from '../../en/dashboard';

export const dashboardTexts: AreaTexts<typeof english> = {
  'dashboard.title': 'Dasbor',
  'dashboard.tiles': 'Panel kontrol',
  'dashboard.tile.parcels': 'Paket',
  'dashboard.tile.reviews': 'Ulasan',
  'dashboard.tile.pages': 'Halaman',
  'dashboard.tile.send_email': 'Kirim Email',
  'dashboard.tile.settings': 'Pengaturan',
  'dashboard.tile.password': 'Kata sandi',
  'dashboard.tile.outbox': 'Kotak keluar',
  'dashboard.tile.invoices': 'Faktur',
  'dashboard.find.label': 'Buka paket dengan nomor resinya',
  'dashboard.find.placeholder': 'Ketik atau pindai nomor resi',
  'dashboard.find.open': 'Buka',
  'dashboard.find.not_found': 'Tidak ada paket dengan nomor resi “{code}”.',
  'dashboard.today.title': 'Hari ini',
  'dashboard.today.loading': 'Memuat angka',
  'dashboard.today.date': 'Angka per {date}',
  'dashboard.figure.parcels': 'Semua paket',
  'dashboard.figure.late': 'Paket terlambat',
  'dashboard.figure.late_hint': 'Jatuh tempo sebelum hari ini dan belum terkirim',
  'dashboard.figure.created_today': 'Dibuat hari ini',
  'dashboard.figure.mail_failed': 'Email gagal',
  'dashboard.figure.mail_queued': 'Email menunggu',
  'dashboard.statuses.title': 'Paket menurut status',
  'dashboard.statuses.none': 'Tanpa status',
  'dashboard.statuses.other': 'Status lainnya',
  'dashboard.statuses.empty': 'Belum ada paket.',
  'dashboard.terms.title': 'Ketentuan penggunaan',
  'dashboard.terms.warranty':
    'Perangkat lunak ini disediakan “sebagaimana adanya”, tanpa jaminan apa pun, baik tersurat maupun tersirat, termasuk kesesuaian untuk tujuan tertentu. Pengembangnya tidak bertanggung jawab atas klaim, kerusakan, atau kerugian apa pun yang timbul dari penggunaannya.',
  'dashboard.terms.responsibility':
    'Staf yang menggunakan panel kontrol ini bertanggung jawab atas konten yang mereka terbitkan (halaman, ulasan, detail paket, riwayat pelacakan, gambar, dan email) serta data pribadi pengirim dan penerima yang mereka catat. Terbitkan hanya informasi yang akurat, batasi data pribadi pada yang diperlukan untuk pengiriman, dan patuhi hukum yang berlaku bagi perusahaan Anda.',
  'dashboard.terms.password':
    'Rahasiakan kata sandi Anda dan keluar dari akun di komputer bersama.',
};
