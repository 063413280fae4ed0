import type { AreaTexts } from '../../en';
import type { mapTexts as english } from '../../en/map';

export const mapTexts: AreaTexts<typeof english> = {
  'map.region': 'Mapa',
  'map.loading': 'A carregar o mapa…',
  'map.marker.current': 'Localização atual',
  'map.marker.pickup': 'Local de recolha',
  'map.marker.destination': 'Destino',
  'map.failed': 'Não foi possível carregar o mapa. Escreva as coordenadas no formulário.',
};
