import type { AreaTexts } from '../../en';
import type { reviewsTexts as english } from '../../en/reviews';

export const reviewsTexts: AreaTexts<typeof english> = {
  'reviews.title': 'Beoordelingen',
  'reviews.newReview': 'Nieuwe beoordeling',
  'reviews.createTitle': 'Beoordeling maken',
  'reviews.noun': 'beoordelingen',
  'reviews.empty': 'Nog geen beoordelingen.',
  'reviews.photoOf': 'Foto van {name}',
  'reviews.deleted': 'Beoordeling verwijderd',
  'reviews.pending': 'Wacht op goedkeuring',
  'reviews.approve': 'Goedkeuren',
  'reviews.approved': 'Beoordeling goedgekeurd',
  'reviews.stars': '{count} van 5 sterren',
  'reviews.parcel': 'Pakket {code}',
  'reviews.anonymous': 'Anoniem',
  'reviews.added': 'Beoordeling toegevoegd',
  'reviews.fieldName': 'Naam',
  'reviews.fieldReview': 'Beoordeling',
  'reviews.fieldImage': 'Afbeelding',
  'reviews.imageHelp': 'Een JPEG- of PNG-foto van de klant, maximaal 5 MB.',
  'reviews.add': 'Beoordeling toevoegen',
  'reviews.cancel': 'Annuleren',
};
