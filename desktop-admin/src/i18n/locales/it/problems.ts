import type { AreaTexts } from '../../en';
import type { problemsTexts as english } from '../../en/problems';

export const problemsTexts: AreaTexts<typeof english> = {
  'problems.no_data_found': 'Nessun dato trovato',
  'problems.not_found': 'Non trovato',
  'problems.route.not_found': 'Impossibile eseguire {method} {path}',
  'problems.parcel.id_unknown': '{field}: {id} non corrisponde a nessuna spedizione',
  'problems.parcel.code_unknown': '{field}: «{code}» non corrisponde a nessuna spedizione',
  'problems.parcel.code_taken': "{field}: «{code}» è già usato da un'altra spedizione",
  'problems.page.slug_taken': "{field}: «{slug}» è già usato da un'altra pagina",
  'problems.page.slug_format':
    'Il campo «{field}» può contenere solo lettere minuscole, cifre e trattini',
  'problems.invoice.currency_format': 'Il campo «{field}» deve essere un codice di 3 lettere',
  'problems.invoice.amount_cents': 'Il campo «{field}» deve avere al massimo 2 decimali',
  'problems.page.busy': 'Una pagina con questo titolo è in fase di creazione; riprova',
  'problems.outbox.already_sent': 'Questo messaggio è già stato inviato',
  'problems.rating.not_delivered': 'Questo pacco potrà essere valutato una volta consegnato',
  'problems.rating.already_given': 'Questo pacco è già stato valutato',
  'problems.auth.signed_out': "Per farlo devi aver effettuato l'accesso come amministratore",
  'problems.auth.admin_exists': 'Esiste già un account amministratore. Accedi.',
  'problems.auth.wrong_credentials': "L'e-mail o la password non sono corrette",
  'problems.auth.wrong_current_password': 'La password attuale non è corretta',
  'problems.auth.wrong_pin': "Il PIN è errato o scaduto. Controlla l'e-mail o chiedi un nuovo PIN.",
  'problems.auth.confirmation_mismatch': 'Il campo «{field}» deve coincidere con «{other}»',
  'problems.auth.pin_format':
    'Il campo «{field}» deve essere il PIN di 6 cifre ricevuto via e-mail',
  // Two-factor sign-in.
  'problems.twofactor.code_format':
    '{field} deve essere il codice di 6 cifre dell’app di autenticazione',
  'problems.twofactor.recovery_code_format': '{field} deve essere uno dei tuoi codici di recupero',
  'problems.twofactor.code_or_recovery_code': 'Inserisci un codice oppure un codice di recupero',
  'problems.twofactor.password_or_code': 'Inserisci la password oppure un codice',
  'problems.twofactor.wrong_code': 'Il codice è errato o è già stato usato',
  'problems.twofactor.no_pending_signin':
    'Nessun accesso è in attesa di un codice, oppure è scaduto. Accedi di nuovo.',
  'problems.twofactor.not_enrolling':
    'Avvia prima la configurazione: non c’è nessuna nuova chiave da confermare',
  'problems.twofactor.already_enabled': 'L’accesso in due passaggi è già attivo per questo account',
  'problems.twofactor.not_enabled': 'L’accesso in due passaggi non è attivo per questo account',
  'problems.twofactor.required':
    'L’accesso in due passaggi è obbligatorio per ogni account: non può essere disattivato',
  'problems.twofactor.setup_required':
    'L’accesso in due passaggi ora è obbligatorio: configuralo per continuare',
  'problems.twofactor.enable_own_first':
    'Attiva l’accesso in due passaggi sul tuo account prima di richiederlo a tutti',
  // Passkeys.
  'problems.passkey.not_accepted':
    'La passkey non è stata accettata. Riprova o accedi in un altro modo.',
  'problems.passkey.challenge_expired': 'La richiesta della passkey è scaduta. Ricomincia.',
  'problems.passkey.not_found': 'Questa passkey non appartiene al tuo account',
  'problems.passkey.already_registered': 'Questa passkey è già registrata',
  'problems.passkey.too_many': 'Puoi avere al massimo {max} passkey: rimuovine prima una',
  'problems.passkey.cancelled':
    'La richiesta della passkey è stata annullata o è scaduta, oppure questo dispositivo non ha una passkey per questo account',
  'problems.auth.setup_token':
    "Per creare il primo amministratore da un altro computer serve il link di registrazione che il server ha mostrato all'avvio",
  // Roles and staff accounts.
  'problems.auth.forbidden': 'Il tuo ruolo non lo consente',
  'problems.staff.not_found': 'Nessun membro con questo id',
  'problems.staff.email_taken': 'Questa e-mail appartiene già a un membro',
  'problems.staff.already_invited': 'Questa e-mail ha già un invito in sospeso',
  'problems.staff.owner_locked':
    'Il proprietario non può essere disattivato né cambiare ruolo: prima cedi la proprietà',
  'problems.staff.handover_target': 'La proprietà si può cedere solo a un altro membro attivo',
  'problems.staff.invitation_not_found': 'Nessun invito in sospeso con questo id',
  'problems.staff.invitation_unknown': 'Questo link di invito non è valido',
  'problems.staff.invitation_expired':
    'Questo invito è scaduto: chiedine uno nuovo al proprietario',
  'problems.staff.invitation_used': 'Questo invito è già stato usato',
  'problems.staff.invitation_revoked': 'Questo invito è stato ritirato dal proprietario',
  'problems.session.not_found': 'Questa sessione è già terminata, oppure non puoi terminarla',
  'problems.rate.too_many_one': 'Troppi tentativi. Attendi {minutes} minuto e riprova.',
  'problems.rate.too_many': 'Troppi tentativi. Attendi {minutes} minuti e riprova.',
  'problems.mail.password_required':
    'Il campo «{field}» è obbligatorio quando il driver di posta è smtp',
  'problems.mail.server_unnamed':
    'Il driver di posta smtp richiede che MAIL_URL indichi il server di posta, ad es. smtp://mail.example.com:587',
  'problems.mail.login_refused':
    "Il server di posta ha rifiutato l'accesso di {user}: controlla la password",
  'problems.mail.unreachable': 'Il server di posta non è raggiungibile: {reason}',
  'problems.mail.public_url_required':
    "PUBLIC_URL deve indicare l'indirizzo del sito (ad es. https://courier.example.com): senza, l'indirizzo di questa richiesta non è affidabile per un link in un'e-mail, quindi non è stato inviato nulla",
  'problems.image.required': 'Il campo «{field}» è obbligatorio',
  'problems.image.not_an_image': "Il campo «{field}» deve essere un'immagine .jpg, .jpeg o .png",
  'problems.image.too_many_pixels': 'Il campo «{field}» non può superare {max}',
  'problems.form.incomplete': 'Impossibile leggere il modulo: invia un modulo multipart completo',
  'problems.form.file_too_large': 'Il campo «{field}» non può superare {max}',
  'problems.form.field_too_large': 'Il campo «{field}» è troppo lungo',
  'problems.form.one_picture': 'Invia una sola immagine, nel campo image',
  'problems.form.no_files': 'Questo modulo non accetta file',
  'problems.form.unreadable': 'Impossibile leggere il modulo: {reason}',
  'problems.request.invalid_json': 'Il corpo della richiesta non è un JSON valido',
  'problems.request.too_large': 'Il corpo della richiesta è troppo grande',
  'problems.request.bad_encoding': 'La codifica del corpo della richiesta non è supportata',
  'problems.request.nul_in_address': "L'indirizzo non può contenere un carattere NUL",
  'problems.request.cross_site': 'Richiesta tra siti rifiutata',
  'problems.request.headers_too_large':
    "L'indirizzo o le intestazioni della richiesta sono troppo grandi",
  'problems.request.malformed': 'La richiesta non è HTTP valido',
  'problems.request.timeout': 'La richiesta ha impiegato troppo tempo ad arrivare',
  'problems.request.content_type':
    'Content-Type deve essere application/json, multipart/form-data o application/x-www-form-urlencoded',
  'problems.server.internal': 'Errore interno del server',
  'problems.database.unreachable': 'Il database non è raggiungibile, riprova tra poco',
  'problems.server.not_ready': 'Questo server non è pronto, riprova tra poco',
  'problems.server.busy': 'Il server è occupato. Riprova tra {seconds} secondi.',
  'problems.places.unavailable': 'La ricerca dei luoghi non è disponibile, riprova tra poco',
  'problems.places.geocoder_failed': 'Il geocodificatore ha dato una risposta inutilizzabile',
  'problems.storage.unreachable': 'L’archivio delle immagini non è raggiungibile, riprova tra poco',
  'problems.client.invalid_json': 'JSON non valido',
  'problems.field.required': 'Il campo «{field}» è obbligatorio',
  'problems.field.type': 'Il campo «{field}» deve essere {expected}',
  'problems.field.integer': 'Il campo «{field}» deve essere un numero intero',
  'problems.field.too_short': 'Il campo «{field}» deve contenere almeno {min} caratteri',
  'problems.field.too_long': 'Il campo «{field}» può contenere al massimo {max} caratteri',
  'problems.field.min': 'Il campo «{field}» deve essere almeno {min}',
  'problems.field.greater_than': 'Il campo «{field}» deve essere maggiore di {min}',
  'problems.field.max': 'Il campo «{field}» deve essere al massimo {max}',
  'problems.field.less_than': 'Il campo «{field}» deve essere minore di {max}',
  'problems.field.email': 'Il campo «{field}» deve essere un indirizzo e-mail valido',
  'problems.field.date': 'Il campo «{field}» deve essere una data (AAAA-MM-GG)',
  'problems.field.format': 'Il campo «{field}» ha un formato non valido',
  'problems.field.one_of': 'Il campo «{field}» deve essere uno di questi valori: {values}',
  'problems.field.unknown_one': '{fields} non è un campo conosciuto',
  'problems.field.unknown': 'Campi sconosciuti: {fields}',
  'problems.field.nul': 'Il campo «{field}» non può contenere un carattere NUL',
  'problems.field.invalid': 'Il campo «{field}» non è valido',
  'problems.body.nothing_to_change': 'Invia almeno un campo da modificare',
  'problems.expected.string': 'un testo',
  'problems.expected.number': 'un numero',
  'problems.expected.boolean': 'sì o no',
  'problems.expected.object': 'un oggetto',
  'problems.expected.array': 'un elenco',
  'problems.expected.date': 'una data',
  'problems.expected.file': 'un file',
  // Audit trail.
  'problems.audit.date_order': 'La data di fine non può precedere la data di inizio',
  'problems.audit.checkpoint_signature':
    'Questo punto di controllo non è firmato con la chiave di audit di questo server: è stato modificato o proviene da un altro server',
  'problems.tracking.wrong_answer':
    'Non è l’e-mail del destinatario né le ultime 4 cifre del suo telefono',
  'problems.tracking.cannot_unlock':
    'Questo pacco non ha un’e-mail o un telefono del destinatario da verificare: chiedi al mittente',
};
