import type { AreaTexts } from '../../en';
import type { dashboardTexts as english } from '../../en/dashboard';

export const dashboardTexts: AreaTexts<typeof english> = {
  'dashboard.title': 'Dashboard',
  'dashboard.tiles': 'Beheerpaneel',
  'dashboard.tile.parcels': 'Pakketten',
  'dashboard.tile.reviews': 'Beoordelingen',
  'dashboard.tile.pages': "Pagina's",
  'dashboard.tile.send_email': 'E-mail versturen',
  'dashboard.tile.settings': 'Instellingen',
  'dashboard.tile.password': 'Wachtwoord',
  'dashboard.tile.outbox': 'Postvak uit',
  'dashboard.tile.invoices': 'Facturen',
  'dashboard.find.label': 'Een pakket openen met het trackingnummer',
  'dashboard.find.placeholder': 'Typ of scan een trackingnummer',
  'dashboard.find.open': 'Openen',
  'dashboard.find.not_found': 'Geen pakket heeft het trackingnummer ‘{code}’.',
  'dashboard.today.title': 'Vandaag',
  'dashboard.today.loading': 'Cijfers worden geladen',
  'dashboard.today.date': 'Cijfers van {date}',
  'dashboard.figure.parcels': 'Alle pakketten',
  'dashboard.figure.late': 'Te late pakketten',
  'dashboard.figure.late_hint': 'Vóór vandaag verwacht en niet bezorgd',
  'dashboard.figure.created_today': 'Vandaag aangemaakt',
  'dashboard.figure.mail_failed': 'Mislukte e-mails',
  'dashboard.figure.mail_queued': 'Wachtende e-mails',
  'dashboard.statuses.title': 'Pakketten per status',
  'dashboard.statuses.none': 'Zonder status',
  'dashboard.statuses.other': 'Overige statussen',
  'dashboard.statuses.empty': 'Nog geen pakketten.',
  'dashboard.terms.title': 'Gebruiksvoorwaarden',
  'dashboard.terms.warranty':
    'Deze software wordt geleverd ‘zoals hij is’, zonder enige uitdrukkelijke of stilzwijgende garantie, ook niet op geschiktheid voor een bepaald doel. De ontwikkelaars zijn niet aansprakelijk voor claims, schade of verlies door het gebruik ervan.',
  'dashboard.terms.responsibility':
    "Medewerkers die dit beheerpaneel gebruiken, zijn verantwoordelijk voor de inhoud die ze publiceren (pagina's, beoordelingen, pakketgegevens, trackinggeschiedenis, afbeeldingen en e-mails) en voor de persoonsgegevens van afzenders en ontvangers die ze vastleggen. Publiceer alleen juiste informatie, beperk persoonsgegevens tot wat een bezorging nodig heeft en volg de wetten die voor uw bedrijf gelden.",
  'dashboard.terms.password': 'Houd uw wachtwoord geheim en meld u af op gedeelde computers.',
};
