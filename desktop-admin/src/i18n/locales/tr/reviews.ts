import type { AreaTexts } from '../../en';
import type { reviewsTexts as english } from '../../en/reviews';

export const reviewsTexts: AreaTexts<typeof english> = {
  'reviews.title': 'Yorumlar',
  'reviews.newReview': 'Yeni yorum',
  'reviews.createTitle': 'Yorum oluştur',
  'reviews.noun': 'yorum',
  'reviews.empty': 'Henüz yorum yok.',
  'reviews.photoOf': '{name} fotoğrafı',
  'reviews.deleted': 'Yorum silindi',
  'reviews.pending': 'Onay bekliyor',
  'reviews.approve': 'Onayla',
  'reviews.approved': 'Yorum onaylandı',
  'reviews.stars': '5 üzerinden {count} yıldız',
  'reviews.parcel': 'Kargo {code}',
  'reviews.anonymous': 'Anonim',
  'reviews.added': 'Yorum eklendi',
  'reviews.fieldName': 'Ad',
  'reviews.fieldReview': 'Yorum',
  'reviews.fieldImage': 'Görsel',
  'reviews.imageHelp': 'Müşterinin JPEG veya PNG fotoğrafı, en fazla 5 MB.',
  'reviews.add': 'Yorum ekle',
  'reviews.cancel': 'İptal',
};
