import type { AreaTexts } from '../../en';
import type { reviewsTexts as english } from '../../en/reviews';

export const reviewsTexts: AreaTexts<typeof english> = {
  'reviews.title': 'Ulasan',
  'reviews.newReview': 'Ulasan baru',
  'reviews.createTitle': 'Buat Ulasan',
  'reviews.noun': 'ulasan',
  'reviews.empty': 'Belum ada ulasan.',
  'reviews.photoOf': 'Foto {name}',
  'reviews.deleted': 'Ulasan dihapus',
  'reviews.pending': 'Menunggu persetujuan',
  'reviews.approve': 'Setujui',
  'reviews.approved': 'Ulasan disetujui',
  'reviews.stars': '{count} dari 5 bintang',
  'reviews.parcel': 'Paket {code}',
  'reviews.anonymous': 'Anonim',
  'reviews.added': 'Ulasan ditambahkan',
  'reviews.fieldName': 'Nama',
  'reviews.fieldReview': 'Ulasan',
  'reviews.fieldImage': 'Gambar',
  'reviews.imageHelp': 'Foto pelanggan dalam format JPEG atau PNG, maksimal 5 MB.',
  'reviews.add': 'Tambah ulasan',
  'reviews.cancel': 'Batal',
};
