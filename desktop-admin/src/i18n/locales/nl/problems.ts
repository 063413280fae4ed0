import type { AreaTexts } from '../../en';
import type { problemsTexts as english } from '../../en/problems';

export const problemsTexts: AreaTexts<typeof english> = {
  'problems.no_data_found': 'Geen gegevens gevonden',
  'problems.not_found': 'Niet gevonden',
  'problems.route.not_found': '{method} {path} is niet mogelijk',
  'problems.parcel.id_unknown': '{field}: {id} hoort bij geen enkele zending',
  'problems.parcel.code_unknown': "{field}: '{code}' hoort bij geen enkele zending",
  'problems.parcel.code_taken': "{field}: '{code}' wordt al gebruikt door een andere zending",
  'problems.page.slug_taken': "{field}: '{slug}' wordt al gebruikt door een andere pagina",
  'problems.page.slug_format':
    "Het veld '{field}' mag alleen kleine letters, cijfers en streepjes bevatten",
  'problems.invoice.currency_format': "Het veld '{field}' moet een code van 3 letters zijn",
  'problems.invoice.amount_cents': "Het veld '{field}' mag hoogstens 2 decimalen hebben",
  'problems.page.busy':
    'Er wordt op dit moment een pagina met deze titel aangemaakt; probeer het opnieuw',
  'problems.outbox.already_sent': 'Dit bericht is al verstuurd',
  'problems.rating.not_delivered': 'Dit pakket kan worden beoordeeld zodra het is bezorgd',
  'problems.rating.already_given': 'Dit pakket is al beoordeeld',
  'problems.auth.signed_out': 'U moet als beheerder zijn ingelogd om dit te doen',
  'problems.auth.admin_exists': 'Er bestaat al een beheerdersaccount. Log in.',
  'problems.auth.wrong_credentials': 'Het e-mailadres of wachtwoord is onjuist',
  'problems.auth.wrong_current_password': 'Het huidige wachtwoord is onjuist',
  'problems.auth.wrong_pin':
    'De pincode is onjuist of verlopen. Controleer de e-mail of vraag een nieuwe pincode aan.',
  'problems.auth.confirmation_mismatch': "Het veld '{field}' moet overeenkomen met '{other}'",
  'problems.auth.pin_format': "Het veld '{field}' moet de pincode van 6 cijfers uit de e-mail zijn",
  // Two-factor sign-in.
  'problems.twofactor.code_format':
    '{field} moet de 6-cijferige code uit de authenticator-app zijn',
  'problems.twofactor.recovery_code_format': '{field} moet een van uw herstelcodes zijn',
  'problems.twofactor.code_or_recovery_code': 'Voer een code of een herstelcode in',
  'problems.twofactor.password_or_code': 'Voer uw wachtwoord of een code in',
  'problems.twofactor.wrong_code': 'De code is onjuist of al gebruikt',
  'problems.twofactor.no_pending_signin':
    'Er wacht geen aanmelding op een code, of ze is verlopen. Meld u opnieuw aan.',
  'problems.twofactor.not_enrolling':
    'Begin eerst met instellen: er is geen nieuwe sleutel om te bevestigen',
  'problems.twofactor.already_enabled': 'Aanmelden in twee stappen staat al aan voor dit account',
  'problems.twofactor.not_enabled': 'Aanmelden in twee stappen staat niet aan voor dit account',
  'problems.twofactor.required':
    'Aanmelden in twee stappen is verplicht voor elk account: het kan niet worden uitgeschakeld',
  'problems.twofactor.setup_required':
    'Aanmelden in twee stappen is nu verplicht: stel het in om verder te gaan',
  'problems.twofactor.enable_own_first':
    'Schakel aanmelden in twee stappen in voor uw eigen account voordat u het voor iedereen verplicht',
  // Passkeys.
  'problems.passkey.not_accepted':
    'De passkey is niet geaccepteerd. Probeer het opnieuw of meld u op een andere manier aan.',
  'problems.passkey.challenge_expired': 'Het passkey-verzoek is verlopen. Begin opnieuw.',
  'problems.passkey.not_found': 'Deze passkey hoort niet bij uw account',
  'problems.passkey.already_registered': 'Deze passkey is al geregistreerd',
  'problems.passkey.too_many': 'U kunt hoogstens {max} passkeys hebben: verwijder er eerst een',
  'problems.passkey.cancelled':
    'Het passkey-verzoek is geannuleerd of verlopen, of dit apparaat heeft geen passkey voor dit account',
  'problems.auth.setup_token':
    'Om de eerste beheerder vanaf een andere computer aan te maken, is de registratielink nodig die de server bij het opstarten toonde',
  // Roles and staff accounts.
  'problems.auth.forbidden': 'Uw rol staat dit niet toe',
  'problems.staff.not_found': 'Geen lid met dit id',
  'problems.staff.email_taken': 'Dit e-mailadres hoort al bij een lid',
  'problems.staff.already_invited': 'Voor dit e-mailadres staat al een uitnodiging open',
  'problems.staff.owner_locked':
    'De eigenaar kan niet worden uitgeschakeld of een andere rol krijgen: draag eerst het eigendom over',
  'problems.staff.handover_target':
    'Het eigendom kan alleen aan een ander actief lid worden overgedragen',
  'problems.staff.invitation_not_found': 'Geen openstaande uitnodiging met dit id',
  'problems.staff.invitation_unknown': 'Deze uitnodigingslink is niet geldig',
  'problems.staff.invitation_expired':
    'Deze uitnodiging is verlopen: vraag de eigenaar om een nieuwe',
  'problems.staff.invitation_used': 'Deze uitnodiging is al gebruikt',
  'problems.staff.invitation_revoked': 'Deze uitnodiging is door de eigenaar ingetrokken',
  'problems.session.not_found': 'Deze sessie is al beëindigd, of u kunt haar niet beëindigen',
  'problems.rate.too_many_one': 'Te veel pogingen. Wacht {minutes} minuut en probeer het opnieuw.',
  'problems.rate.too_many': 'Te veel pogingen. Wacht {minutes} minuten en probeer het opnieuw.',
  'problems.mail.password_required': "Het veld '{field}' is verplicht als de maildriver smtp is",
  'problems.mail.server_unnamed':
    'De maildriver smtp heeft een MAIL_URL nodig met de naam van de mailserver, bijv. smtp://mail.example.com:587',
  'problems.mail.login_refused':
    'De mailserver heeft het inloggen voor {user} geweigerd: controleer het wachtwoord',
  'problems.mail.unreachable': 'De mailserver is niet bereikbaar: {reason}',
  'problems.mail.public_url_required':
    'PUBLIC_URL moet op het adres van de site staan (bijv. https://courier.example.com): zonder is het adres van dit verzoek niet te vertrouwen voor een link in een e-mail, dus er is niets verstuurd',
  'problems.image.required': "Het veld '{field}' is verplicht",
  'problems.image.not_an_image':
    "Het veld '{field}' moet een .jpg-, .jpeg- of .png-afbeelding zijn",
  'problems.image.too_many_pixels': "Het veld '{field}' mag hoogstens {max} zijn",
  'problems.form.incomplete':
    'Het formulier kon niet worden gelezen: stuur een volledig multipart-formulier',
  'problems.form.file_too_large': "Het veld '{field}' mag hoogstens {max} zijn",
  'problems.form.field_too_large': "Het veld '{field}' is te lang",
  'problems.form.one_picture': 'Stuur één afbeelding, in het veld image',
  'problems.form.no_files': 'Dit formulier accepteert geen bestanden',
  'problems.form.unreadable': 'Het formulier kon niet worden gelezen: {reason}',
  'problems.request.invalid_json': 'De inhoud van het verzoek is geen geldige JSON',
  'problems.request.too_large': 'De inhoud van het verzoek is te groot',
  'problems.request.bad_encoding':
    'De codering van de inhoud van het verzoek wordt niet ondersteund',
  'problems.request.nul_in_address': 'Het adres mag geen NUL-teken bevatten',
  'problems.request.cross_site': 'Cross-site-verzoek geweigerd',
  'problems.request.headers_too_large': 'Het adres of de headers van het verzoek zijn te groot',
  'problems.request.malformed': 'Het verzoek is geen geldige HTTP',
  'problems.request.timeout': 'Het verzoek deed er te lang over om aan te komen',
  'problems.request.content_type':
    'Content-Type moet application/json, multipart/form-data of application/x-www-form-urlencoded zijn',
  'problems.server.internal': 'Interne serverfout',
  'problems.database.unreachable': 'De database is niet bereikbaar, probeer het zo opnieuw',
  'problems.server.not_ready': 'Deze server is niet gereed, probeer het zo opnieuw',
  'problems.server.busy': 'De server is bezet. Probeer het over {seconds} seconden opnieuw.',
  'problems.places.unavailable':
    'Het zoeken naar plaatsen is niet beschikbaar, probeer het zo opnieuw',
  'problems.places.geocoder_failed': 'De geocoder gaf een antwoord dat niet bruikbaar is',
  'problems.storage.unreachable':
    'De opslag voor afbeeldingen is niet bereikbaar, probeer het zo opnieuw',
  'problems.client.invalid_json': 'Ongeldige JSON',
  'problems.field.required': "Het veld '{field}' is verplicht",
  'problems.field.type': "Het veld '{field}' moet {expected} zijn",
  'problems.field.integer': "Het veld '{field}' moet een geheel getal zijn",
  'problems.field.too_short': "Het veld '{field}' moet minstens {min} tekens bevatten",
  'problems.field.too_long': "Het veld '{field}' mag hoogstens {max} tekens bevatten",
  'problems.field.min': "Het veld '{field}' moet minstens {min} zijn",
  'problems.field.greater_than': "Het veld '{field}' moet groter zijn dan {min}",
  'problems.field.max': "Het veld '{field}' mag hoogstens {max} zijn",
  'problems.field.less_than': "Het veld '{field}' moet kleiner zijn dan {max}",
  'problems.field.email': "Het veld '{field}' moet een geldig e-mailadres zijn",
  'problems.field.date': "Het veld '{field}' moet een datum zijn (JJJJ-MM-DD)",
  'problems.field.format': "Het veld '{field}' heeft een ongeldige indeling",
  'problems.field.one_of': "Het veld '{field}' moet een van deze waarden zijn: {values}",
  'problems.field.unknown_one': '{fields} is geen bekend veld',
  'problems.field.unknown': 'Onbekende velden: {fields}',
  'problems.field.nul': "Het veld '{field}' mag geen NUL-teken bevatten",
  'problems.field.invalid': "Het veld '{field}' is ongeldig",
  'problems.body.nothing_to_change': 'Stuur minstens één veld om te wijzigen',
  'problems.expected.string': 'tekst',
  'problems.expected.number': 'een getal',
  'problems.expected.boolean': 'ja of nee',
  'problems.expected.object': 'een object',
  'problems.expected.array': 'een lijst',
  'problems.expected.date': 'een datum',
  'problems.expected.file': 'een bestand',
  // Audit trail.
  'problems.audit.date_order': 'De einddatum mag niet vóór de begindatum liggen',
  'problems.audit.checkpoint_signature':
    'Dit controlepunt is niet ondertekend met de auditsleutel van deze server: het is gewijzigd of komt van een andere server',
  'problems.tracking.wrong_answer':
    'Dat is niet het e-mailadres van de ontvanger of de laatste 4 cijfers van zijn telefoonnummer',
  'problems.tracking.cannot_unlock':
    'Dit pakket heeft geen e-mailadres of telefoonnummer van de ontvanger om te controleren: vraag het de afzender',
};
