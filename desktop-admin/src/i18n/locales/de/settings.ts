import type { AreaTexts } from '../../en';
import type { settingsTexts as english } from '../../en/settings';

export const settingsTexts: AreaTexts<typeof english> = {
  'settings.title': 'Einstellungen',
  'settings.contact': 'Kontaktdaten',
  'settings.contactDescription':
    'E-Mail, Telefonnummern, Adresse und Social-Media-Links in der öffentlichen Fußzeile.',
  'settings.mail': 'E-Mail-Einstellungen',
  'settings.mailDescription': 'Wie E-Mails den Server verlassen und welche Vorlage sie verwenden.',
  'settings.html': 'HTML-Einstellungen',
  'settings.htmlDescription':
    'Die Meta-Beschreibung für Suchmaschinen und ein Chat-Widget auf jeder Seite.',
  'settings.what': 'Die Einstellungen',
  'settings.save': 'Speichern',
  'settings.companyName': 'Firmenname',
  'settings.companyNameHelp':
    'Steht unter E-Mails, Rechnungen und Versandetiketten; leer steht dort Waybill.',
  'settings.contactEmail': 'Kontakt-E-Mail',
  'settings.contactEmailHelp':
    'Nachrichten von Besuchern über die Kontaktseite kommen hier an; sie wird in der Fußzeile angezeigt.',
  'settings.contactPhone': 'Kontakttelefon',
  'settings.alternatePhone': 'Weiteres Telefon',
  'settings.address': 'Adresse',
  'settings.addressHelp': 'Die Büroadresse in der Fußzeile.',
  'settings.socialLinks': 'Social-Media-Links',
  'settings.socialHelp':
    'Ein Benutzername (z. B. @waybill) oder eine vollständige https://-Adresse; ein leeres Feld wird nicht angezeigt.',
  'settings.metaDescription': 'Meta-Beschreibung',
  'settings.metaDescriptionHelp':
    'Die Zusammenfassung, die Suchmaschinen unter dem Namen der Website zeigen.',
  'settings.chatCode': 'Chat-Code',
  'settings.chatCodeHelp':
    'Das Snippet eines Chat-Widgets von seinem Anbieter (Tawk.to, Crisp, Tidio…), unverändert eingefügt. Es läuft in einem abgeschotteten Rahmen unten rechts auf jeder öffentlichen Seite: Es kann seinen Chat zeigen, aber weder die Website, dieses Control Panel noch Ihre Daten lesen oder ändern. Leer lassen für keinen Chat.',
  'settings.mailDriver': 'Versandart',
  'settings.driverOutbox': 'outbox: der Server stellt zu',
  'settings.driverSmtp': 'smtp: Mitarbeitende senden mit eigenem Konto',
  'settings.driverOutboxHelp':
    'jede Nachricht wird im Postausgang eingereiht und über die MAIL_URL des Servers zugestellt, mit neuen Versuchen; nichts geht verloren, während der Mailserver ausfällt.',
  'settings.driverSmtpHelp':
    'Mitarbeitende senden mit ihrem eigenen E-Mail-Konto und geben bei jedem Versand dessen Passwort ein.',
  'settings.mailTemplate': 'E-Mail-Vorlage',
  'settings.mailTemplateHelp':
    'Das Layout um jede E-Mail des Unternehmens: reiner Text oder eines von vier HTML-Designs.',
  'settings.notifyRecipients': 'Empfänger benachrichtigen, wenn ihr Paket unterwegs ist',
  'settings.notifyRecipientsHelp':
    'Wenn Mitarbeitende den Verlauf eines Pakets ergänzen, erhält die E-Mail-Adresse des Empfängers den neuen Eintrag und einen Sendungsverfolgungslink (jeder Eintrag kann ausgenommen werden; Empfänger können sich abmelden).',
  'settings.saved': 'Einstellungen gespeichert',
  'settings.tracking': 'Datenschutz bei der Sendungsverfolgung',
  'settings.trackingDescription': 'Was ein Besucher allein mit der Sendungsnummer sieht.',
  'settings.trackingLead':
    'Alles Ausgeschaltete sieht nur, wer zusätzlich die E-Mail-Adresse des Empfängers oder die letzten 4 Ziffern seiner Telefonnummer angibt. Status, Fortschritt, Verlauf, Zustellzeitraum und Ortsnamen zeigt die Nummer immer.',
  'settings.trackingShowsNames': 'Namen schon mit der Sendungsnummer zeigen',
  'settings.trackingShowsNamesHelp': 'Die Namen von Empfänger und Absender.',
  'settings.trackingShowsPhoto': 'Paketfoto schon mit der Sendungsnummer zeigen',
  'settings.trackingShowsPhotoHelp': 'Das Bild, das dem Paket beigefügt ist.',
  'settings.trackingShowsExactMap': 'Genaue Karte schon mit der Sendungsnummer zeigen',
  'settings.trackingShowsExactMapHelp':
    'Aus: Die Karte setzt die Markierungen auf etwa 10 km genau, zeigt also die Route, aber nicht die Straße.',
};
