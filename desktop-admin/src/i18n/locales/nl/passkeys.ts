import type { AreaTexts } from '../../en';
import type { passkeysTexts as english } from '../../en/passkeys';

export const passkeysTexts: AreaTexts<typeof english> = {
  'passkeys.title': 'Passkeys',
  'passkeys.intro':
    'Met een passkey meldt u zich aan met de schermvergrendeling van dit apparaat of een beveiligingssleutel. Hij werkt als tweede stap na uw wachtwoord, of alleen in plaats van het wachtwoord.',
  'passkeys.none': 'Nog geen passkeys.',
  'passkeys.table': 'Uw passkeys',
  'passkeys.name': 'Naam',
  'passkeys.added': 'Toegevoegd',
  'passkeys.last_used': 'Laatst gebruikt',
  'passkeys.actions': 'Acties',
  'passkeys.never': 'Nooit',
  'passkeys.rename': 'Naam wijzigen',
  'passkeys.rename_named': 'Naam van {name} wijzigen',
  'passkeys.remove': 'Verwijderen',
  'passkeys.remove_named': '{name} verwijderen',
  'passkeys.add': 'Passkey toevoegen',
  'passkeys.added_message': 'Passkey toegevoegd.',
  'passkeys.new_name': 'Naam van de passkey',
  'passkeys.password': 'Uw wachtwoord',
  'passkeys.name_hint': 'Zodat u hem herkent, bijv. ‘Werklaptop’ of ‘Blauwe beveiligingssleutel’.',
  'passkeys.rename_title': 'Naam van ‘{name}’ wijzigen',
  'passkeys.save': 'Opslaan',
  'passkeys.cancel': 'Annuleren',
  'passkeys.remove_title': '‘{name}’ verwijderen',
  'passkeys.remove_text': 'U kunt er dan niet meer mee aanmelden.',
  'passkeys.unavailable':
    'Passkeys kunnen hier niet worden gebruikt (een browser zonder passkeys). Open het configuratiescherm in een webbrowser om er een toe te voegen; gebruik hier een code uit een authenticator-app.',
  'passkeys.step_text':
    'Gebruik een van uw passkeys: uw apparaat vraagt om de schermvergrendeling.',
  'passkeys.step_unavailable':
    'Dit account meldt zich aan met een passkey, die hier niet kan worden gebruikt. Meld u aan vanuit een webbrowser.',
  'passkeys.use': 'Passkey gebruiken',
  'passkeys.or_code': 'Of voer een code uit uw authenticator-app in.',
  'passkeys.or': 'of',
  'passkeys.sign_in': 'Aanmelden met een passkey',
};
