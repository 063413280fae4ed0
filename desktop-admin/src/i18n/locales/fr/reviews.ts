import type { AreaTexts } from '../../en';
import type { reviewsTexts as english } from '../../en/reviews';

export const reviewsTexts: AreaTexts<typeof english> = {
  'reviews.title': 'Avis',
  'reviews.newReview': 'Nouvel avis',
  'reviews.createTitle': 'Créer un avis',
  'reviews.noun': 'avis',
  'reviews.empty': "Aucun avis pour l'instant.",
  'reviews.photoOf': 'Photo de {name}',
  'reviews.deleted': 'Avis supprimé',
  'reviews.pending': 'En attente d’approbation',
  'reviews.approve': 'Approuver',
  'reviews.approved': 'Avis approuvé',
  'reviews.stars': '{count} étoiles sur 5',
  'reviews.parcel': 'Colis {code}',
  'reviews.anonymous': 'Anonyme',
  'reviews.added': 'Avis ajouté',
  'reviews.fieldName': 'Nom',
  'reviews.fieldReview': 'Avis',
  'reviews.fieldImage': 'Image',
  'reviews.imageHelp': 'Une photo JPEG ou PNG du client, 5 Mo au maximum.',
  'reviews.add': "Ajouter l'avis",
  'reviews.cancel': 'Annuler',
};
