import type { AreaTexts } from '../../en';
import type { stagesTexts as english } from '../../en/stages';

export const stagesTexts: AreaTexts<typeof english> = {
  'stages.name.created': 'Skapad',
  'stages.name.picked_up': 'Upphämtad',
  'stages.name.in_transit': 'Under transport',
  'stages.name.out_for_delivery': 'Ute för leverans',
  'stages.name.delivered': 'Levererad',
  'stages.name.held': 'Kvarhållen',
  'stages.name.failed_attempt': 'Leveransförsök misslyckades',
  'stages.name.returned': 'Returnerad',
  'stages.exception': '{stage} (undantag)',
  'stages.field': 'Steg',
  'stages.follow_status': 'Följ statustexten',
  'stages.field_help':
    'Steget som spårningssidan markerar som aktuellt. Med ”Följ statustexten” kommer det från statusen via Inställningar › Statussteg.',
  'stages.shown': 'Steg på spårningssidan: {stage}',
  'stages.shown_none':
    'Steg på spårningssidan: inget (statusen finns inte i Inställningar › Statussteg)',
  'stages.settings.title': 'Statussteg',
  'stages.settings.description': 'Vilket förloppssteg varje statustext visar på spårningssidan.',
  'stages.settings.help':
    'Ett paket utan eget steg visar steget för sin statustext härifrån. Versaler och mellanslag spelar ingen roll: ”In transit” matchar också ”IN  TRANSIT”.',
  'stages.settings.status': 'Statustext',
  'stages.settings.stage': 'Steg',
  'stages.settings.row': 'Status {n}',
  'stages.settings.row_stage': 'Steg för status {n}',
  'stages.settings.add': 'Lägg till en status',
  'stages.settings.remove': 'Ta bort status {n}',
  'stages.settings.empty': 'Inga statustexter: bara steg som valts på paketen själva visas.',
  'stages.settings.count': '{count} av {max} statusar',
  'stages.problem.too_many': '{field} får innehålla högst {max} statusar',
  'stages.problem.repeated': '{field} upprepar en status som redan finns i listan',
};
