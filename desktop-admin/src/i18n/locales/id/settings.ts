import type { AreaTexts } from '../../en';
import type { settingsTexts as english } from '../../en/settings';

export const settingsTexts: AreaTexts<typeof english> = {
  'settings.title': 'Pengaturan',
  'settings.contact': 'Info Kontak',
  'settings.contactDescription':
    'Email, telepon, alamat, dan tautan media sosial di footer situs publik.',
  'settings.mail': 'Pengaturan Email',
  'settings.mailDescription': 'Cara email keluar dari server dan template yang dipakai.',
  'settings.html': 'Pengaturan HTML',
  'settings.htmlDescription':
    'Deskripsi meta untuk mesin pencari dan widget chat untuk setiap halaman.',
  'settings.what': 'Pengaturan',
  'settings.save': 'Simpan',
  'settings.companyName': 'Nama perusahaan',
  'settings.companyNameHelp':
    'Menandatangani email, faktur, dan label pengiriman; jika kosong, tertulis Waybill.',
  'settings.contactEmail': 'Email kontak',
  'settings.contactEmailHelp':
    'Pesan pengunjung dari halaman kontak masuk ke sini; ditampilkan di footer.',
  'settings.contactPhone': 'Telepon kontak',
  'settings.alternatePhone': 'Telepon alternatif',
  'settings.address': 'Alamat',
  'settings.addressHelp': 'Alamat kantor yang ditampilkan di footer.',
  'settings.socialLinks': 'Tautan media sosial',
  'settings.socialHelp':
    'Nama pengguna (mis. @waybill) atau alamat https:// lengkap; yang kosong tidak ditampilkan.',
  'settings.metaDescription': 'Deskripsi meta',
  'settings.metaDescriptionHelp': 'Ringkasan yang ditampilkan mesin pencari di bawah nama situs.',
  'settings.chatCode': 'Kode chat',
  'settings.chatCodeHelp':
    'Cuplikan kode widget chat dari penyedianya (Tawk.to, Crisp, Tidio…), ditempel apa adanya. Kode ini berjalan dalam bingkai terisolasi di pojok kanan bawah setiap halaman publik: ia dapat menampilkan chatnya, tetapi tidak dapat membaca atau mengubah situs, panel kontrol ini, atau data Anda. Kosongkan jika tidak ingin ada chat.',
  'settings.mailDriver': 'Metode pengiriman',
  'settings.driverOutbox': 'outbox: server yang mengirimkan',
  'settings.driverSmtp': 'smtp: staf mengirim dengan akun sendiri',
  'settings.driverOutboxHelp':
    'setiap pesan dimasukkan ke antrean kotak keluar dan dikirim melalui MAIL_URL server, dengan percobaan ulang; tidak ada yang hilang saat server email mati.',
  'settings.driverSmtpHelp':
    'staf mengirim dengan akun email mereka sendiri, mengetik kata sandinya setiap kali mengirim.',
  'settings.mailTemplate': 'Template email',
  'settings.mailTemplateHelp':
    'Tata letak di sekitar setiap email yang dikirim perusahaan: teks biasa, atau salah satu dari empat desain HTML.',
  'settings.notifyRecipients': 'Beri tahu penerima saat paketnya bergerak',
  'settings.notifyRecipientsHelp':
    'Saat staf menambahkan riwayat paket, email penerima mendapat entri baru dan tautan pelacakan (setiap entri dapat dikecualikan; penerima dapat berhenti berlangganan).',
  'settings.saved': 'Pengaturan disimpan',
  'settings.tracking': 'Privasi pelacakan',
  'settings.trackingDescription': 'Yang dilihat pengunjung hanya dengan kode pelacakan.',
  'settings.trackingLead':
    'Semua yang dimatikan hanya ditampilkan kepada pengunjung yang juga memberikan e-mail penerima atau 4 digit terakhir teleponnya. Status, progres, riwayat, jadwal pengiriman, dan nama tempat selalu tampil dengan kode.',
  'settings.trackingShowsNames': 'Tampilkan nama hanya dengan kode',
  'settings.trackingShowsNamesHelp': 'Nama penerima dan pengirim.',
  'settings.trackingShowsPhoto': 'Tampilkan foto paket hanya dengan kode',
  'settings.trackingShowsPhotoHelp': 'Gambar yang dilampirkan pada paket.',
  'settings.trackingShowsExactMap': 'Tampilkan peta persis hanya dengan kode',
  'settings.trackingShowsExactMapHelp':
    'Mati: peta menempatkan penanda dalam jarak sekitar 10 km; menampilkan rute, bukan jalan.',
};
