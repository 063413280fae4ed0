import type { AreaTexts } from '../../en';
import type { passkeysTexts as english } from '../../en/passkeys';

export const passkeysTexts: AreaTexts<typeof english> = {
  'passkeys.title': 'Passkeys',
  'passkeys.intro':
    'En passkey loggar in dig med enhetens skärmlås eller en säkerhetsnyckel. Den fungerar som andra steg efter lösenordet, eller ensam i stället för lösenordet.',
  'passkeys.none': 'Inga passkeys ännu.',
  'passkeys.table': 'Dina passkeys',
  'passkeys.name': 'Namn',
  'passkeys.added': 'Tillagd',
  'passkeys.last_used': 'Senast använd',
  'passkeys.actions': 'Åtgärder',
  'passkeys.never': 'Aldrig',
  'passkeys.rename': 'Byt namn',
  'passkeys.rename_named': 'Byt namn på {name}',
  'passkeys.remove': 'Ta bort',
  'passkeys.remove_named': 'Ta bort {name}',
  'passkeys.add': 'Lägg till en passkey',
  'passkeys.added_message': 'Passkey tillagd.',
  'passkeys.new_name': 'Passkeyns namn',
  'passkeys.password': 'Ditt lösenord',
  'passkeys.name_hint': 'Så att du känner igen den, t.ex. ”Jobbdator” eller ”Blå säkerhetsnyckel”.',
  'passkeys.rename_title': 'Byt namn på ”{name}”',
  'passkeys.save': 'Spara',
  'passkeys.cancel': 'Avbryt',
  'passkeys.remove_title': 'Ta bort ”{name}”',
  'passkeys.remove_text': 'Den kommer inte längre att logga in dig.',
  'passkeys.unavailable':
    'Passkeys kan inte användas här (en webbläsare utan passkeys). Öppna kontrollpanelen i en webbläsare för att lägga till en; här använder du en kod från en autentiseringsapp.',
  'passkeys.step_text': 'Använd en av dina passkeys: enheten frågar efter skärmlåset.',
  'passkeys.step_unavailable':
    'Det här kontot loggar in med en passkey, som inte kan användas här. Logga in från en webbläsare.',
  'passkeys.use': 'Använd en passkey',
  'passkeys.or_code': 'Eller ange en kod från din autentiseringsapp.',
  'passkeys.or': 'eller',
  'passkeys.sign_in': 'Logga in med en passkey',
};
