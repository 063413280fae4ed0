import type { AreaTexts } from '../../en';
import type { stagesTexts as english } from '../../en/stages';

export const stagesTexts: AreaTexts<typeof english> = {
  'stages.name.created': 'Erstellt',
  'stages.name.picked_up': 'Abgeholt',
  'stages.name.in_transit': 'Unterwegs',
  'stages.name.out_for_delivery': 'In Zustellung',
  'stages.name.delivered': 'Zugestellt',
  'stages.name.held': 'Angehalten',
  'stages.name.failed_attempt': 'Zustellversuch fehlgeschlagen',
  'stages.name.returned': 'Zurückgesandt',
  'stages.exception': '{stage} (Ausnahme)',
  'stages.field': 'Stufe',
  'stages.follow_status': 'Dem Statustext folgen',
  'stages.field_help':
    'Der Schritt, den die Sendungsverfolgung als aktuell markiert. Bei „Dem Statustext folgen“ ergibt er sich aus dem Status über Einstellungen › Statusstufen.',
  'stages.shown': 'Schritt auf der Verfolgungsseite: {stage}',
  'stages.shown_none':
    'Schritt auf der Verfolgungsseite: keiner (der Status steht nicht in Einstellungen › Statusstufen)',
  'stages.settings.title': 'Statusstufen',
  'stages.settings.description':
    'Welchen Fortschrittsschritt jeder Statustext auf der Verfolgungsseite zeigt.',
  'stages.settings.help':
    'Eine Sendung ohne eigene Stufe zeigt die Stufe ihres Statustexts von hier. Groß- und Kleinschreibung und Leerzeichen spielen keine Rolle: „In transit“ passt auch zu „IN  TRANSIT“.',
  'stages.settings.status': 'Statustext',
  'stages.settings.stage': 'Stufe',
  'stages.settings.row': 'Status {n}',
  'stages.settings.row_stage': 'Stufe für Status {n}',
  'stages.settings.add': 'Status hinzufügen',
  'stages.settings.remove': 'Status {n} entfernen',
  'stages.settings.empty':
    'Keine Statustexte: Nur die bei den Sendungen selbst gewählten Stufen werden gezeigt.',
  'stages.settings.count': '{count} von {max} Status',
  'stages.problem.too_many': '{field} darf höchstens {max} Status enthalten',
  'stages.problem.repeated': '{field} wiederholt einen Status, der schon in der Liste steht',
};
