import type { AreaTexts } from '../../en';
import type { passkeysTexts as english } from '../../en/passkeys';

export const passkeysTexts: AreaTexts<typeof english> = {
  'passkeys.title': 'Passkeys',
  'passkeys.intro':
    'Ein Passkey meldet Sie mit der Bildschirmsperre dieses Geräts oder einem Sicherheitsschlüssel an. Er dient als zweiter Schritt nach Ihrem Passwort oder allein anstelle des Passworts.',
  'passkeys.none': 'Noch keine Passkeys.',
  'passkeys.table': 'Ihre Passkeys',
  'passkeys.name': 'Name',
  'passkeys.added': 'Hinzugefügt',
  'passkeys.last_used': 'Zuletzt verwendet',
  'passkeys.actions': 'Aktionen',
  'passkeys.never': 'Nie',
  'passkeys.rename': 'Umbenennen',
  'passkeys.rename_named': '{name} umbenennen',
  'passkeys.remove': 'Entfernen',
  'passkeys.remove_named': '{name} entfernen',
  'passkeys.add': 'Passkey hinzufügen',
  'passkeys.added_message': 'Passkey hinzugefügt.',
  'passkeys.new_name': 'Name des Passkeys',
  'passkeys.password': 'Ihr Passwort',
  'passkeys.name_hint':
    'Damit Sie ihn wiedererkennen, z. B. „Arbeitslaptop“ oder „Blauer Sicherheitsschlüssel“.',
  'passkeys.rename_title': '„{name}“ umbenennen',
  'passkeys.save': 'Speichern',
  'passkeys.cancel': 'Abbrechen',
  'passkeys.remove_title': '„{name}“ entfernen',
  'passkeys.remove_text': 'Damit können Sie sich nicht mehr anmelden.',
  'passkeys.unavailable':
    'Passkeys können hier nicht verwendet werden (in einem Browser ohne Passkeys). Öffnen Sie das Kontrollzentrum in einem Webbrowser, um einen hinzuzufügen; verwenden Sie hier einen Code aus einer Authenticator-App.',
  'passkeys.step_text':
    'Verwenden Sie einen Ihrer Passkeys: Ihr Gerät fragt nach seiner Bildschirmsperre.',
  'passkeys.step_unavailable':
    'Dieses Konto meldet sich mit einem Passkey an, der hier nicht verwendet werden kann. Melden Sie sich in einem Webbrowser an.',
  'passkeys.use': 'Passkey verwenden',
  'passkeys.or_code': 'Oder geben Sie einen Code aus Ihrer Authenticator-App ein.',
  'passkeys.or': 'oder',
  'passkeys.sign_in': 'Mit einem Passkey anmelden',
};
