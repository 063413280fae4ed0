import type { AreaTexts } from '../../en';
import type { dashboardTexts as english } from '../../en/dashboard';

export const dashboardTexts: AreaTexts<typeof english> = {
  'dashboard.title': 'Übersicht',
  'dashboard.tiles': 'Verwaltung',
  'dashboard.tile.parcels': 'Sendungen',
  'dashboard.tile.reviews': 'Bewertungen',
  'dashboard.tile.pages': 'Seiten',
  'dashboard.tile.send_email': 'E-Mail senden',
  'dashboard.tile.settings': 'Einstellungen',
  'dashboard.tile.password': 'Passwort',
  'dashboard.tile.outbox': 'Postausgang',
  'dashboard.tile.invoices': 'Rechnungen',
  'dashboard.find.label': 'Sendung über die Sendungsnummer öffnen',
  'dashboard.find.placeholder': 'Sendungsnummer eingeben oder scannen',
  'dashboard.find.open': 'Öffnen',
  'dashboard.find.not_found': 'Keine Sendung hat die Sendungsnummer „{code}“.',
  'dashboard.today.title': 'Heute',
  'dashboard.today.loading': 'Zahlen werden geladen',
  'dashboard.today.date': 'Zahlen vom {date}',
  'dashboard.figure.parcels': 'Alle Sendungen',
  'dashboard.figure.late': 'Verspätete Sendungen',
  'dashboard.figure.late_hint': 'Vor heute fällig und nicht zugestellt',
  'dashboard.figure.created_today': 'Heute angelegt',
  'dashboard.figure.mail_failed': 'E-Mails fehlgeschlagen',
  'dashboard.figure.mail_queued': 'E-Mails wartend',
  'dashboard.statuses.title': 'Sendungen nach Status',
  'dashboard.statuses.none': 'Ohne Status',
  'dashboard.statuses.other': 'Weitere Status',
  'dashboard.statuses.empty': 'Noch keine Sendungen.',
  'dashboard.terms.title': 'Nutzungsbedingungen',
  'dashboard.terms.warranty':
    'Diese Software wird „wie besehen“ bereitgestellt, ohne ausdrückliche oder stillschweigende Gewährleistung jeglicher Art, einschließlich der Eignung für einen bestimmten Zweck. Ihre Entwickler haften nicht für Ansprüche, Schäden oder Verluste, die aus ihrer Nutzung entstehen.',
  'dashboard.terms.responsibility':
    'Mitarbeitende, die diese Verwaltung nutzen, sind für die Inhalte verantwortlich, die sie veröffentlichen (Seiten, Bewertungen, Sendungsdaten, Sendungsverlauf, Bilder und E-Mails), und für die personenbezogenen Daten von Absendern und Empfängern, die sie erfassen. Veröffentlichen Sie nur zutreffende Angaben, beschränken Sie personenbezogene Daten auf das für eine Zustellung Nötige und beachten Sie die für Ihr Unternehmen geltenden Gesetze.',
  'dashboard.terms.password':
    'Halten Sie Ihr Passwort geheim und melden Sie sich an gemeinsam genutzten Computern ab.',
};
