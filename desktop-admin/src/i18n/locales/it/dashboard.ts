import type { AreaTexts } from '../../en';
import type { dashboardTexts as english } from '../../en/dashboard';

export const dashboardTexts: AreaTexts<typeof english> = {
  'dashboard.title': 'Bacheca',
  'dashboard.tiles': 'Pannello di controllo',
  'dashboard.tile.parcels': 'Spedizioni',
  'dashboard.tile.reviews': 'Recensioni',
  'dashboard.tile.pages': 'Pagine',
  'dashboard.tile.send_email': 'Invia e-mail',
  'dashboard.tile.settings': 'Impostazioni',
  'dashboard.tile.password': 'Password',
  'dashboard.tile.outbox': 'Posta in uscita',
  'dashboard.tile.invoices': 'Fatture',
  'dashboard.find.label': 'Apri una spedizione dal codice di tracciamento',
  'dashboard.find.placeholder': 'Digita o scansiona un codice di tracciamento',
  'dashboard.find.open': 'Apri',
  'dashboard.find.not_found': 'Nessuna spedizione ha il codice di tracciamento «{code}».',
  'dashboard.today.title': 'Oggi',
  'dashboard.today.loading': 'Caricamento dei dati',
  'dashboard.today.date': 'Dati del {date}',
  'dashboard.figure.parcels': 'Tutte le spedizioni',
  'dashboard.figure.late': 'Spedizioni in ritardo',
  'dashboard.figure.late_hint': 'Consegna prevista prima di oggi e non consegnate',
  'dashboard.figure.created_today': 'Create oggi',
  'dashboard.figure.mail_failed': 'E-mail non riuscite',
  'dashboard.figure.mail_queued': 'E-mail in attesa',
  'dashboard.statuses.title': 'Spedizioni per stato',
  'dashboard.statuses.none': 'Senza stato',
  'dashboard.statuses.other': 'Altri stati',
  'dashboard.statuses.empty': 'Ancora nessuna spedizione.',
  'dashboard.terms.title': "Condizioni d'uso",
  'dashboard.terms.warranty':
    "Questo software è fornito «così com'è», senza garanzie di alcun tipo, espresse o implicite, inclusa l'idoneità a uno scopo particolare. I suoi sviluppatori non sono responsabili di alcuna pretesa, danno o perdita derivante dal suo utilizzo.",
  'dashboard.terms.responsibility':
    'Il personale che usa questo pannello di controllo è responsabile dei contenuti che pubblica (pagine, recensioni, dati delle spedizioni, cronologia di tracciamento, immagini ed e-mail) e dei dati personali di mittenti e destinatari che registra. Pubblicate solo informazioni esatte, limitate i dati personali a quanto serve per una consegna e rispettate le leggi applicabili alla vostra azienda.',
  'dashboard.terms.password':
    'Mantenete riservata la password ed effettuate la disconnessione sui computer condivisi.',
};
