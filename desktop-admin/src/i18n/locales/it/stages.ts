import type { AreaTexts } from '../../en';
import type { stagesTexts as english } from '../../en/stages';

export const stagesTexts: AreaTexts<typeof english> = {
  'stages.name.created': 'Creato',
  'stages.name.picked_up': 'Ritirato',
  'stages.name.in_transit': 'In transito',
  'stages.name.out_for_delivery': 'In consegna',
  'stages.name.delivered': 'Consegnato',
  'stages.name.held': 'Trattenuto',
  'stages.name.failed_attempt': 'Tentativo di consegna fallito',
  'stages.name.returned': 'Restituito',
  'stages.exception': '{stage} (eccezione)',
  'stages.field': 'Fase',
  'stages.follow_status': 'Segui il testo dello stato',
  'stages.field_help':
    'Il passo che la pagina di tracciamento segna come attuale. Con «Segui il testo dello stato» deriva dallo stato tramite Impostazioni › Fasi degli stati.',
  'stages.shown': 'Passo sulla pagina di tracciamento: {stage}',
  'stages.shown_none':
    'Passo sulla pagina di tracciamento: nessuno (lo stato non è in Impostazioni › Fasi degli stati)',
  'stages.settings.title': 'Fasi degli stati',
  'stages.settings.description':
    'Quale passo di avanzamento mostra ogni testo di stato sulla pagina di tracciamento.',
  'stages.settings.help':
    'Una spedizione senza fase propria mostra la fase del suo testo di stato indicata qui. Maiuscole e spazi non contano: «In transit» corrisponde anche a «IN  TRANSIT».',
  'stages.settings.status': 'Testo dello stato',
  'stages.settings.stage': 'Fase',
  'stages.settings.row': 'Stato {n}',
  'stages.settings.row_stage': 'Fase dello stato {n}',
  'stages.settings.add': 'Aggiungi uno stato',
  'stages.settings.remove': 'Rimuovi lo stato {n}',
  'stages.settings.empty':
    'Nessun testo di stato: sono mostrate solo le fasi scelte sulle spedizioni stesse.',
  'stages.settings.count': '{count} di {max} stati',
  'stages.problem.too_many': '{field} può contenere al massimo {max} stati',
  'stages.problem.repeated': '{field} ripete uno stato già presente nell’elenco',
};
