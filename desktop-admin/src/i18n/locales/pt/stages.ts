import type { AreaTexts } from '../../en';
import type { stagesTexts as english } from '../../en/stages';

export const stagesTexts: AreaTexts<typeof english> = {
  'stages.name.created': 'Criado',
  'stages.name.picked_up': 'Recolhido',
  'stages.name.in_transit': 'Em trânsito',
  'stages.name.out_for_delivery': 'Saiu para entrega',
  'stages.name.delivered': 'Entregue',
  'stages.name.held': 'Retido',
  'stages.name.failed_attempt': 'Tentativa de entrega falhada',
  'stages.name.returned': 'Devolvido',
  'stages.exception': '{stage} (exceção)',
  'stages.field': 'Etapa',
  'stages.follow_status': 'Seguir o texto do estado',
  'stages.field_help':
    'O passo que a página de rastreio marca como atual. Em «Seguir o texto do estado», vem do estado através de Definições › Etapas dos estados.',
  'stages.shown': 'Passo na página de rastreio: {stage}',
  'stages.shown_none':
    'Passo na página de rastreio: nenhum (o estado não está em Definições › Etapas dos estados)',
  'stages.settings.title': 'Etapas dos estados',
  'stages.settings.description':
    'Que passo de progresso cada texto de estado mostra na página de rastreio.',
  'stages.settings.help':
    'Uma encomenda sem etapa própria mostra a etapa do seu texto de estado definida aqui. Maiúsculas e espaços não contam: «In transit» também corresponde a «IN  TRANSIT».',
  'stages.settings.status': 'Texto do estado',
  'stages.settings.stage': 'Etapa',
  'stages.settings.row': 'Estado {n}',
  'stages.settings.row_stage': 'Etapa do estado {n}',
  'stages.settings.add': 'Adicionar um estado',
  'stages.settings.remove': 'Remover o estado {n}',
  'stages.settings.empty':
    'Sem textos de estado: só são mostradas as etapas escolhidas nas próprias encomendas.',
  'stages.settings.count': '{count} de {max} estados',
  'stages.problem.too_many': '{field} pode ter no máximo {max} estados',
  'stages.problem.repeated': '{field} repete um estado que já está na lista',
};
