import type { AreaTexts } from '../../en';
import type { problemsTexts as english } from '../../en/problems';

export const problemsTexts: AreaTexts<typeof english> = {
  'problems.no_data_found': 'Keine Daten gefunden',
  'problems.not_found': 'Nicht gefunden',
  'problems.route.not_found': '{method} {path} ist nicht möglich',
  'problems.parcel.id_unknown': '{field}: {id} gehört zu keiner Sendung',
  'problems.parcel.code_unknown': '{field}: „{code}“ gehört zu keiner Sendung',
  'problems.parcel.code_taken':
    '{field}: „{code}“ wird bereits von einer anderen Sendung verwendet',
  'problems.page.slug_taken': '{field}: „{slug}“ wird bereits von einer anderen Seite verwendet',
  'problems.page.slug_format':
    'Das Feld „{field}“ darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten',
  'problems.invoice.currency_format': 'Das Feld „{field}“ muss ein Code aus 3 Buchstaben sein',
  'problems.invoice.amount_cents': 'Das Feld „{field}“ darf höchstens 2 Nachkommastellen haben',
  'problems.page.busy': 'Eine Seite mit diesem Titel wird gerade angelegt; versuchen Sie es erneut',
  'problems.outbox.already_sent': 'Diese Nachricht wurde bereits gesendet',
  'problems.rating.not_delivered': 'Dieses Paket kann bewertet werden, sobald es zugestellt ist',
  'problems.rating.already_given': 'Dieses Paket wurde bereits bewertet',
  'problems.auth.signed_out': 'Dazu müssen Sie als Administrator angemeldet sein',
  'problems.auth.admin_exists':
    'Es gibt bereits ein Administratorkonto. Melden Sie sich stattdessen an.',
  'problems.auth.wrong_credentials': 'E-Mail oder Passwort ist falsch',
  'problems.auth.wrong_current_password': 'Das aktuelle Passwort ist falsch',
  'problems.auth.wrong_pin':
    'Die PIN ist falsch oder abgelaufen. Prüfen Sie die E-Mail oder fordern Sie eine neue PIN an.',
  'problems.auth.confirmation_mismatch': 'Das Feld „{field}“ muss mit „{other}“ übereinstimmen',
  'problems.auth.pin_format': 'Das Feld „{field}“ muss die 6-stellige PIN aus der E-Mail enthalten',
  // Two-factor sign-in.
  'problems.twofactor.code_format':
    '{field} muss der 6-stellige Code aus der Authenticator-App sein',
  'problems.twofactor.recovery_code_format':
    '{field} muss einer Ihrer Wiederherstellungscodes sein',
  'problems.twofactor.code_or_recovery_code':
    'Geben Sie entweder einen Code oder einen Wiederherstellungscode ein',
  'problems.twofactor.password_or_code': 'Geben Sie entweder Ihr Passwort oder einen Code ein',
  'problems.twofactor.wrong_code': 'Der Code ist falsch oder wurde bereits verwendet',
  'problems.twofactor.no_pending_signin':
    'Keine Anmeldung wartet auf einen Code, oder sie ist abgelaufen. Melden Sie sich erneut an.',
  'problems.twofactor.not_enrolling':
    'Starten Sie zuerst die Einrichtung: Es gibt keinen neuen Schlüssel zu bestätigen',
  'problems.twofactor.already_enabled':
    'Die Zwei-Faktor-Anmeldung ist für dieses Konto bereits eingeschaltet',
  'problems.twofactor.not_enabled':
    'Die Zwei-Faktor-Anmeldung ist für dieses Konto nicht eingeschaltet',
  'problems.twofactor.required':
    'Die Zwei-Faktor-Anmeldung ist für jedes Konto Pflicht: Sie kann nicht ausgeschaltet werden',
  'problems.twofactor.setup_required':
    'Die Zwei-Faktor-Anmeldung ist jetzt Pflicht: richte sie ein, um weiterzumachen',
  'problems.twofactor.enable_own_first':
    'Schalten Sie die Zwei-Faktor-Anmeldung für Ihr eigenes Konto ein, bevor Sie sie für alle verlangen',
  // Passkeys.
  'problems.passkey.not_accepted':
    'Der Passkey wurde nicht akzeptiert. Versuchen Sie es erneut oder melden Sie sich anders an.',
  'problems.passkey.challenge_expired': 'Die Passkey-Anfrage ist abgelaufen. Beginnen Sie erneut.',
  'problems.passkey.not_found': 'Dieser Passkey gehört nicht zu Ihrem Konto',
  'problems.passkey.already_registered': 'Dieser Passkey ist bereits registriert',
  'problems.passkey.too_many':
    'Sie können höchstens {max} Passkeys haben: Entfernen Sie zuerst einen',
  'problems.passkey.cancelled':
    'Die Passkey-Anfrage wurde abgebrochen oder ist abgelaufen, oder dieses Gerät hat keinen Passkey für dieses Konto',
  'problems.auth.setup_token':
    'Um den ersten Administrator von einem anderen Rechner aus anzulegen, brauchen Sie den Registrierungslink, den der Server beim Start ausgegeben hat',
  // Roles and staff accounts.
  'problems.auth.forbidden': 'Ihre Rolle erlaubt das nicht',
  'problems.staff.not_found': 'Kein Mitglied mit dieser ID',
  'problems.staff.email_taken': 'Diese E-Mail-Adresse gehört bereits einem Mitglied',
  'problems.staff.already_invited':
    'Für diese E-Mail-Adresse gibt es bereits eine offene Einladung',
  'problems.staff.owner_locked':
    'Der Inhaber kann nicht deaktiviert werden oder eine andere Rolle erhalten: Übergeben Sie zuerst die Inhaberschaft',
  'problems.staff.handover_target':
    'Die Inhaberschaft kann nur an ein anderes aktives Mitglied übergeben werden',
  'problems.staff.invitation_not_found': 'Keine offene Einladung mit dieser ID',
  'problems.staff.invitation_unknown': 'Dieser Einladungslink ist ungültig',
  'problems.staff.invitation_expired':
    'Diese Einladung ist abgelaufen: Bitten Sie den Inhaber um eine neue',
  'problems.staff.invitation_used': 'Diese Einladung wurde bereits verwendet',
  'problems.staff.invitation_revoked': 'Diese Einladung wurde vom Inhaber zurückgezogen',
  'problems.session.not_found':
    'Diese Sitzung ist bereits beendet, oder Sie können sie nicht beenden',
  'problems.rate.too_many_one':
    'Zu viele Versuche. Bitte warten Sie {minutes} Minute und versuchen Sie es erneut.',
  'problems.rate.too_many':
    'Zu viele Versuche. Bitte warten Sie {minutes} Minuten und versuchen Sie es erneut.',
  'problems.mail.password_required':
    'Das Feld „{field}“ ist erforderlich, wenn der Mail-Treiber smtp ist',
  'problems.mail.server_unnamed':
    'Der Mail-Treiber smtp braucht in MAIL_URL den Namen des Mailservers, z. B. smtp://mail.example.com:587',
  'problems.mail.login_refused':
    'Der Mailserver hat die Anmeldung für {user} abgelehnt: Prüfen Sie das Passwort',
  'problems.mail.unreachable': 'Der Mailserver ist nicht erreichbar: {reason}',
  'problems.mail.public_url_required':
    'PUBLIC_URL muss auf die Adresse der Website gesetzt sein (z. B. https://courier.example.com): Ohne sie ist die Adresse dieser Anfrage für einen Link in einer E-Mail nicht vertrauenswürdig, daher wurde nichts gesendet',
  'problems.image.required': 'Das Feld „{field}“ ist erforderlich',
  'problems.image.not_an_image':
    'Das Feld „{field}“ muss ein Bild im Format .jpg, .jpeg oder .png sein',
  'problems.image.too_many_pixels': 'Das Feld „{field}“ darf höchstens {max} groß sein',
  'problems.form.incomplete':
    'Das Formular konnte nicht gelesen werden: Senden Sie ein vollständiges Multipart-Formular',
  'problems.form.file_too_large': 'Das Feld „{field}“ darf höchstens {max} groß sein',
  'problems.form.field_too_large': 'Das Feld „{field}“ ist zu lang',
  'problems.form.one_picture': 'Senden Sie ein einziges Bild im Feld image',
  'problems.form.no_files': 'Dieses Formular nimmt keine Dateien an',
  'problems.form.unreadable': 'Das Formular konnte nicht gelesen werden: {reason}',
  'problems.request.invalid_json': 'Der Inhalt der Anfrage ist kein gültiges JSON',
  'problems.request.too_large': 'Der Inhalt der Anfrage ist zu groß',
  'problems.request.bad_encoding': 'Die Kodierung des Anfrageinhalts wird nicht unterstützt',
  'problems.request.nul_in_address': 'Die Adresse darf kein NUL-Zeichen enthalten',
  'problems.request.cross_site': 'Websiteübergreifende Anfrage abgelehnt',
  'problems.request.headers_too_large': 'Die Adresse oder die Header der Anfrage sind zu groß',
  'problems.request.malformed': 'Die Anfrage ist kein gültiges HTTP',
  'problems.request.timeout': 'Die Anfrage hat zu lange gebraucht',
  'problems.request.content_type':
    'Content-Type muss application/json, multipart/form-data oder application/x-www-form-urlencoded sein',
  'problems.server.internal': 'Interner Serverfehler',
  'problems.database.unreachable':
    'Die Datenbank ist nicht erreichbar, versuchen Sie es gleich noch einmal',
  'problems.server.not_ready':
    'Dieser Server ist noch nicht bereit, versuchen Sie es gleich noch einmal',
  'problems.server.busy':
    'Der Server ist ausgelastet. Bitte versuchen Sie es in {seconds} Sekunden erneut.',
  'problems.places.unavailable':
    'Die Ortssuche ist nicht verfügbar, bitte gleich noch einmal versuchen',
  'problems.places.geocoder_failed': 'Der Geocoder hat eine unbrauchbare Antwort geliefert',
  'problems.storage.unreachable':
    'Der Bildspeicher ist nicht erreichbar, bitte gleich noch einmal versuchen',
  'problems.client.invalid_json': 'Ungültiges JSON',
  'problems.field.required': 'Das Feld „{field}“ ist erforderlich',
  'problems.field.type': 'Das Feld „{field}“ muss {expected} sein',
  'problems.field.integer': 'Das Feld „{field}“ muss eine ganze Zahl sein',
  'problems.field.too_short': 'Das Feld „{field}“ muss mindestens {min} Zeichen lang sein',
  'problems.field.too_long': 'Das Feld „{field}“ darf höchstens {max} Zeichen lang sein',
  'problems.field.min': 'Das Feld „{field}“ muss mindestens {min} sein',
  'problems.field.greater_than': 'Das Feld „{field}“ muss größer als {min} sein',
  'problems.field.max': 'Das Feld „{field}“ darf höchstens {max} sein',
  'problems.field.less_than': 'Das Feld „{field}“ muss kleiner als {max} sein',
  'problems.field.email': 'Das Feld „{field}“ muss eine gültige E-Mail-Adresse sein',
  'problems.field.date': 'Das Feld „{field}“ muss ein Datum sein (JJJJ-MM-TT)',
  'problems.field.format': 'Das Feld „{field}“ hat ein ungültiges Format',
  'problems.field.one_of': 'Das Feld „{field}“ muss einer dieser Werte sein: {values}',
  'problems.field.unknown_one': '{fields} ist kein bekanntes Feld',
  'problems.field.unknown': 'Unbekannte Felder: {fields}',
  'problems.field.nul': 'Das Feld „{field}“ darf kein NUL-Zeichen enthalten',
  'problems.field.invalid': 'Das Feld „{field}“ ist ungültig',
  'problems.body.nothing_to_change': 'Senden Sie mindestens ein Feld, das geändert werden soll',
  'problems.expected.string': 'ein Text',
  'problems.expected.number': 'eine Zahl',
  'problems.expected.boolean': 'ja oder nein',
  'problems.expected.object': 'ein Objekt',
  'problems.expected.array': 'eine Liste',
  'problems.expected.date': 'ein Datum',
  'problems.expected.file': 'eine Datei',
  // Audit trail.
  'problems.audit.date_order': 'Das Enddatum darf nicht vor dem Anfangsdatum liegen',
  'problems.audit.checkpoint_signature':
    'Dieser Prüfpunkt ist nicht mit dem Protokollschlüssel dieses Servers signiert: Er wurde verändert oder stammt von einem anderen Server',
  'problems.tracking.wrong_answer':
    'Das ist weder die E-Mail-Adresse des Empfängers noch die letzten 4 Ziffern seiner Telefonnummer',
  'problems.tracking.cannot_unlock':
    'Für dieses Paket ist keine E-Mail-Adresse oder Telefonnummer des Empfängers hinterlegt: Fragen Sie den Absender',
};
