import type { AreaTexts } from '../../en';
import type { problemsTexts as english } from '../../en/problems';

export const problemsTexts: AreaTexts<typeof english> = {
  'problems.no_data_found': 'Inga uppgifter hittades',
  'problems.not_found': 'Hittades inte',
  'problems.route.not_found': 'Det går inte att utföra {method} {path}',
  'problems.parcel.id_unknown': '{field}: {id} matchar ingen försändelse',
  'problems.parcel.code_unknown': '{field}: ”{code}” matchar ingen försändelse',
  'problems.parcel.code_taken': '{field}: ”{code}” används redan av en annan försändelse',
  'problems.page.slug_taken': '{field}: ”{slug}” används redan av en annan sida',
  'problems.page.slug_format':
    'Fältet ”{field}” får bara innehålla små bokstäver, siffror och bindestreck',
  'problems.invoice.currency_format': 'Fältet ”{field}” måste vara en kod på 3 bokstäver',
  'problems.invoice.amount_cents': 'Fältet ”{field}” får ha högst 2 decimaler',
  'problems.page.busy': 'En sida med den här titeln håller på att skapas just nu; försök igen',
  'problems.outbox.already_sent': 'Meddelandet har redan skickats',
  'problems.rating.not_delivered': 'Paketet kan betygsättas när det har levererats',
  'problems.rating.already_given': 'Paketet har redan betygsatts',
  'problems.auth.signed_out': 'Du måste vara inloggad som administratör för att göra detta',
  'problems.auth.admin_exists': 'Det finns redan ett administratörskonto. Logga in i stället.',
  'problems.auth.wrong_credentials': 'E-postadressen eller lösenordet är fel',
  'problems.auth.wrong_current_password': 'Det nuvarande lösenordet är fel',
  'problems.auth.wrong_pin':
    'PIN-koden är fel eller har gått ut. Kontrollera e-postmeddelandet eller be om en ny PIN-kod.',
  'problems.auth.confirmation_mismatch': 'Fältet ”{field}” måste stämma med ”{other}”',
  'problems.auth.pin_format':
    'Fältet ”{field}” måste vara den sexsiffriga PIN-koden från e-postmeddelandet',
  // Two-factor sign-in.
  'problems.twofactor.code_format':
    '{field} måste vara den 6-siffriga koden från autentiseringsappen',
  'problems.twofactor.recovery_code_format': '{field} måste vara en av dina återställningskoder',
  'problems.twofactor.code_or_recovery_code': 'Ange antingen en kod eller en återställningskod',
  'problems.twofactor.password_or_code': 'Ange antingen ditt lösenord eller en kod',
  'problems.twofactor.wrong_code': 'Koden är fel eller har redan använts',
  'problems.twofactor.no_pending_signin':
    'Ingen inloggning väntar på en kod, eller så har den gått ut. Logga in igen.',
  'problems.twofactor.not_enrolling':
    'Starta konfigurationen först: det finns ingen ny nyckel att bekräfta',
  'problems.twofactor.already_enabled': 'Tvåstegsinloggning är redan på för det här kontot',
  'problems.twofactor.not_enabled': 'Tvåstegsinloggning är inte på för det här kontot',
  'problems.twofactor.required':
    'Tvåstegsinloggning krävs för alla konton: den kan inte stängas av',
  'problems.twofactor.setup_required':
    'Tvåstegsinloggning krävs nu: ställ in den för att fortsätta',
  'problems.twofactor.enable_own_first':
    'Slå på tvåstegsinloggning för ditt eget konto innan du kräver den för alla',
  // Passkeys.
  'problems.passkey.not_accepted':
    'Passkeyn godtogs inte. Försök igen, eller logga in på ett annat sätt.',
  'problems.passkey.challenge_expired': 'Passkey-begäran har gått ut. Börja om.',
  'problems.passkey.not_found': 'Den här passkeyn hör inte till ditt konto',
  'problems.passkey.already_registered': 'Den här passkeyn är redan registrerad',
  'problems.passkey.too_many': 'Du kan ha högst {max} passkeys: ta bort en först',
  'problems.passkey.cancelled':
    'Passkey-begäran avbröts eller gick ut, eller så har enheten ingen passkey för det här kontot',
  'problems.auth.setup_token':
    'För att skapa den första administratören från en annan dator behövs registreringslänken som servern skrev ut vid start',
  // Roles and staff accounts.
  'problems.auth.forbidden': 'Din roll tillåter inte detta',
  'problems.staff.not_found': 'Ingen medlem med detta id',
  'problems.staff.email_taken': 'Den här e-postadressen tillhör redan en medlem',
  'problems.staff.already_invited': 'Den här e-postadressen har redan en öppen inbjudan',
  'problems.staff.owner_locked':
    'Ägaren kan inte inaktiveras eller få en annan roll: lämna över ägarskapet först',
  'problems.staff.handover_target': 'Ägarskapet kan bara lämnas över till en annan aktiv medlem',
  'problems.staff.invitation_not_found': 'Ingen öppen inbjudan med detta id',
  'problems.staff.invitation_unknown': 'Den här inbjudningslänken är inte giltig',
  'problems.staff.invitation_expired': 'Den här inbjudan har gått ut: be ägaren om en ny',
  'problems.staff.invitation_used': 'Den här inbjudan har redan använts',
  'problems.staff.invitation_revoked': 'Den här inbjudan drogs tillbaka av ägaren',
  'problems.session.not_found':
    'Den här sessionen har redan avslutats, eller så kan du inte avsluta den',
  'problems.rate.too_many_one': 'För många försök. Vänta {minutes} minut och försök igen.',
  'problems.rate.too_many': 'För många försök. Vänta {minutes} minuter och försök igen.',
  'problems.mail.password_required': 'Fältet ”{field}” krävs när e-postdrivrutinen är smtp',
  'problems.mail.server_unnamed':
    'E-postdrivrutinen smtp behöver att MAIL_URL anger e-postservern, t.ex. smtp://mail.example.com:587',
  'problems.mail.login_refused':
    'E-postservern nekade inloggningen för {user}: kontrollera lösenordet',
  'problems.mail.unreachable': 'Det gick inte att nå e-postservern: {reason}',
  'problems.mail.public_url_required':
    'PUBLIC_URL måste vara satt till webbplatsens adress (t.ex. https://courier.example.com): utan den går det inte att lita på den här begärans adress för en länk i ett e-postmeddelande, så inget skickades',
  'problems.image.required': 'Fältet ”{field}” krävs',
  'problems.image.not_an_image': 'Fältet ”{field}” måste vara en .jpg-, .jpeg- eller .png-bild',
  'problems.image.too_many_pixels': 'Fältet ”{field}” får vara högst {max}',
  'problems.form.incomplete':
    'Formuläret kunde inte läsas: skicka ett fullständigt multipart-formulär',
  'problems.form.file_too_large': 'Fältet ”{field}” får vara högst {max}',
  'problems.form.field_too_large': 'Fältet ”{field}” är för långt',
  'problems.form.one_picture': 'Skicka en enda bild, i fältet image',
  'problems.form.no_files': 'Det här formuläret tar inte emot filer',
  'problems.form.unreadable': 'Formuläret kunde inte läsas: {reason}',
  'problems.request.invalid_json': 'Begärans innehåll är inte giltig JSON',
  'problems.request.too_large': 'Begärans innehåll är för stort',
  'problems.request.bad_encoding': 'Kodningen av begärans innehåll stöds inte',
  'problems.request.nul_in_address': 'Adressen får inte innehålla ett NUL-tecken',
  'problems.request.cross_site': 'Begäran från en annan webbplats nekades',
  'problems.request.headers_too_large': 'Adressen eller begärans rubriker är för stora',
  'problems.request.malformed': 'Begäran är inte giltig HTTP',
  'problems.request.timeout': 'Det tog för lång tid för begäran att komma fram',
  'problems.request.content_type':
    'Content-Type måste vara application/json, multipart/form-data eller application/x-www-form-urlencoded',
  'problems.server.internal': 'Internt serverfel',
  'problems.database.unreachable': 'Databasen går inte att nå, försök igen om en stund',
  'problems.server.not_ready': 'Den här servern är inte redo, försök igen om en stund',
  'problems.server.busy': 'Servern är upptagen. Försök igen om {seconds} sekunder.',
  'problems.places.unavailable': 'Platssökningen är inte tillgänglig, försök igen om en stund',
  'problems.places.geocoder_failed': 'Geokodaren gav ett svar som inte gick att använda',
  'problems.storage.unreachable': 'Bildlagringen går inte att nå, försök igen om en stund',
  'problems.client.invalid_json': 'Ogiltig JSON',
  'problems.field.required': 'Fältet ”{field}” krävs',
  'problems.field.type': 'Fältet ”{field}” måste vara {expected}',
  'problems.field.integer': 'Fältet ”{field}” måste vara ett heltal',
  'problems.field.too_short': 'Fältet ”{field}” måste innehålla minst {min} tecken',
  'problems.field.too_long': 'Fältet ”{field}” får innehålla högst {max} tecken',
  'problems.field.min': 'Fältet ”{field}” måste vara minst {min}',
  'problems.field.greater_than': 'Fältet ”{field}” måste vara större än {min}',
  'problems.field.max': 'Fältet ”{field}” får vara högst {max}',
  'problems.field.less_than': 'Fältet ”{field}” måste vara mindre än {max}',
  'problems.field.email': 'Fältet ”{field}” måste vara en giltig e-postadress',
  'problems.field.date': 'Fältet ”{field}” måste vara ett datum (ÅÅÅÅ-MM-DD)',
  'problems.field.format': 'Fältet ”{field}” har ett ogiltigt format',
  'problems.field.one_of': 'Fältet ”{field}” måste vara ett av: {values}',
  'problems.field.unknown_one': '{fields} är inte ett känt fält',
  'problems.field.unknown': 'Okända fält: {fields}',
  'problems.field.nul': 'Fältet ”{field}” får inte innehålla ett NUL-tecken',
  'problems.field.invalid': 'Fältet ”{field}” är ogiltigt',
  'problems.body.nothing_to_change': 'Skicka minst ett fält att ändra',
  'problems.expected.string': 'en text',
  'problems.expected.number': 'ett tal',
  'problems.expected.boolean': 'ja eller nej',
  'problems.expected.object': 'ett objekt',
  'problems.expected.array': 'en lista',
  'problems.expected.date': 'ett datum',
  'problems.expected.file': 'en fil',
  // Audit trail.
  'problems.audit.date_order': 'Slutdatumet får inte vara före startdatumet',
  'problems.audit.checkpoint_signature':
    'Den här kontrollpunkten är inte signerad med serverns granskningsnyckel: den har ändrats eller kommer från en annan server',
  'problems.tracking.wrong_answer':
    'Det är varken mottagarens e-postadress eller de 4 sista siffrorna i telefonnumret',
  'problems.tracking.cannot_unlock':
    'Det här paketet har ingen e-postadress eller telefon till mottagaren att kontrollera: fråga avsändaren',
};
