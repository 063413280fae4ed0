import type { AreaTexts } from '../../en';
import type { stagesTexts as english } from '../../en/stages';

export const stagesTexts: AreaTexts<typeof english> = {
  'stages.name.created': 'Aangemaakt',
  'stages.name.picked_up': 'Opgehaald',
  'stages.name.in_transit': 'Onderweg',
  'stages.name.out_for_delivery': 'Wordt bezorgd',
  'stages.name.delivered': 'Bezorgd',
  'stages.name.held': 'Vastgehouden',
  'stages.name.failed_attempt': 'Bezorgpoging mislukt',
  'stages.name.returned': 'Geretourneerd',
  'stages.exception': '{stage} (uitzondering)',
  'stages.field': 'Fase',
  'stages.follow_status': 'Statustekst volgen',
  'stages.field_help':
    'De stap die de volgpagina als huidige markeert. Bij „Statustekst volgen” komt die uit de status via Instellingen › Statusfasen.',
  'stages.shown': 'Stap op de volgpagina: {stage}',
  'stages.shown_none':
    'Stap op de volgpagina: geen (de status staat niet in Instellingen › Statusfasen)',
  'stages.settings.title': 'Statusfasen',
  'stages.settings.description': 'Welke voortgangsstap elke statustekst op de volgpagina toont.',
  'stages.settings.help':
    'Een pakket zonder eigen fase toont de fase van zijn statustekst die hier staat. Hoofdletters en spaties tellen niet: „In transit” past ook bij „IN  TRANSIT”.',
  'stages.settings.status': 'Statustekst',
  'stages.settings.stage': 'Fase',
  'stages.settings.row': 'Status {n}',
  'stages.settings.row_stage': 'Fase van status {n}',
  'stages.settings.add': 'Status toevoegen',
  'stages.settings.remove': 'Status {n} verwijderen',
  'stages.settings.empty':
    'Geen statusteksten: alleen fasen die bij de pakketten zelf zijn gekozen worden getoond.',
  'stages.settings.count': '{count} van {max} statussen',
  'stages.problem.too_many': '{field} mag hoogstens {max} statussen bevatten',
  'stages.problem.repeated': '{field} herhaalt een status die al in de lijst staat',
};
