import type { AreaTexts } from '../../en';
import type { twoFactorTexts as english } from '../../en/twoFactor';

export const twoFactorTexts: AreaTexts<typeof english> = {
  'twoFactor.title': 'Zwei-Faktor-Anmeldung',
  'twoFactor.intro':
    'Nach dem Passwort fragt die Anmeldung nach einem 6-stelligen Code aus einer Authenticator-App auf Ihrem Telefon.',
  'twoFactor.status_on': 'Die Zwei-Faktor-Anmeldung ist eingeschaltet.',
  'twoFactor.status_off': 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
  'twoFactor.codes_left': 'Verbleibende Wiederherstellungscodes: {count}',
  'twoFactor.set_up': 'Zwei-Faktor-Anmeldung einrichten',
  'twoFactor.scan':
    'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel unten ein.',
  'twoFactor.qr_alt': 'QR-Code, um dieses Konto einer Authenticator-App hinzuzufügen',
  'twoFactor.secret': 'Schlüssel zum Eintippen',
  'twoFactor.code': 'Code aus der App',
  'twoFactor.confirm': 'Einschalten',
  'twoFactor.recovery_title': 'Ihre Wiederherstellungscodes',
  'twoFactor.recovery_text':
    'Jeder Code meldet Sie einmal an, falls Sie Ihr Telefon verlieren. Bewahren Sie sie sicher auf: Sie werden nur jetzt angezeigt.',
  'twoFactor.copy': 'Kopieren',
  'twoFactor.copied': 'Kopiert',
  'twoFactor.download': 'Herunterladen',
  'twoFactor.download_name': 'waybill-wiederherstellungscodes.txt',
  'twoFactor.saved_codes': 'Ich habe die Codes gespeichert',
  'twoFactor.proof_password': 'Aktuelles Passwort',
  'twoFactor.regenerate': 'Neue Wiederherstellungscodes',
  'twoFactor.regenerate_text': 'Die alten Codes funktionieren dann nicht mehr.',
  'twoFactor.disable': 'Ausschalten',
  'twoFactor.required_note': 'Die Zwei-Faktor-Anmeldung ist für jedes Konto Pflicht.',
  'twoFactor.require_all': 'Zwei-Faktor-Anmeldung für jedes Konto verlangen',
  'twoFactor.require_all_text':
    'Mitglieder ohne sie werden bei ihrer nächsten Anmeldung zur Einrichtung geführt.',
  'twoFactor.require_on': 'Verlangen',
  'twoFactor.require_off': 'Nicht mehr verlangen',
  'twoFactor.manage': 'Zwei-Faktor-Anmeldung',
  'twoFactor.step_title': 'Code eingeben',
  'twoFactor.step_text':
    'Öffnen Sie Ihre Authenticator-App und geben Sie den 6-stelligen Code für Waybill ein.',
  'twoFactor.verify': 'Bestätigen',
  'twoFactor.use_recovery': 'Stattdessen einen Wiederherstellungscode verwenden',
  'twoFactor.use_code': 'Stattdessen einen Code aus der App verwenden',
  'twoFactor.recovery_code': 'Wiederherstellungscode',
  'twoFactor.recovery_step_text':
    'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder funktioniert nur einmal.',
  'twoFactor.setup_required_title': 'Zwei-Faktor-Anmeldung einrichten',
  'twoFactor.setup_required_text':
    'Ihr Unternehmen verlangt die Zwei-Faktor-Anmeldung. Richten Sie sie jetzt ein, um fortzufahren.',
  'twoFactor.start_over': 'Neu beginnen',
};
