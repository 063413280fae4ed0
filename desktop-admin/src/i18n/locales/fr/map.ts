import type { AreaTexts } from '../../en';
import type { mapTexts as english } from '../../en/map';

export const mapTexts: AreaTexts<typeof english> = {
  'map.region': 'Carte',
  'map.loading': 'Chargement de la carte…',
  'map.marker.current': 'Position actuelle',
  'map.marker.pickup': "Lieu d'enlèvement",
  'map.marker.destination': 'Destination',
  'map.failed':
    "La carte n'a pas pu être chargée. Saisissez plutôt les coordonnées dans le formulaire.",
};
