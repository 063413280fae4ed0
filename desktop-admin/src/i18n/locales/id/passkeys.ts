import type { AreaTexts } from '../../en';
import type { passkeysTexts as english } from '../../en/passkeys';

export const passkeysTexts: AreaTexts<typeof english> = {
  'passkeys.title': 'Kunci sandi',
  'passkeys.intro':
    'Kunci sandi memasukkan Anda dengan kunci layar perangkat ini atau kunci keamanan. Kunci ini berfungsi sebagai langkah kedua setelah kata sandi, atau sendiri sebagai pengganti kata sandi.',
  'passkeys.none': 'Belum ada kunci sandi.',
  'passkeys.table': 'Kunci sandi Anda',
  'passkeys.name': 'Nama',
  'passkeys.added': 'Ditambahkan',
  'passkeys.last_used': 'Terakhir dipakai',
  'passkeys.actions': 'Tindakan',
  'passkeys.never': 'Belum pernah',
  'passkeys.rename': 'Ganti nama',
  'passkeys.rename_named': 'Ganti nama {name}',
  'passkeys.remove': 'Hapus',
  'passkeys.remove_named': 'Hapus {name}',
  'passkeys.add': 'Tambahkan kunci sandi',
  'passkeys.added_message': 'Kunci sandi ditambahkan.',
  'passkeys.new_name': 'Nama kunci sandi',
  'passkeys.password': 'Kata sandi Anda',
  'passkeys.name_hint': 'Agar mudah dikenali, mis. “Laptop kantor” atau “Kunci keamanan biru”.',
  'passkeys.rename_title': 'Ganti nama “{name}”',
  'passkeys.save': 'Simpan',
  'passkeys.cancel': 'Batal',
  'passkeys.remove_title': 'Hapus “{name}”',
  'passkeys.remove_text': 'Kunci ini tidak akan bisa lagi dipakai untuk masuk.',
  'passkeys.unavailable':
    'Kunci sandi tidak dapat dipakai di sini (peramban tanpa kunci sandi). Buka panel kontrol di peramban web untuk menambahkannya; di sini, gunakan kode dari aplikasi autentikator.',
  'passkeys.step_text':
    'Gunakan salah satu kunci sandi Anda: perangkat akan meminta kunci layarnya.',
  'passkeys.step_unavailable':
    'Akun ini masuk dengan kunci sandi, yang tidak dapat dipakai di sini. Masuklah dari peramban web.',
  'passkeys.use': 'Gunakan kunci sandi',
  'passkeys.or_code': 'Atau masukkan kode dari aplikasi autentikator Anda.',
  'passkeys.or': 'atau',
  'passkeys.sign_in': 'Masuk dengan kunci sandi',
};
