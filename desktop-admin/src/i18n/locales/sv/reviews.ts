import type { AreaTexts } from '../../en';
import type { reviewsTexts as english } from '../../en/reviews';

export const reviewsTexts: AreaTexts<typeof english> = {
  'reviews.title': 'Omdömen',
  'reviews.newReview': 'Nytt omdöme',
  'reviews.createTitle': 'Skapa omdöme',
  'reviews.noun': 'omdömen',
  'reviews.empty': 'Inga omdömen än.',
  'reviews.photoOf': 'Foto av {name}',
  'reviews.deleted': 'Omdömet har tagits bort',
  'reviews.pending': 'Väntar på godkännande',
  'reviews.approve': 'Godkänn',
  'reviews.approved': 'Omdömet godkänt',
  'reviews.stars': '{count} av 5 stjärnor',
  'reviews.parcel': 'Paket {code}',
  'reviews.anonymous': 'Anonym',
  'reviews.added': 'Omdömet har lagts till',
  'reviews.fieldName': 'Namn',
  'reviews.fieldReview': 'Omdöme',
  'reviews.fieldImage': 'Bild',
  'reviews.imageHelp': 'Ett JPEG- eller PNG-foto av kunden, högst 5 MB.',
  'reviews.add': 'Lägg till omdöme',
  'reviews.cancel': 'Avbryt',
};
