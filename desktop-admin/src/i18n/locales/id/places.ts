import type { AreaTexts } from '../../en';
import type { placesTexts as english } from '../../en/places';

export const placesTexts: AreaTexts<typeof english> = {
  'places.suggestions': 'Tempat yang cocok',
  'places.searching': 'Mencari tempat…',
  'places.none': 'Tidak ada tempat dengan nama itu',
  'places.found': 'Tempat ditemukan: {count}',
  'places.field_help': 'Pilih tempat yang disarankan untuk memasang penandanya di peta.',
  'places.map_search': 'Cari tempat',
  'places.map_search_help':
    'Memilih tempat akan memasang penanda {marker} di sana dan memberinya nama tempat itu.',
};
