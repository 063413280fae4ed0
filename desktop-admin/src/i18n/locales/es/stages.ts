import type { AreaTexts } from '../../en';
import type { stagesTexts as english } from '../../en/stages';

export const stagesTexts: AreaTexts<typeof english> = {
  'stages.name.created': 'Creado',
  'stages.name.picked_up': 'Recogido',
  'stages.name.in_transit': 'En tránsito',
  'stages.name.out_for_delivery': 'En reparto',
  'stages.name.delivered': 'Entregado',
  'stages.name.held': 'Retenido',
  'stages.name.failed_attempt': 'Intento de entrega fallido',
  'stages.name.returned': 'Devuelto',
  'stages.exception': '{stage} (excepción)',
  'stages.field': 'Etapa',
  'stages.follow_status': 'Seguir el texto del estado',
  'stages.field_help':
    'El paso que la página de seguimiento marca como actual. Con «Seguir el texto del estado», sale del estado mediante Ajustes › Etapas de estado.',
  'stages.shown': 'Paso en la página de seguimiento: {stage}',
  'stages.shown_none':
    'Paso en la página de seguimiento: ninguno (el estado no está en Ajustes › Etapas de estado)',
  'stages.settings.title': 'Etapas de estado',
  'stages.settings.description':
    'Qué paso de progreso muestra cada texto de estado en la página de seguimiento.',
  'stages.settings.help':
    'Un envío sin etapa propia muestra la etapa de su texto de estado indicada aquí. Mayúsculas y espacios no importan: «In transit» también coincide con «IN  TRANSIT».',
  'stages.settings.status': 'Texto del estado',
  'stages.settings.stage': 'Etapa',
  'stages.settings.row': 'Estado {n}',
  'stages.settings.row_stage': 'Etapa del estado {n}',
  'stages.settings.add': 'Añadir un estado',
  'stages.settings.remove': 'Quitar el estado {n}',
  'stages.settings.empty':
    'Sin textos de estado: solo se muestran las etapas elegidas en los propios envíos.',
  'stages.settings.count': '{count} de {max} estados',
  'stages.problem.too_many': '{field} admite como máximo {max} estados',
  'stages.problem.repeated': '{field} repite un estado que ya está en la lista',
};
