import type { AreaTexts } from '../../en';
import type { placesTexts as english } from '../../en/places';

export const placesTexts: AreaTexts<typeof english> = {
  'places.suggestions': 'Eşleşen yerler',
  'places.searching': 'Yerler aranıyor…',
  'places.none': 'Bu adla bir yer bulunamadı',
  'places.found': 'Bulunan yerler: {count}',
  'places.field_help': 'İşaretçisini haritaya koymak için önerilen bir yeri seçin.',
  'places.map_search': 'Yer bul',
  'places.map_search_help':
    'Bir yer seçmek {marker} işaretçisini oraya koyar ve ona o yerin adını verir.',
};
