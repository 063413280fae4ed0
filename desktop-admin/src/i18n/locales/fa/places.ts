import type { AreaTexts } from '../../en';
import type { placesTexts as english } from '../../en/places';

export const placesTexts: AreaTexts<typeof english> = {
  'places.suggestions': 'مکان‌های منطبق',
  'places.searching': 'در حال جست‌وجوی مکان‌ها…',
  'places.none': 'مکانی با این نام پیدا نشد',
  'places.found': 'مکان‌های یافت‌شده: {count}',
  'places.field_help': 'یک مکان پیشنهادی را انتخاب کنید تا نشانگر آن روی نقشه قرار گیرد.',
  'places.map_search': 'یافتن مکان',
  'places.map_search_help': 'انتخاب یک مکان، نشانگر {marker} را آنجا می‌گذارد و نام آن را می‌گیرد.',
};
