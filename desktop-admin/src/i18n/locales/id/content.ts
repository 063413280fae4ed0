import type { AreaTexts } from '../../en';
import type { contentTexts as english } from '../../en/content';

export const contentTexts: AreaTexts<typeof english> = {
  'content.label': 'Konten',
  'content.help': 'Satu paragraf per baris; penanda di bawah menambahkan format.',
  'content.preview': 'Pratinjau',
  'content.previewEmpty': 'Isi halaman tampil di sini seperti yang akan dilihat pengunjung.',
  'content.video': 'Video',
  'content.formatting': 'Format',
  'content.columnType': 'Ketik',
  'content.columnShows': 'Tampil',
  'content.sampleBold': 'tebal',
  'content.sampleUnderline': 'garis bawah',
  'content.sampleStrikethrough': 'coret',
  'content.sampleDescription': 'deskripsi',
  'content.image': 'gambar (di barisnya sendiri)',
  'content.imageDescribed': 'gambar dengan deskripsi untuk pembaca layar',
  'content.videoShows': 'video (tautan YouTube diputar tersemat)',
  'content.emptyLine': 'Baris kosong',
  'content.blankLine': 'baris kosong',
  'content.note':
    'Gambar dan video memerlukan alamat http atau https; selain itu ditampilkan sebagai teks. HTML ditampilkan apa adanya, tidak pernah dijalankan.',
};
