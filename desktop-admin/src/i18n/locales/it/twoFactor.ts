import type { AreaTexts } from '../../en';
import type { twoFactorTexts as english } from '../../en/twoFactor';

export const twoFactorTexts: AreaTexts<typeof english> = {
  'twoFactor.title': 'Accesso in due passaggi',
  'twoFactor.intro':
    'Dopo la password, l’accesso chiede un codice di 6 cifre da un’app di autenticazione sul telefono.',
  'twoFactor.status_on': 'L’accesso in due passaggi è attivo.',
  'twoFactor.status_off': 'L’accesso in due passaggi non è attivo.',
  'twoFactor.codes_left': 'Codici di recupero rimasti: {count}',
  'twoFactor.set_up': 'Configura l’accesso in due passaggi',
  'twoFactor.scan':
    'Scansiona questo codice QR con la tua app di autenticazione, oppure digita la chiave qui sotto.',
  'twoFactor.qr_alt': 'Codice QR per aggiungere questo account a un’app di autenticazione',
  'twoFactor.secret': 'Chiave da digitare',
  'twoFactor.code': 'Codice dall’app',
  'twoFactor.confirm': 'Attiva',
  'twoFactor.recovery_title': 'I tuoi codici di recupero',
  'twoFactor.recovery_text':
    'Ogni codice ti fa accedere una volta se perdi il telefono. Conservali in un luogo sicuro: vengono mostrati solo ora.',
  'twoFactor.copy': 'Copia',
  'twoFactor.copied': 'Copiato',
  'twoFactor.download': 'Scarica',
  'twoFactor.download_name': 'waybill-codici-di-recupero.txt',
  'twoFactor.saved_codes': 'Ho salvato i codici',
  'twoFactor.proof_password': 'Password attuale',
  'twoFactor.regenerate': 'Nuovi codici di recupero',
  'twoFactor.regenerate_text': 'I vecchi codici smetteranno di funzionare.',
  'twoFactor.disable': 'Disattiva',
  'twoFactor.required_note': 'L’accesso in due passaggi è obbligatorio per ogni account.',
  'twoFactor.require_all': 'Richiedi l’accesso in due passaggi per ogni account',
  'twoFactor.require_all_text': 'Chi non lo ha verrà guidato a configurarlo al prossimo accesso.',
  'twoFactor.require_on': 'Richiedilo',
  'twoFactor.require_off': 'Non richiederlo più',
  'twoFactor.manage': 'Accesso in due passaggi',
  'twoFactor.step_title': 'Inserisci il codice',
  'twoFactor.step_text':
    'Apri la tua app di autenticazione e inserisci il codice di 6 cifre per Waybill.',
  'twoFactor.verify': 'Verifica',
  'twoFactor.use_recovery': 'Usa invece un codice di recupero',
  'twoFactor.use_code': 'Usa invece un codice dall’app',
  'twoFactor.recovery_code': 'Codice di recupero',
  'twoFactor.recovery_step_text':
    'Inserisci uno dei tuoi codici di recupero. Ognuno funziona una sola volta.',
  'twoFactor.setup_required_title': 'Configura l’accesso in due passaggi',
  'twoFactor.setup_required_text':
    'La tua azienda richiede l’accesso in due passaggi. Configuralo ora per continuare.',
  'twoFactor.start_over': 'Ricomincia',
};
