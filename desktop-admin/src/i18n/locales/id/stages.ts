import type { AreaTexts } from '../../en';
import type { stagesTexts as english } from '../../en/stages';

export const stagesTexts: AreaTexts<typeof english> = {
  'stages.name.created': 'Dibuat',
  'stages.name.picked_up': 'Dijemput',
  'stages.name.in_transit': 'Dalam perjalanan',
  'stages.name.out_for_delivery': 'Sedang diantar',
  'stages.name.delivered': 'Terkirim',
  'stages.name.held': 'Ditahan',
  'stages.name.failed_attempt': 'Percobaan pengiriman gagal',
  'stages.name.returned': 'Dikembalikan',
  'stages.exception': '{stage} (pengecualian)',
  'stages.field': 'Tahap',
  'stages.follow_status': 'Ikuti teks status',
  'stages.field_help':
    'Langkah yang ditandai halaman pelacakan sebagai langkah saat ini. Dengan “Ikuti teks status”, langkah diambil dari status melalui Pengaturan › Tahap Status.',
  'stages.shown': 'Langkah di halaman pelacakan: {stage}',
  'stages.shown_none':
    'Langkah di halaman pelacakan: tidak ada (status tidak ada di Pengaturan › Tahap Status)',
  'stages.settings.title': 'Tahap Status',
  'stages.settings.description':
    'Langkah kemajuan yang ditampilkan setiap teks status di halaman pelacakan.',
  'stages.settings.help':
    'Paket tanpa tahap sendiri menampilkan tahap teks statusnya dari sini. Huruf besar-kecil dan spasi tidak berpengaruh: “In transit” juga cocok dengan “IN  TRANSIT”.',
  'stages.settings.status': 'Teks status',
  'stages.settings.stage': 'Tahap',
  'stages.settings.row': 'Status {n}',
  'stages.settings.row_stage': 'Tahap untuk status {n}',
  'stages.settings.add': 'Tambah status',
  'stages.settings.remove': 'Hapus status {n}',
  'stages.settings.empty':
    'Tidak ada teks status: hanya tahap yang dipilih pada paket itu sendiri yang ditampilkan.',
  'stages.settings.count': '{count} dari {max} status',
  'stages.problem.too_many': '{field} dapat berisi paling banyak {max} status',
  'stages.problem.repeated': '{field} mengulang status yang sudah ada di daftar',
};
