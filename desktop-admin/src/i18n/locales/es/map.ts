import type { AreaTexts } from '../../en';
import type { mapTexts as english } from '../../en/map';

export const mapTexts: AreaTexts<typeof english> = {
  'map.region': 'Mapa',
  'map.loading': 'Cargando el mapa…',
  'map.marker.current': 'Ubicación actual',
  'map.marker.pickup': 'Lugar de recogida',
  'map.marker.destination': 'Destino',
  'map.failed': 'No se pudo cargar el mapa. Escriba las coordenadas en el formulario.',
};
