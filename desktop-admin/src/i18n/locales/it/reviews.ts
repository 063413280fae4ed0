import type { AreaTexts } from '../../en';
import type { reviewsTexts as english } from '../../en/reviews';

export const reviewsTexts: AreaTexts<typeof english> = {
  'reviews.title': 'Recensioni',
  'reviews.newReview': 'Nuova recensione',
  'reviews.createTitle': 'Crea recensione',
  'reviews.noun': 'recensioni',
  'reviews.empty': 'Ancora nessuna recensione.',
  'reviews.photoOf': 'Foto di {name}',
  'reviews.deleted': 'Recensione eliminata',
  'reviews.pending': 'In attesa di approvazione',
  'reviews.approve': 'Approva',
  'reviews.approved': 'Recensione approvata',
  'reviews.stars': '{count} stelle su 5',
  'reviews.parcel': 'Pacco {code}',
  'reviews.anonymous': 'Anonimo',
  'reviews.added': 'Recensione aggiunta',
  'reviews.fieldName': 'Nome',
  'reviews.fieldReview': 'Recensione',
  'reviews.fieldImage': 'Immagine',
  'reviews.imageHelp': 'Una foto JPEG o PNG del cliente, al massimo 5 MB.',
  'reviews.add': 'Aggiungi recensione',
  'reviews.cancel': 'Annulla',
};
