import type { AreaTexts } from '../../en';
import type { problemsTexts as english } from '../../en/problems';

export const problemsTexts: AreaTexts<typeof english> = {
  'problems.no_data_found': 'Data tidak ditemukan',
  'problems.not_found': 'Tidak ditemukan',
  'problems.route.not_found': 'Tidak dapat menjalankan {method} {path}',
  'problems.parcel.id_unknown': '{field}: {id} tidak cocok dengan kiriman mana pun',
  'problems.parcel.code_unknown': '{field}: "{code}" tidak cocok dengan kiriman mana pun',
  'problems.parcel.code_taken': '{field}: "{code}" sudah dipakai oleh kiriman lain',
  'problems.page.slug_taken': '{field}: "{slug}" sudah dipakai oleh halaman lain',
  'problems.page.slug_format': '{field} hanya boleh berisi huruf kecil, angka, dan tanda hubung',
  'problems.invoice.currency_format': '{field} harus berupa kode 3 huruf',
  'problems.invoice.amount_cents': '{field} paling banyak 2 angka desimal',
  'problems.page.busy': 'Halaman dengan judul ini sedang dibuat; coba lagi',
  'problems.outbox.already_sent': 'Pesan ini sudah dikirim',
  'problems.rating.not_delivered': 'Paket ini dapat dinilai setelah terkirim',
  'problems.rating.already_given': 'Paket ini sudah dinilai',
  'problems.auth.signed_out': 'Anda harus masuk sebagai admin untuk melakukan ini',
  'problems.auth.admin_exists': 'Akun admin sudah ada. Silakan masuk.',
  'problems.auth.wrong_credentials': 'Email atau kata sandi salah',
  'problems.auth.wrong_current_password': 'Kata sandi saat ini salah',
  'problems.auth.wrong_pin':
    'PIN salah atau sudah kedaluwarsa. Periksa email, atau minta PIN baru.',
  'problems.auth.confirmation_mismatch': '{field} harus sama dengan {other}',
  'problems.auth.pin_format': '{field} harus berupa PIN 6 digit dari email',
  // Two-factor sign-in.
  'problems.twofactor.code_format': '{field} harus berupa kode 6 digit dari aplikasi autentikator',
  'problems.twofactor.recovery_code_format': '{field} harus salah satu kode pemulihan Anda',
  'problems.twofactor.code_or_recovery_code': 'Masukkan kode atau kode pemulihan',
  'problems.twofactor.password_or_code': 'Masukkan kata sandi atau kode',
  'problems.twofactor.wrong_code': 'Kode salah atau sudah digunakan',
  'problems.twofactor.no_pending_signin':
    'Tidak ada proses masuk yang menunggu kode, atau sudah kedaluwarsa. Masuk lagi.',
  'problems.twofactor.not_enrolling':
    'Mulai penyiapan terlebih dahulu: tidak ada kunci baru untuk dikonfirmasi',
  'problems.twofactor.already_enabled': 'Masuk dua langkah sudah aktif untuk akun ini',
  'problems.twofactor.not_enabled': 'Masuk dua langkah belum aktif untuk akun ini',
  'problems.twofactor.required':
    'Masuk dua langkah wajib untuk setiap akun: tidak dapat dinonaktifkan',
  'problems.twofactor.setup_required': 'Masuk dua langkah kini wajib: siapkan untuk melanjutkan',
  'problems.twofactor.enable_own_first':
    'Aktifkan masuk dua langkah untuk akun Anda sendiri sebelum mewajibkannya untuk semua',
  // Passkeys.
  'problems.passkey.not_accepted':
    'Kunci sandi tidak diterima. Coba lagi, atau masuk dengan cara lain.',
  'problems.passkey.challenge_expired': 'Permintaan kunci sandi sudah kedaluwarsa. Mulai lagi.',
  'problems.passkey.not_found': 'Kunci sandi ini bukan milik akun Anda',
  'problems.passkey.already_registered': 'Kunci sandi ini sudah terdaftar',
  'problems.passkey.too_many':
    'Anda dapat memiliki paling banyak {max} kunci sandi: hapus satu dahulu',
  'problems.passkey.cancelled':
    'Permintaan kunci sandi dibatalkan atau kedaluwarsa, atau perangkat ini tidak punya kunci sandi untuk akun ini',
  'problems.auth.setup_token':
    'Untuk membuat admin pertama dari komputer lain, diperlukan tautan pendaftaran yang dicetak server saat dijalankan',
  // Roles and staff accounts.
  'problems.auth.forbidden': 'Peran Anda tidak mengizinkan ini',
  'problems.staff.not_found': 'Tidak ada anggota dengan id ini',
  'problems.staff.email_taken': 'Email ini sudah dimiliki anggota',
  'problems.staff.already_invited': 'Email ini sudah memiliki undangan yang tertunda',
  'problems.staff.owner_locked':
    'Pemilik tidak dapat dinonaktifkan atau diberi peran lain: serahkan kepemilikan terlebih dahulu',
  'problems.staff.handover_target': 'Kepemilikan hanya dapat diserahkan kepada anggota aktif lain',
  'problems.staff.invitation_not_found': 'Tidak ada undangan tertunda dengan id ini',
  'problems.staff.invitation_unknown': 'Tautan undangan ini tidak valid',
  'problems.staff.invitation_expired':
    'Undangan ini sudah kedaluwarsa: minta undangan baru kepada pemilik',
  'problems.staff.invitation_used': 'Undangan ini sudah digunakan',
  'problems.staff.invitation_revoked': 'Undangan ini telah ditarik oleh pemilik',
  'problems.session.not_found': 'Sesi ini sudah berakhir, atau bukan sesi yang dapat Anda akhiri',
  'problems.rate.too_many_one':
    'Terlalu banyak percobaan. Harap tunggu {minutes} menit lalu coba lagi.',
  'problems.rate.too_many':
    'Terlalu banyak percobaan. Harap tunggu {minutes} menit lalu coba lagi.',
  'problems.mail.password_required': '{field} wajib diisi jika driver email adalah smtp',
  'problems.mail.server_unnamed':
    'Driver email smtp memerlukan MAIL_URL yang menyebutkan server email, mis. smtp://mail.example.com:587',
  'problems.mail.login_refused': 'Server email menolak login untuk {user}: periksa kata sandi',
  'problems.mail.unreachable': 'Server email tidak dapat dihubungi: {reason}',
  'problems.mail.public_url_required':
    'PUBLIC_URL harus diisi dengan alamat situs (mis. https://courier.example.com): tanpanya alamat permintaan ini tidak dapat dipercaya untuk tautan di email, jadi tidak ada yang dikirim',
  'problems.image.required': '{field} wajib diisi',
  'problems.image.not_an_image': '{field} harus berupa gambar .jpg, .jpeg, atau .png',
  'problems.image.too_many_pixels': '{field} paling besar {max}',
  'problems.form.incomplete': 'Formulir tidak dapat dibaca: kirim formulir multipart yang lengkap',
  'problems.form.file_too_large': '{field} paling besar {max}',
  'problems.form.field_too_large': '{field} terlalu panjang',
  'problems.form.one_picture': 'Kirim satu gambar saja, di kolom image',
  'problems.form.no_files': 'Formulir ini tidak menerima berkas',
  'problems.form.unreadable': 'Formulir tidak dapat dibaca: {reason}',
  'problems.request.invalid_json': 'Isi permintaan bukan JSON yang valid',
  'problems.request.too_large': 'Isi permintaan terlalu besar',
  'problems.request.bad_encoding': 'Pengodean isi permintaan tidak didukung',
  'problems.request.nul_in_address': 'Alamat tidak boleh berisi karakter NUL',
  'problems.request.cross_site': 'Permintaan lintas situs ditolak',
  'problems.request.headers_too_large': 'Alamat atau header permintaan terlalu besar',
  'problems.request.malformed': 'Permintaan bukan HTTP yang valid',
  'problems.request.timeout': 'Permintaan terlalu lama sampai',
  'problems.request.content_type':
    'Content-Type harus application/json, multipart/form-data, atau application/x-www-form-urlencoded',
  'problems.server.internal': 'Kesalahan server internal',
  'problems.database.unreachable': 'Basis data tidak dapat dihubungi, coba lagi sebentar lagi',
  'problems.server.not_ready': 'Server ini belum siap melayani, coba lagi sebentar lagi',
  'problems.server.busy': 'Server sedang sibuk. Coba lagi dalam {seconds} detik.',
  'problems.places.unavailable': 'Pencarian tempat tidak tersedia, coba lagi sebentar lagi',
  'problems.places.geocoder_failed': 'Layanan geocoder memberi jawaban yang tidak dapat digunakan',
  'problems.storage.unreachable':
    'Penyimpanan gambar tidak dapat dijangkau, coba lagi sebentar lagi',
  'problems.client.invalid_json': 'JSON tidak valid',
  'problems.field.required': '{field} wajib diisi',
  'problems.field.type': '{field} harus berupa {expected}',
  'problems.field.integer': '{field} harus berupa bilangan bulat',
  'problems.field.too_short': '{field} minimal {min} karakter',
  'problems.field.too_long': '{field} maksimal {max} karakter',
  'problems.field.min': '{field} minimal {min}',
  'problems.field.greater_than': '{field} harus lebih besar dari {min}',
  'problems.field.max': '{field} maksimal {max}',
  'problems.field.less_than': '{field} harus lebih kecil dari {max}',
  'problems.field.email': '{field} harus berupa alamat email yang valid',
  'problems.field.date': '{field} harus berupa tanggal (TTTT-BB-HH)',
  'problems.field.format': 'Format {field} tidak valid',
  'problems.field.one_of': '{field} harus salah satu dari: {values}',
  'problems.field.unknown_one': '{fields} bukan kolom yang dikenal',
  'problems.field.unknown': 'Kolom tidak dikenal: {fields}',
  'problems.field.nul': '{field} tidak boleh berisi karakter NUL',
  'problems.field.invalid': '{field} tidak valid',
  'problems.body.nothing_to_change': 'Kirim setidaknya satu kolom yang akan diubah',
  'problems.expected.string': 'teks',
  'problems.expected.number': 'angka',
  'problems.expected.boolean': 'ya atau tidak',
  'problems.expected.object': 'objek',
  'problems.expected.array': 'daftar',
  'problems.expected.date': 'tanggal',
  'problems.expected.file': 'berkas',
  // Audit trail.
  'problems.audit.date_order': 'Tanggal akhir tidak boleh sebelum tanggal mulai',
  'problems.audit.checkpoint_signature':
    'Titik periksa ini tidak ditandatangani dengan kunci audit server ini: isinya diubah, atau berasal dari server lain',
  'problems.tracking.wrong_answer': 'Itu bukan e-mail penerima atau 4 digit terakhir teleponnya',
  'problems.tracking.cannot_unlock':
    'Paket ini tidak memiliki e-mail atau telepon penerima untuk diperiksa: tanyakan kepada pengirim',
};
