import type { AreaTexts } from '../../en';
import type { reviewsTexts as english } from '../../en/reviews';

export const reviewsTexts: AreaTexts<typeof english> = {
  'reviews.title': 'Opiniones',
  'reviews.newReview': 'Nueva opinión',
  'reviews.createTitle': 'Crear opinión',
  'reviews.noun': 'opiniones',
  'reviews.empty': 'Aún no hay opiniones.',
  'reviews.photoOf': 'Foto de {name}',
  'reviews.deleted': 'Opinión eliminada',
  'reviews.pending': 'Pendiente de aprobación',
  'reviews.approve': 'Aprobar',
  'reviews.approved': 'Reseña aprobada',
  'reviews.stars': '{count} de 5 estrellas',
  'reviews.parcel': 'Paquete {code}',
  'reviews.anonymous': 'Anónimo',
  'reviews.added': 'Opinión añadida',
  'reviews.fieldName': 'Nombre',
  'reviews.fieldReview': 'Opinión',
  'reviews.fieldImage': 'Imagen',
  'reviews.imageHelp': 'Una foto JPEG o PNG del cliente, de 5 MB como máximo.',
  'reviews.add': 'Añadir opinión',
  'reviews.cancel': 'Cancelar',
};
