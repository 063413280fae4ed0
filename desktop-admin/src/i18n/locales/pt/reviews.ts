import type { AreaTexts } from '../../en';
import type { reviewsTexts as english } from '../../en/reviews';

export const reviewsTexts: AreaTexts<typeof english> = {
  'reviews.title': 'Avaliações',
  'reviews.newReview': 'Nova avaliação',
  'reviews.createTitle': 'Criar avaliação',
  'reviews.noun': 'avaliações',
  'reviews.empty': 'Ainda não há avaliações.',
  'reviews.photoOf': 'Foto de {name}',
  'reviews.deleted': 'Avaliação eliminada',
  'reviews.pending': 'A aguardar aprovação',
  'reviews.approve': 'Aprovar',
  'reviews.approved': 'Avaliação aprovada',
  'reviews.stars': '{count} de 5 estrelas',
  'reviews.parcel': 'Encomenda {code}',
  'reviews.anonymous': 'Anónimo',
  'reviews.added': 'Avaliação adicionada',
  'reviews.fieldName': 'Nome',
  'reviews.fieldReview': 'Avaliação',
  'reviews.fieldImage': 'Imagem',
  'reviews.imageHelp': 'Uma foto JPEG ou PNG do cliente, com 5 MB no máximo.',
  'reviews.add': 'Adicionar avaliação',
  'reviews.cancel': 'Cancelar',
};
