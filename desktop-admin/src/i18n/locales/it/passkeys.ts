import type { AreaTexts } from '../../en';
import type { passkeysTexts as english } from '../../en/passkeys';

export const passkeysTexts: AreaTexts<typeof english> = {
  'passkeys.title': 'Passkey',
  'passkeys.intro':
    'Una passkey ti fa accedere con il blocco schermo di questo dispositivo o con una chiave di sicurezza. Funziona come secondo passaggio dopo la password, oppure da sola al posto della password.',
  'passkeys.none': 'Ancora nessuna passkey.',
  'passkeys.table': 'Le tue passkey',
  'passkeys.name': 'Nome',
  'passkeys.added': 'Aggiunta',
  'passkeys.last_used': 'Ultimo uso',
  'passkeys.actions': 'Azioni',
  'passkeys.never': 'Mai',
  'passkeys.rename': 'Rinomina',
  'passkeys.rename_named': 'Rinomina {name}',
  'passkeys.remove': 'Rimuovi',
  'passkeys.remove_named': 'Rimuovi {name}',
  'passkeys.add': 'Aggiungi una passkey',
  'passkeys.added_message': 'Passkey aggiunta.',
  'passkeys.new_name': 'Nome della passkey',
  'passkeys.password': 'La tua password',
  'passkeys.name_hint':
    'Per riconoscerla, ad es. «Portatile di lavoro» o «Chiave di sicurezza blu».',
  'passkeys.rename_title': 'Rinomina «{name}»',
  'passkeys.save': 'Salva',
  'passkeys.cancel': 'Annulla',
  'passkeys.remove_title': 'Rimuovi «{name}»',
  'passkeys.remove_text': 'Non ti farà più accedere.',
  'passkeys.unavailable':
    'Le passkey non si possono usare qui (un browser senza passkey). Apri il pannello di controllo in un browser web per aggiungerne una; qui usa un codice di un’app di autenticazione.',
  'passkeys.step_text': 'Usa una delle tue passkey: il dispositivo chiederà il blocco schermo.',
  'passkeys.step_unavailable':
    'Questo account accede con una passkey, che qui non si può usare. Accedi da un browser web.',
  'passkeys.use': 'Usa una passkey',
  'passkeys.or_code': 'Oppure inserisci un codice della tua app di autenticazione.',
  'passkeys.or': 'oppure',
  'passkeys.sign_in': 'Accedi con una passkey',
};
