import type { AreaTexts } from '../../en';
import type { mapTexts as english } from '../../en/map';

export const mapTexts: AreaTexts<typeof english> = {
  'map.region': 'Карта',
  'map.loading': 'Загрузка карты…',
  'map.marker.current': 'Текущее местоположение',
  'map.marker.pickup': 'Место отправки',
  'map.marker.destination': 'Пункт назначения',
  'map.failed': 'Не удалось загрузить карту. Введите координаты в форме.',
};
