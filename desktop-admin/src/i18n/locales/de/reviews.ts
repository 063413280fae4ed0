import type { AreaTexts } from '../../en';
import type { reviewsTexts as english } from '../../en/reviews';

export const reviewsTexts: AreaTexts<typeof english> = {
  'reviews.title': 'Bewertungen',
  'reviews.newReview': 'Neue Bewertung',
  'reviews.createTitle': 'Bewertung erstellen',
  'reviews.noun': 'Bewertungen',
  'reviews.empty': 'Noch keine Bewertungen.',
  'reviews.photoOf': 'Foto von {name}',
  'reviews.deleted': 'Bewertung gelöscht',
  'reviews.pending': 'Wartet auf Freigabe',
  'reviews.approve': 'Freigeben',
  'reviews.approved': 'Bewertung freigegeben',
  'reviews.stars': '{count} von 5 Sternen',
  'reviews.parcel': 'Paket {code}',
  'reviews.anonymous': 'Anonym',
  'reviews.added': 'Bewertung hinzugefügt',
  'reviews.fieldName': 'Name',
  'reviews.fieldReview': 'Bewertung',
  'reviews.fieldImage': 'Bild',
  'reviews.imageHelp': 'Ein JPEG- oder PNG-Foto des Kunden, höchstens 5 MB.',
  'reviews.add': 'Bewertung hinzufügen',
  'reviews.cancel': 'Abbrechen',
};
