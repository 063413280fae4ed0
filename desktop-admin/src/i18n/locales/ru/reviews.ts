import type { AreaTexts } from '../../en';
import type { reviewsTexts as english } from '../../en/reviews';

export const reviewsTexts: AreaTexts<typeof english> = {
  'reviews.title': 'Отзывы',
  'reviews.newReview': 'Новый отзыв',
  'reviews.createTitle': 'Создание отзыва',
  'reviews.noun': 'отзывы',
  'reviews.empty': 'Отзывов пока нет.',
  'reviews.photoOf': 'Фото: {name}',
  'reviews.deleted': 'Отзыв удалён',
  'reviews.pending': 'Ожидает одобрения',
  'reviews.approve': 'Одобрить',
  'reviews.approved': 'Отзыв одобрен',
  'reviews.stars': '{count} из 5 звёзд',
  'reviews.parcel': 'Посылка {code}',
  'reviews.anonymous': 'Аноним',
  'reviews.added': 'Отзыв добавлен',
  'reviews.fieldName': 'Имя',
  'reviews.fieldReview': 'Отзыв',
  'reviews.fieldImage': 'Изображение',
  'reviews.imageHelp': 'Фото клиента в формате JPEG или PNG, не больше 5 МБ.',
  'reviews.add': 'Добавить отзыв',
  'reviews.cancel': 'Отмена',
};
