import type { AreaTexts } from '../../en';
import type { settingsTexts as english } from '../../en/settings';

export const settingsTexts: AreaTexts<typeof english> = {
  'settings.title': 'Impostazioni',
  'settings.contact': 'Recapiti',
  'settings.contactDescription':
    "L'e-mail, i telefoni, l'indirizzo e i link social nel piè di pagina pubblico.",
  'settings.mail': 'Impostazioni e-mail',
  'settings.mailDescription': 'Come le e-mail lasciano il server e quale modello usano.',
  'settings.html': 'Impostazioni HTML',
  'settings.htmlDescription':
    'La meta descrizione per i motori di ricerca e un widget di chat su ogni pagina.',
  'settings.what': 'Le impostazioni',
  'settings.save': 'Salva',
  'settings.companyName': "Nome dell'azienda",
  'settings.companyNameHelp':
    'Firma e-mail, fatture ed etichette di spedizione; se vuoto, riportano Waybill.',
  'settings.contactEmail': 'E-mail di contatto',
  'settings.contactEmailHelp':
    'I messaggi dei visitatori dalla pagina contatti arrivano qui; è mostrata nel piè di pagina.',
  'settings.contactPhone': 'Telefono di contatto',
  'settings.alternatePhone': 'Telefono alternativo',
  'settings.address': 'Indirizzo',
  'settings.addressHelp': "L'indirizzo dell'ufficio mostrato nel piè di pagina.",
  'settings.socialLinks': 'Link social',
  'settings.socialHelp':
    'Un nome utente (ad es. @waybill) o un indirizzo https:// completo; un campo vuoto non viene mostrato.',
  'settings.metaDescription': 'Meta descrizione',
  'settings.metaDescriptionHelp':
    'Il riassunto che i motori di ricerca mostrano sotto il nome del sito.',
  'settings.chatCode': 'Codice della chat',
  'settings.chatCodeHelp':
    "Lo snippet di un widget di chat fornito dal suo fornitore (Tawk.to, Crisp, Tidio…), incollato così com'è. Viene eseguito in un riquadro isolato nell'angolo in basso a destra di ogni pagina pubblica: può mostrare la sua chat, ma non può leggere né modificare il sito, questo pannello di controllo o i tuoi dati. Lascia vuoto per non avere chat.",
  'settings.mailDriver': 'Modalità di invio',
  'settings.driverOutbox': 'outbox: consegna il server',
  'settings.driverSmtp': 'smtp: il personale invia con il proprio account',
  'settings.driverOutboxHelp':
    'ogni messaggio viene messo in coda nella posta in uscita e consegnato tramite il MAIL_URL del server, con nuovi tentativi; nulla va perso mentre il server di posta è fuori servizio.',
  'settings.driverSmtpHelp':
    'il personale invia con il proprio account e-mail, digitandone la password a ogni invio.',
  'settings.mailTemplate': 'Modello e-mail',
  'settings.mailTemplateHelp':
    "L'impaginazione attorno a ogni e-mail inviata dall'azienda: testo semplice o uno dei quattro design HTML.",
  'settings.notifyRecipients': 'Avvisa i destinatari quando il loro pacco si muove',
  'settings.notifyRecipientsHelp':
    "Quando il personale aggiunge una voce alla cronologia di un pacco, l'e-mail del destinatario riceve la nuova voce e un link di tracciamento (ogni voce può essere esclusa; i destinatari possono annullare l'iscrizione).",
  'settings.saved': 'Impostazioni salvate',
  'settings.tracking': 'Privacy del tracciamento',
  'settings.trackingDescription': 'Cosa vede un visitatore con il solo codice di tracciamento.',
  'settings.trackingLead':
    'Tutto ciò che è disattivato è mostrato solo a chi fornisce anche l’e-mail del destinatario o le ultime 4 cifre del suo telefono. Stato, avanzamento, cronologia, finestra di consegna e nomi dei luoghi si vedono sempre con il codice.',
  'settings.trackingShowsNames': 'Mostra i nomi con il solo codice',
  'settings.trackingShowsNamesHelp': 'I nomi del destinatario e del mittente.',
  'settings.trackingShowsPhoto': 'Mostra la foto del pacco con il solo codice',
  'settings.trackingShowsPhotoHelp': 'L’immagine allegata al pacco.',
  'settings.trackingShowsExactMap': 'Mostra la mappa esatta con il solo codice',
  'settings.trackingShowsExactMapHelp':
    'Disattivato: la mappa colloca i segnaposto con un margine di circa 10 km; mostra il percorso, non la via.',
};
